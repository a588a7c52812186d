import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditsOf, caller, params, type Signed, signedStudent, YEAR } from '../../test/student-calls.ts';

// spec 7.3 GET and PUT forms/student/bursary-application (issue 5): feature `bursaries`,
// forms:bursary, draft then submitted, 422 per field, audited, the signed-in student's only.

const on = await createTestApp({ FEATURES: 'bursaries' });
const off = await createTestApp();
const call = caller(on);

const complete = {
  bursaryType: 'General Bursary',
  incomeBand: '£15,000 to £24,999',
  dependants: '2',
  otherFunding: 'A grant of £250 from my parish.',
  otherFundingTotal: '250',
  monthlyOutgoings: '£1,450',
  amountRequested: '800',
  statement:
    'My hours at work were cut this year and I support two children. The bursary would let me keep up with the fee instalments and the travel to residentials.',
  declaration: true,
  submit: true,
};
const draft = { ...complete, incomeBand: '', dependants: '', statement: 'Started', declaration: false, submit: false };

let ann: Signed;
let bob: Signed;
beforeAll(async () => {
  ann = await signedStudent(on);
  bob = await signedStudent(on);
});

describe('access', () => {
  it('answers 404 when the bursaries feature is off, whatever the permissions', async () => {
    const s = await signedStudent(off);
    expect((await caller(off)('GET', 'forms/student/bursary-application', s.cookie)).statusCode).toBe(404);
    expect((await caller(off)('PUT', 'forms/student/bursary-application', s.cookie, complete)).statusCode).toBe(404);
    expect(await off.db.kysely.selectFrom('bursary_applications').selectAll().execute()).toEqual([]);
  });

  it('needs forms:bursary as well as forms:student', async () => {
    const s = await signedStudent(on, 'forms:student');
    expect((await call('GET', 'forms/student/bursary-application', s.cookie)).statusCode).toBe(403);
    expect((await call('PUT', 'forms/student/bursary-application', s.cookie, complete)).statusCode).toBe(403);
    const noStudent = await buildUser(on.db, { permissions: 'forms:student forms:bursary' });
    const res = await call('GET', 'forms/student/bursary-application', await login(on.app, noStudent));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No student record');
  });
});

