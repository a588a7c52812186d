import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditsOf, caller, params, type Signed, signedStudent, YEAR } from '../../test/student-calls.ts';

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
  statement:
    'I care for my mother and work part time; the fee instalments and travel to residentials are more than my income allows this year.',
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
  return (
    await on.db.kysely
      .selectFrom('bursary_applications')
      .select('id')
      .where('student_id', '=', s.studentId)
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  ann = await signedStudent(on);
  bob = await signedStudent(on);
  cara = await signedStudent(on);
  expect((await call('PUT', 'forms/student/bursary-application', ann.cookie, application('900'))).statusCode).toBe(200);
  expect((await call('PUT', 'forms/student/bursary-application', bob.cookie, application('400'))).statusCode).toBe(200);
  // A draft stays the student's own.
  expect(
    (await call('PUT', 'forms/student/bursary-application', cara.cookie, { ...application('300'), submit: false }))
      .statusCode,
  ).toBe(200);
  annId = await applicationId(ann);
  bobId = await applicationId(bob);
  const member = await buildUser(on.db, {
    permissions: 'dashboard:view role:bursary finance:menu',
    firstName: 'Hilary',
    lastName: 'Bursar',
  });
  committee = { id: member.id, cookie: await login(on.app, member) };
});

describe('the committee’s list and record', () => {
  it('lists the sent applications, newest first, never a draft, and filters by status and year', async () => {
    const res = await call('GET', 'finance/bursaries', committee.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([bobId, annId]);
    expect(body.items[1]).toMatchObject({
      studentId: ann.studentId,
      status: 'Submitted',
      bursaryType: "Principal's Bursary",
      amountRequested: 900,
      academicYear: YEAR,
    });
    expect(body.academicYears).toEqual([YEAR]);
    expect((await call('GET', 'finance/bursaries?status=Awarded', committee.cookie)).json().items).toEqual([]);
    expect((await call('GET', `finance/bursaries?academicYear=${YEAR - 1}`, committee.cookie)).json().items).toEqual(
      [],
    );
    expect(params((await call('GET', 'finance/bursaries?status=Draft', committee.cookie)).body)).toEqual(['status']);
  });

  it('opens one with the student’s answers and fee, audited; a draft is not there', async () => {
    const res = await call('GET', `finance/bursaries/${annId}`, committee.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: annId,
      status: 'Submitted',
      decisions: ['Under consideration', 'Awarded', 'Declined'],
      decidedBy: null,
      awards: [],
    });
    expect(res.json().application.values).toMatchObject({
      incomeBand: 'Under £15,000',
      monthlyOutgoings: 1100,
      amountRequested: 900,
    });
    expect((await auditsOf(on, 'bursary_applications', committee.id)).map((a) => a.action)).toEqual([
      'bursary application read',
    ]);
    expect((await call('GET', `finance/bursaries/${await applicationId(cara)}`, committee.cookie)).statusCode).toBe(
      404,
    );
  });

  it('is the committee’s alone, and not there at all without the bursaries feature', async () => {
    expect((await call('GET', 'finance/bursaries', ann.cookie)).statusCode).toBe(403);
    const finance = await login(
      on.app,
      await buildUser(on.db, { permissions: 'dashboard:view finance students:menu students:view' }),
    );
    expect((await call('GET', `finance/bursaries/${annId}`, finance)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `finance/bursaries/${annId}/decision`, finance, {
          decision: 'Declined',
          note: 'No.',
          version: 2,
        })
      ).statusCode,
    ).toBe(403);
    const member = await login(off.app, await buildUser(off.db, { permissions: 'role:bursary' }));
    expect((await caller(off)('GET', 'finance/bursaries', member)).statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('checks the decision field by field: an award needs its amount, a refusal its reason', async () => {
    const { version } = (await call('GET', `finance/bursaries/${annId}`, committee.cookie)).json();
    expect(
      params(
        (
          await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
            decision: 'Awarded',
            amount: '',
            note: '',
            version,
          })
        ).body,
      ),
    ).toEqual(['amount']);
    expect(
      params(
        (
          await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
            decision: 'Declined',
            amount: null,
            note: ' ',
            version,
          })
        ).body,
      ),
    ).toEqual(['note']);
    expect(
      params(
        (
          await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
            decision: 'Awarded',
            amount: '5001',
            note: '',
            version,
          })
        ).body,
      ),
    ).toEqual(['amount']);
    expect(
      params(
        (
          await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
            decision: 'Maybe',
            amount: null,
            note: '',
            version,
          })
        ).body,
      ),
    ).toEqual(['decision']);
    expect(
      (
        await on.db.kysely
          .selectFrom('bursary_applications')
          .select('status')
          .where('id', '=', annId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('Submitted');
  });

  it('puts an application under consideration, then awards it: the award is written and the student sees it', async () => {
    const read = (await call('GET', `finance/bursaries/${annId}`, committee.cookie)).json();
    const considered = await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
      decision: 'Under consideration',
      amount: null,
      note: '',
      version: read.version,
    });
    expect(considered.statusCode).toBe(200);
    expect(considered.json()).toMatchObject({
      status: 'Under consideration',
      decisions: ['Awarded', 'Declined'],
      decidedAt: null,
      decidedBy: null,
    });
    // The version read before is stale now: nothing is written.
    expect(
      (
        await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
          decision: 'Awarded',
          amount: 700,
          note: '',
          version: read.version,
        })
      ).statusCode,
    ).toBe(409);

    const awarded = await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
      decision: 'Awarded',
      amount: '£700',
      note: 'Awarded towards the fee.',
      version: considered.json().version,
    });
    expect(awarded.statusCode).toBe(200);
    expect(awarded.json()).toMatchObject({
      status: 'Awarded',
      decisions: [],
      decidedBy: 'Hilary Bursar',
      awards: [{ type: "Principal's Bursary", amount: 70000, academicYear: YEAR }],
    });
    const mine = (await call('GET', 'forms/student/bursary-application', ann.cookie)).json();
    // The committee's note on an award is its own record, not the student's to read.
    expect(mine).toMatchObject({ status: 'Awarded', awardedAmount: 70000, decisionNote: null });
    expect(awarded.json().application.decisionNote).toBe('Awarded towards the fee.');
    expect((await call('GET', 'forms/student/finance-details', ann.cookie)).json().bursaries).toEqual([
      expect.objectContaining({ type: "Principal's Bursary", amount: 70000 }),
    ]);
    const audits = (await auditsOf(on, 'bursary_applications', committee.id)).filter(
      (a) => a.action === 'bursary decided',
    );
    expect(audits.map((a) => a.changes?.status)).toEqual([
      { from: 'Submitted', to: 'Under consideration' },
      { from: 'Under consideration', to: 'Awarded' },
    ]);
  });

  it('keeps a decision final: deciding again is 409 and adds no second award', async () => {
    const { version } = (await call('GET', `finance/bursaries/${annId}`, committee.cookie)).json();
    const again = await call('POST', `finance/bursaries/${annId}/decision`, committee.cookie, {
      decision: 'Awarded',
      amount: 100,
      note: '',
      version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application has already been decided (Awarded).');
    expect(
      await on.db.kysely.selectFrom('bursary_awards').select('id').where('application_id', '=', annId).execute(),
    ).toHaveLength(1);
  });

  it('declines with the reason the student then reads, and no award', async () => {
    const { version } = (await call('GET', `finance/bursaries/${bobId}`, committee.cookie)).json();
    const res = await call('POST', `finance/bursaries/${bobId}/decision`, committee.cookie, {
      decision: 'Declined',
      amount: null,
      note: 'Your household income is above this year’s limit.',
      version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Declined', decisions: [], awards: [] });
    expect((await call('GET', 'forms/student/bursary-application', bob.cookie)).json()).toMatchObject({
      status: 'Declined',
      awardedAmount: null,
      decisionNote: 'Your household income is above this year’s limit.',
    });
    expect(
      (await call('GET', 'finance/bursaries?status=Declined', committee.cookie))
        .json()
        .items.map((i: { id: number }) => i.id),
    ).toEqual([bobId]);
  });

  it('answers 404 for an unknown application', async () => {
    expect(
      (
        await call('POST', 'finance/bursaries/999999/decision', committee.cookie, {
          decision: 'Declined',
          amount: null,
          note: 'No.',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('an award is taken off the fee (issue 11.19)', () => {
  /** A £3,000 fee in three termly invoices of £1,000; the first is paid. */
  async function feeOf(s: Signed) {
    const now = new Date().toISOString();
    const db = on.db.kysely;
    const fee = await db
      .insertInto('fee_assessments')
      .values({
        student_id: s.studentId,
        engagement_id: s.engagementId,
        session_id: s.sessionId,
        academic_year: YEAR,
        tuition_fee_pence: 300_000,
        funding_source: 'Self-funded',
        sponsor_name: null,
        payment_term: 'Termly',
        intake: 'September',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const due = [`${YEAR}-08-01`, `${YEAR}-12-01`, `${YEAR + 1}-03-01`];
    const ids: number[] = [];
    for (const [i, d] of due.entries()) {
      const row = await db
        .insertInto('invoices')
        .values({
          student_id: s.studentId,
          fee_assessment_id: fee.id,
          number: `T-${s.studentId}-${i + 1}`,
          description: `Tuition fee, instalment ${i + 1} of 3`,
          payer: 'Student',
          issued_on: `${YEAR}-07-10`,
          due_on: d,
          amount_pence: 100_000,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await db
      .insertInto('payments')
      .values({
        student_id: s.studentId,
        invoice_id: ids[0] as number,
        received_on: `${YEAR}-08-02`,
        amount_pence: 100_000,
        method: 'Card',
        reference: 'CARD-1',
        created_at: now,
      })
      .execute();
    return ids;
  }

  async function award(s: Signed, pounds: number) {
    expect(
      (await call('PUT', 'forms/student/bursary-application', s.cookie, application(String(Math.min(pounds, 5000)))))
        .statusCode,
    ).toBe(200);
    const id = await applicationId(s);
    const { version } = (await call('GET', `finance/bursaries/${id}`, committee.cookie)).json();
    const res = await call('POST', `finance/bursaries/${id}/decision`, committee.cookie, {
      decision: 'Awarded',
      amount: pounds,
      note: '',
      version,
    });
    expect(res.statusCode).toBe(200);
  }

  it('lowers the balance by the award in the decision’s transaction, settling the oldest open invoice, seen by the student and the staff', async () => {
    const dan = await signedStudent(on);
    const [, second, third] = await feeOf(dan);
    const before = (await call('GET', 'forms/student/finance-details', dan.cookie)).json();
    expect(before.totals).toEqual({
      invoiced: 300_000,
      credited: 0,
      paid: 100_000,
      balance: 200_000,
      overdue: expect.any(Number),
      creditOnAccount: 0,
    });

    await award(dan, 700);
    const after = (await call('GET', 'forms/student/finance-details', dan.cookie)).json();
    expect(after.totals).toMatchObject({ invoiced: 300_000, credited: 70_000, paid: 100_000, balance: 130_000 });
    expect(after.credits).toEqual([
      {
        id: expect.any(Number),
        number: expect.stringMatching(new RegExp(`^CN-${YEAR}-\\d{5}$`)),
        kind: 'Bursary',
        description: expect.stringContaining("Principal's Bursary"),
        issuedOn: expect.any(String),
        amount: 70_000,
      },
    ]);
    const bySecond = after.invoices.find((i: { id: number }) => i.id === second);
    expect(bySecond).toMatchObject({ amount: 100_000, credited: 70_000, outstanding: 30_000 });
    expect(after.invoices.find((i: { id: number }) => i.id === third)).toMatchObject({
      credited: 0,
      outstanding: 100_000,
    });
    expect(after.nextDue).toEqual({ dueOn: `${YEAR}-12-01`, amount: 30_000 });
    expect(after.statement.at(-1)).toMatchObject({
      kind: 'Credit note',
      reference: after.credits[0].number,
      credit: 70_000,
      balance: 130_000,
    });

    // The staff's view of the same account: registry reads it (students:view).
    const registry = await login(
      on.app,
      await buildUser(on.db, { permissions: 'dashboard:view students:menu students:view' }),
    );
    const staff = (await call('GET', `students/${dan.studentId}/finance`, registry)).json();
    expect(staff.account.totals).toEqual(after.totals);
    expect(staff.account.credits).toEqual(after.credits);

    const audit = (await auditsOf(on, 'credit_notes', committee.id)).at(-1);
    expect(audit).toMatchObject({
      action: 'credit note issued',
      changes: { amount: { from: null, to: 70_000 }, settled: [{ invoiceId: second, amount: 70_000 }], unallocated: 0 },
    });
  });

  it('never takes an invoice below nothing owed: an award above what is owed leaves credit on the account', async () => {
    const eve = await signedStudent(on);
    const ids = await feeOf(eve);
    await award(eve, 2500);
    const after = (await call('GET', 'forms/student/finance-details', eve.cookie)).json();
    expect(after.totals).toMatchObject({ credited: 250_000, balance: -50_000 });
    for (const i of after.invoices) expect(i.outstanding).toBe(0);
    const allocations = await on.db.kysely
      .selectFrom('credit_allocations')
      .select(['invoice_id', 'amount_pence'])
      .where('invoice_id', 'in', ids)
      .orderBy('invoice_id')
      .execute();
    expect(allocations).toEqual([
      { invoice_id: ids[1], amount_pence: 100_000 },
      { invoice_id: ids[2], amount_pence: 100_000 },
    ]);
    expect(after.nextDue).toBeNull();
    // Numbers follow on in the series: one per award so far (Ann's, Dan's, Eve's).
    expect(after.credits[0].number).toBe(`CN-${YEAR}-00003`);
  });

  it('leaves no award and no credit when the decision fails', async () => {
    const fay = await signedStudent(on);
    await feeOf(fay);
    expect((await call('PUT', 'forms/student/bursary-application', fay.cookie, application('500'))).statusCode).toBe(
      200,
    );
    const id = await applicationId(fay);
    const res = await call('POST', `finance/bursaries/${id}/decision`, committee.cookie, {
      decision: 'Awarded',
      amount: 500,
      note: '',
      version: 999,
    });
    expect(res.statusCode).toBe(409);
    expect(
      await on.db.kysely.selectFrom('credit_notes').select('id').where('student_id', '=', fay.studentId).execute(),
    ).toEqual([]);
  });
});
