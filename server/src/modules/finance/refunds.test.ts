import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 14 (payments): an over-payment stays as credit on the account; a refund pays it back
// (method, date, reference, amount), never more than the credit, audited, and the statement and
// balance follow. Registry reads the statement but cannot refund.

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const db = t.db.kysely;
const finance = await buildUser(t.db, {
  permissions: 'dashboard:view finance:menu students:menu students:view students:invoice',
});
const cookie = await login(t.app, finance);
const registry = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view students:edit' }),
);
const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });

async function invoicedStudent() {
  const s = await buildStudent(t.db, (await buildUser(t.db)).personId, {
    sessionYear: 2026,
    startIntake: '2026-09-01',
  });
  const sessionId = (
    await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', s.engagementId)
      .executeTakeFirstOrThrow()
  ).id;
  const a = (await call('POST', `students/${s.id}/fee-assessments`, { sessionId, fee: 100_000 })).json();
  expect((await call('POST', `finance/fee-assessments/${a.id}/issue`)).statusCode).toBe(200);
  return s.id;
}

const refund = (studentId: number, amount: unknown, as = cookie) =>
  call(
    'POST',
    `students/${studentId}/refunds`,
    { refundedOn: '2026-10-05', method: 'BACS', reference: 'RF-1', amount },
    as,
  );

describe('refunds', () => {
  it('pays back the credit an over-payment left, no more, and the statement follows', async () => {
    const studentId = await invoicedStudent();
    expect((await refund(studentId, 1_000)).json().details).toEqual([
      { param: 'amount', message: 'There is no credit on this account to refund.' },
    ]);
    const paid = await call('POST', `students/${studentId}/payments`, {
      receivedOn: '2026-09-01',
      method: 'BACS',
      reference: 'OVER',
      amount: 130_000,
    });
    expect(paid.json().onAccount).toBe(30_000);
    let account = (await call('GET', `students/${studentId}/finance`, undefined, registry)).json().account;
    expect(account.totals.balance).toBe(-30_000);

    // Registry reads the statement but cannot refund; bad input names its field.
    expect((await refund(studentId, 10_000, registry)).statusCode).toBe(403);
    expect((await refund(studentId, 'ten')).json().details.map((d: { param: string }) => d.param)).toEqual(['amount']);
    const tooMuch = await refund(studentId, 30_001);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details).toEqual([
      { param: 'amount', message: 'Refund at most the credit on the account, £300.00.' },
    ]);
    expect(
      (
        await call('POST', 'students/999999/refunds', {
          refundedOn: '2026-10-05',
          method: 'BACS',
          reference: 'x',
          amount: 1,
        })
      ).statusCode,
    ).toBe(404);

    const done = await refund(studentId, 20_000);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ id: expect.any(Number), amount: 20_000, creditLeft: 10_000 });
    account = (await call('GET', `students/${studentId}/finance`, undefined, registry)).json().account;
    expect(account.totals).toMatchObject({ paid: 110_000, balance: -10_000 });
    expect(account.statement.filter((l: { kind: string }) => l.kind === 'Refund')).toEqual([
      {
        date: '2026-10-05',
        kind: 'Refund',
        reference: 'RF-1',
        description: 'BACS, refunded from the credit on the account',
        charge: 20_000,
        credit: 0,
        balance: expect.any(Number),
      },
    ]);
    expect(account.statement.at(-1).balance).toBe(-10_000);
    expect((await refund(studentId, 10_001)).statusCode).toBe(422);
    expect((await refund(studentId, 10_000)).json().creditLeft).toBe(0);

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'changes'])
      .where('entity', '=', 'refunds')
      .where('entity_id', '=', String(done.json().id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'refund recorded', actor_user_id: finance.id });
    expect(JSON.parse(audit.changes ?? '{}')).toMatchObject({
      amount: { from: null, to: 20_000 },
      creditBefore: 30_000,
    });
  });
});