describe('draft, then submitted', () => {
  it('starts empty for this academic year', async () => {
    const res = await call('GET', 'forms/student/bursary-application', ann.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      academicYear: YEAR,
      status: null,
      values: { bursaryType: '', dependants: null, declaration: false },
    });
  });

  it('refuses unknown choices and impossible amounts field by field, even in a draft', async () => {
    const res = await call('PUT', 'forms/student/bursary-application', ann.cookie, {
      ...draft,
      bursaryType: 'Lottery',
      amountRequested: '9,999,999',
      dependants: '-1',
      monthlyOutgoings: '12.50',
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['amountRequested', 'dependants', 'monthlyOutgoings']);
    // The bursary types are a System data list (issue 15), checked against the table.
    const type = await call('PUT', 'forms/student/bursary-application', ann.cookie, {
      ...draft,
      bursaryType: 'Lottery',
    });
    expect(type.statusCode).toBe(422);
    expect(type.json().details).toEqual([
      { param: 'bursaryType', message: "Choose a bursary from the list: General Bursary, Principal's Bursary." },
    ]);
  });

  it('saves a draft with answers still missing, and audits which fields changed but not their values', async () => {
    const res = await call('PUT', 'forms/student/bursary-application', ann.cookie, draft);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Draft',
      submittedAt: null,
      values: { bursaryType: 'General Bursary', incomeBand: '', monthlyOutgoings: 1450, statement: 'Started' },
    });
    const [audit] = await auditsOf(on, 'bursary_applications', ann.user.id);
    expect(audit?.action).toBe('bursary application draft saved');
    expect(audit?.changes).toMatchObject({ studentId: ann.studentId, status: 'Draft' });
    expect(JSON.stringify(audit?.changes)).not.toContain('1450');
  });

  it('will not submit until every answer and the declaration are given', async () => {
    const res = await call('PUT', 'forms/student/bursary-application', ann.cookie, { ...draft, submit: true });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['declaration', 'dependants', 'incomeBand', 'statement']);
    const row = await on.db.kysely
      .selectFrom('bursary_applications')
      .select(['status', 'statement'])
      .where('student_id', '=', ann.studentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Draft', statement: 'Started' });
  });

  it('submits, and then the application is read only', async () => {
    const res = await call('PUT', 'forms/student/bursary-application', ann.cookie, complete);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Submitted',
      values: { dependants: 2, amountRequested: 800, declaration: true },
    });
    expect(res.json().submittedAt).toEqual(expect.any(String));
    const again = await call('PUT', 'forms/student/bursary-application', ann.cookie, {
      ...complete,
      amountRequested: '5000',
    });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', 'forms/student/bursary-application', ann.cookie)).json()).toMatchObject({
      status: 'Submitted',
      values: { amountRequested: 800 },
    });
    expect((await auditsOf(on, 'bursary_applications', ann.user.id)).map((a) => a.action)).toEqual([
      'bursary application draft saved',
      'bursary application submitted',
    ]);
  });

  it('shows the committee’s award once decided', async () => {
    const app = await on.db.kysely
      .selectFrom('bursary_applications')
      .select('id')
      .where('student_id', '=', ann.studentId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await on.db.kysely
      .updateTable('bursary_applications')
      .set({ status: 'Awarded', decided_at: now })
      .where('id', '=', app.id)
      .execute();
    await on.db.kysely
      .insertInto('bursary_awards')
      .values({
        student_id: ann.studentId,
        fee_assessment_id: null,
        application_id: app.id,
        academic_year: YEAR,
        type: 'General Bursary',
        amount_pence: 60000,
        awarded_on: now.slice(0, 10),
        created_at: now,
      })
      .execute();
    expect((await call('GET', 'forms/student/bursary-application', ann.cookie)).json()).toMatchObject({
      status: 'Awarded',
      awardedAmount: 60000,
    });
  });
});

describe('only the signed-in student', () => {
  it('ignores ids in the body: the application is always the caller’s own', async () => {
    const res = await call('PUT', 'forms/student/bursary-application', bob.cookie, {
      ...draft,
      id: 1,
      studentId: ann.studentId,
      student_id: ann.studentId,
    });
    expect(res.statusCode).toBe(200);
    const rows = await on.db.kysely
      .selectFrom('bursary_applications')
      .select(['student_id', 'status'])
      .orderBy('student_id')
      .execute();
    expect(rows).toEqual([
      { student_id: ann.studentId, status: 'Awarded' },
      { student_id: bob.studentId, status: 'Draft' },
    ]);
    expect((await call('GET', 'forms/student/bursary-application', bob.cookie)).json()).toMatchObject({
      status: 'Draft',
      awardedAmount: null,
    });
  });
});

describe('transactions', () => {
  it('two submissions at once: one is taken, the other refused, one audit', async () => {
    const cat = await signedStudent(on);
    expect((await call('PUT', 'forms/student/bursary-application', cat.cookie, draft)).statusCode).toBe(200);
    const answers = await Promise.all([
      call('PUT', 'forms/student/bursary-application', cat.cookie, complete),
      call('PUT', 'forms/student/bursary-application', cat.cookie, { ...complete, amountRequested: '900' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const submitted = (await auditsOf(on, 'bursary_applications', cat.user.id)).filter(
      (a) => a.action === 'bursary application submitted',
    );
    expect(submitted).toHaveLength(1);
  });

  it('two first drafts at once never make two applications for the year', async () => {
    const dan = await signedStudent(on);
    const answers = await Promise.all([
      call('PUT', 'forms/student/bursary-application', dan.cookie, draft),
      call('PUT', 'forms/student/bursary-application', dan.cookie, draft),
    ]);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const rows = await on.db.kysely
      .selectFrom('bursary_applications')
      .select('id')
      .where('student_id', '=', dan.studentId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
