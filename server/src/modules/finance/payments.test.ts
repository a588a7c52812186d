import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 14 (features invoices and payments): a payment received settles the oldest open issued
// invoices, never more than each needs; an over-payment stays on the account as credit; the
// student's balance and statement follow.

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const noPayments = await createTestApp({ FEATURES: 'invoices' });
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
const params = (body: string) =>
  ((JSON.parse(body) as { details?: { param: string }[] }).details ?? []).map((d) => d.param).sort();

/** A student with a £4,625 termly fee issued: 1,566.66, 1,541.66 and 1,541.68 (the admin3 charge on the first). */
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
  const a = (
    await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Termly', fee: 462_500 })
  ).json();
  const issued = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json();
  return { studentId: s.id, invoices: issued.invoices as { id: number; number: string; amount: number }[] };
}

describe('recording a payment', () => {
  it('settles the oldest open invoices first, keeps an over-payment as credit, and the balance follows', async () => {
    const { studentId, invoices } = await invoicedStudent();
    const [first, second, third] = invoices;
    const res = await call('POST', `students/${studentId}/payments`, {
      receivedOn: '2026-08-03',
      method: 'BACS',
      reference: 'SMITH FEES',
      amount: 200_000,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      receiptId: expect.any(Number),
      amount: 200_000,
      settled: [
        { invoiceId: first!.id, number: first!.number, amount: 156_666 },
        { invoiceId: second!.id, number: second!.number, amount: 43_334 },
      ],
      onAccount: 0,
    });
    let account = (await call('GET', `students/${studentId}/finance`, undefined, registry)).json().account;
    expect(account.totals).toMatchObject({ invoiced: 465_000, paid: 200_000, balance: 265_000 });
    expect(account.nextDue).toEqual({ dueOn: '2026-12-01', amount: 110_832 });

    const over = (
      await call('POST', `students/${studentId}/payments`, {
        receivedOn: '2026-09-10',
        method: 'Card',
        reference: 'CARD-77',
        amount: 300_000,
      })
    ).json();
    expect(over.settled.map((s: { invoiceId: number; amount: number }) => [s.invoiceId, s.amount])).toEqual([
      [second!.id, 110_832],
      [third!.id, 154_168],
    ]);
    expect(over.onAccount).toBe(35_000);
    account = (await call('GET', `students/${studentId}/finance`, undefined, registry)).json().account;
    expect(account.totals).toMatchObject({ invoiced: 465_000, paid: 500_000, balance: -35_000 });
    for (const i of account.invoices) expect(i).toMatchObject({ outstanding: 0, status: 'Paid' });
    expect(
      account.statement
        .filter((l: { reference: string }) => l.reference === 'CARD-77')
        .map((l: { description: string; credit: number }) => [l.description, l.credit])
        .sort(),
    ).toEqual([
      [`Card, for ${second!.number}`, 110_832],
      [`Card, for ${third!.number}`, 154_168],
      ['Card, kept on the account', 35_000],
    ]);
    expect(account.statement.at(-1).balance).toBe(-35_000);
    expect(account.nextDue).toBeNull();

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'changes', 'actor_user_id'])
      .where('entity', '=', 'receipts')
      .where('entity_id', '=', String(over.receiptId))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('payment recorded');
    expect(audit.actor_user_id).toBe(finance.id);
    expect(JSON.parse(audit.changes ?? '{}')).toMatchObject({ amount: { from: null, to: 300_000 }, onAccount: 35_000 });
  });

  it('puts each bad field right, writes nothing, and is finance’s alone', async () => {
    const { studentId } = await invoicedStudent();
    const bad = await call('POST', `students/${studentId}/payments`, {
      receivedOn: '03/08/2026',
      method: 'Barter',
      reference: ' ',
      amount: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(params(bad.body)).toEqual(['amount', 'method', 'receivedOn', 'reference']);
    expect(await db.selectFrom('receipts').select('id').where('student_id', '=', studentId).execute()).toEqual([]);
    expect(
      (
        await call(
          'POST',
          `students/${studentId}/payments`,
          { receivedOn: '2026-08-03', method: 'BACS', reference: 'X', amount: 100 },
          registry,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', 'students/999999/payments', {
          receivedOn: '2026-08-03',
          method: 'BACS',
          reference: 'X',
          amount: 100,
        })
      ).statusCode,
    ).toBe(404);
    const other = await login(noPayments.app, await buildUser(noPayments.db, { permissions: 'students:invoice' }));
    expect(
      (
        await noPayments.app.inject({
          method: 'POST',
          url: `/api/students/1/payments`,
          headers: { cookie: other },
          payload: { receivedOn: '2026-08-03', method: 'BACS', reference: 'X', amount: 100 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
