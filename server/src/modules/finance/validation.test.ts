import { academicYearOf } from '@collegium/domain/academic-year';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 14, Finance > Validation: each check counts what is wrong and names the students.

const YEAR = academicYearOf(new Date());
const t = await createTestApp({ FEATURES: 'invoices,payments' });
const db = t.db.kysely;
const cookie = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);
const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });

async function student(year: number, schedule?: string) {
  const s = await buildStudent(t.db, (await buildUser(t.db)).personId, {
    sessionYear: year,
    startIntake: `${year}-09-01`,
  });
  const sessionId = (
    await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', s.engagementId)
      .executeTakeFirstOrThrow()
  ).id;
  if (!schedule) return { id: s.id, assessment: null as number | null };
  const a = (await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule, fee: 300_000 })).json();
  await call('POST', `finance/fee-assessments/${a.id}/issue`);
  return { id: s.id, assessment: a.id as number };
}

describe('GET /finance/validation', () => {
  it('counts each problem and names the students behind it', async () => {
    const unassessed = await student(YEAR);
    const late = await student(YEAR - 1, 'InFull'); // due in August a year ago, unpaid
    const tampered = await student(YEAR, 'Termly');
    await db
      .updateTable('invoices')
      .set({ amount_pence: 1 })
      .where('fee_assessment_id', '=', tampered.assessment)
      .where('instalment_number', '=', 3)
      .execute();
    const loan = await student(YEAR, 'Student Loan');
    await db
      .updateTable('invoices')
      .set({ classification: null })
      .where('fee_assessment_id', '=', loan.assessment)
      .execute();
    const over = await student(YEAR, 'InFull');
    await call('POST', `students/${over.id}/payments`, {
      receivedOn: `${YEAR}-08-01`,
      method: 'BACS',
      reference: 'OVER',
      amount: 310_000,
    });

    const res = await call('GET', 'finance/validation');
    expect(res.statusCode).toBe(200);
    const checks = Object.fromEntries(
      res
        .json()
        .checks.map((c: { key: string; count: number; items: { studentId: number; detail: string }[] }) => [c.key, c]),
    );
    const who = (key: string) => checks[key].items.map((i: { studentId: number }) => i.studentId);
    expect(who('no-assessment')).toContain(unassessed.id);
    expect(who('no-assessment')).not.toContain(late.id);
    expect(who('overdue-30')).toContain(late.id);
    expect(who('not-adding-up')).toEqual([tampered.id]);
    expect(checks['not-adding-up'].items[0].detail).toMatch(/^Invoices ask £/);
    expect(who('student-loan-classification')).toEqual([loan.id]);
    expect(who('unallocated-payments')).toEqual([over.id]);
    expect(who('credit-balances')).toEqual([over.id]);
    expect(checks['credit-balances'].items[0]).toMatchObject({
      detail: '£100.00 in credit.',
      studentName: expect.any(String),
    });
    for (const c of res.json().checks) expect(c.count).toBe(c.items.length);
  });

  it('is for the finance menu, and absent without the invoices feature', async () => {
    const other = await login(
      t.app,
      await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view' }),
    );
    expect((await call('GET', 'finance/validation', undefined, other)).statusCode).toBe(403);
    const off = await createTestApp();
    const offCookie = await login(off.app, await buildUser(off.db, { permissions: 'finance:menu' }));
    expect(
      (await off.app.inject({ method: 'GET', url: '/api/finance/validation', headers: { cookie: offCookie } }))
        .statusCode,
    ).toBe(404);
  });
});
