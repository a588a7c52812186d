import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditsOf, caller, params, type Signed, signedStudent, YEAR } from './test-support.ts';

// The bursary committee (role:bursary, feature bursaries): the applications sent, never drafts;
// decisions in order (under consideration, then awarded with an amount or declined with a reason),
// final once made, written with the award in one transaction and audited; reads audited too.

const on = await createTestApp({ FEATURES: 'bursaries' });
const off = await createTestApp();
const call = caller(on);

const application = (amount: string) => ({
  bursaryType: "Principal's Bursary",
  incomeBand: 'Under £15,000',
  dependants: '1',
  otherFunding: '',
  otherFundingTotal: '',
  monthlyOutgoings: '1,100',
  amountRequested: amount,
  statement: 'I care for my mother and work part time; the fee instalments and travel to residentials are more than my income allows this year.',
  declaration: true,
  submit: true,
});

let ann: Signed;
let bob: Signed;
let cara: Signed;
let committee: { id: number; cookie: string };
let annId: number;
let bobId: number;

async function applicationId(s: Signed) {
  return (await on.db.kysely.selectFrom('bursary_applications').select('id').where('student_id', '=', s.studentId).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  ann = await signedStudent(on);
  bob = await signedStudent(on);
  cara = await signedStudent(on);
  expect((await call('PUT', 'forms/student/bursary-application', ann.cookie, application('900'))).statusCode).toBe(200);
  expect((await call('PUT', 'forms/student/bursary-application', bob.cookie, application('400'))).statusCode).toBe(200);
  // A draft stays the student's own.
  expect((await call('PUT', 'forms/student/bursary-application', cara.cookie, { ...application('300'), submit: false })).statusCode).toBe(200);
  annId = await applicationId(ann);
  bobId = await applicationId(bob);
  const member = await buildUser(on.db, { permissions: 'dashboard:view role:bursary finance:menu', firstName: 'Hilary', lastName: 'Bursar' });
  committee = { id: member.id, cookie: await login(on.app, member) };
});

describe('the committee’s list and record', () => {
  it('lists the sent applications, newest first, never a draft, and filters by status and year', async () => {
    const res = await call('GET', 'finance/bursaries', committee.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([bobId, annId]);
    expect(body.items[1]).toMatchObject({ studentId: ann.studentId, status: 'Submitted', bursaryType: "Principal's Bursary", amountRequested: 900, academicYear: YEAR });
    expect(body.academicYears).toEqual([YEAR]);
    expect((await call('GET', 'finance/bursaries?status=Awarded', committee.cookie)).json().items).toEqual([]);
    expect((await call('GET', `finance/bursaries?academicYear=${YEAR - 1}`, committee.cookie)).json().items).toEqual([]);
    expect(params((await call('GET', 'finance/bursaries?status=Draft', committee.cookie)).body)).toEqual(['status']);
  });

  it('opens one with the student’s answers and fee, audited; a draft is not there', async () => {
    const res = await call('GET', `finance/bursaries/${annId}`, committee.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: annId, status: 'Submitted', decisions: ['Under consideration', 'Awarded', 'Declined'], decidedBy: null, awards: [] });
    expect(res.json().application.values).toMatchObject({ incomeBand: 'Under £15,000', monthlyOutgoings: 1100, amountRequested: 900 });
    expect((await auditsOf(on, 'bursary_applications', committee.id)).map((a) => a.action)).toEqual(['bursary application read']);
    expect((await call('GET', `finance/bursaries/${await applicationId(cara)}`, committee.cookie)).statusCode).toBe(404);
  });

  it('is the committee’s alone, and not there at all without the bursaries feature', async () => {
    expect((await call('GET', 'finance/bursaries', ann.cookie)).statusCode).toBe(403);
    const finance = await login(on.app, await buildUser(on.db, { permissions: 'dashboard:view finance students:menu students:view' }));
    expect((await call('GET', `finance/bursaries/${annId}`, finance)).statusCode).toBe(403);
    expect((await call('POST', `finance/bursaries/${annId}/decision`, finance, { decision: 'Declined', note: 'No.', version: 2 })).statusCode).toBe(403);
    const member = await login(off.app, await buildUser(off.db, { permissions: 'role:bursary' }));
    expect((await caller(off)('GET', 'finance/bursaries', member)).statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('checks the decision field by field: an award needs its amount, a refusal its reason', async () => {
    const { version } = (await call('GET', `finance/bursaries/${annId}`, committee.cookie)).json();
    expect(params((await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Awarded', amount: '', note: '', version })).body)).toEqual(['amount']);
    expect(params((await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Declined', amount: null, note: ' ', version })).body)).toEqual(['note']);
    expect(params((await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Awarded', amount: '5001', note: '', version })).body)).toEqual(['amount']);
    expect(params((await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Maybe', amount: null, note: '', version })).body)).toEqual(['decision']);
    expect((await on.db.kysely.selectFrom('bursary_applications').select('status').where('id', '=', annId).executeTakeFirstOrThrow()).status).toBe('Submitted');
  });

  it('puts an application under consideration, then awards it: the award is written and the student sees it', async () => {
    const read = (await call('GET', `finance/bursaries/${annId}`, committee.cookie)).json();
    const considered = await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Under consideration', amount: null, note: '', version: read.version });
    expect(considered.statusCode).toBe(200);
    expect(considered.json()).toMatchObject({ status: 'Under consideration', decisions: ['Awarded', 'Declined'], decidedAt: null, decidedBy: null });
    // The version read before is stale now: nothing is written.
    expect((await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Awarded', amount: 700, note: '', version: read.version })).statusCode).toBe(409);

    const awarded = await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Awarded', amount: '£700', note: 'Awarded towards the fee.', version: considered.json().version });
    expect(awarded.statusCode).toBe(200);
    expect(awarded.json()).toMatchObject({ status: 'Awarded', decisions: [], decidedBy: 'Hilary Bursar', awards: [{ type: "Principal's Bursary", amount: 70000, academicYear: YEAR }] });
    const mine = (await call('GET', 'forms/student/bursary-application', ann.cookie)).json();
    // The committee's note on an award is its own record, not the student's to read.
    expect(mine).toMatchObject({ status: 'Awarded', awardedAmount: 70000, decisionNote: null });
    expect(awarded.json().application.decisionNote).toBe('Awarded towards the fee.');
    expect((await call('GET', 'forms/student/finance-details', ann.cookie)).json().bursaries).toEqual([expect.objectContaining({ type: "Principal's Bursary", amount: 70000 })]);
    const audits = (await auditsOf(on, 'bursary_applications', committee.id)).filter((a) => a.action === 'bursary decided');
    expect(audits.map((a) => a.changes?.status)).toEqual([{ from: 'Submitted', to: 'Under consideration' }, { from: 'Under consideration', to: 'Awarded' }]);
  });

  it('keeps a decision final: deciding again is 409 and adds no second award', async () => {
    const { version } = (await call('GET', `finance/bursaries/${annId}`, committee.cookie)).json();
    const again = await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, { decision: 'Awarded', amount: 100, note: '', version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application has already been decided (Awarded).');
    expect(await on.db.kysely.selectFrom('bursary_awards').select('id').where('application_id', '=', annId).execute()).toHaveLength(1);
  });

  it('declines with the reason the student then reads, and no award', async () => {
    const { version } = (await call('GET', `finance/bursaries/${bobId}`, committee.cookie)).json();
    const res = await call('POST', `finance/bursaries/${bobId}/decision`, committee.cookie, { decision: 'Declined', amount: null, note: 'Your household income is above this year’s limit.', version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Declined', decisions: [], awards: [] });
    expect((await call('GET', 'forms/student/bursary-application', bob.cookie)).json()).toMatchObject({ status: 'Declined', awardedAmount: null, decisionNote: 'Your household income is above this year’s limit.' });
    expect((await call('GET', 'finance/bursaries?status=Declined', committee.cookie)).json().items.map((i: { id: number }) => i.id)).toEqual([bobId]);
  });

  it('answers 404 for an unknown application', async () => {
    expect((await call('POST', 'finance/bursaries/999999/decision', committee.cookie, { decision: 'Declined', amount: null, note: 'No.', version: 1 })).statusCode).toBe(404);
  });
});
