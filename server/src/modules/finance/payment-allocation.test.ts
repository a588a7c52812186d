import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 14 (payments): staff may pick the invoices a payment pays, in their order; what the picked
// ones do not need stays on the account as credit. An invoice that is not the student's open one
// is refused with the field, and nothing is written.

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const db = t.db.kysely;
const cookie = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

/** A student with a £4,625 termly fee issued: 1,566.66, 1,541.66 and 1,541.68. */
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

const pay = (studentId: number, amount: number, invoiceIds?: unknown) =>
  call('POST', `students/${studentId}/payments`, {
    receivedOn: '2026-10-01',
    method: 'BACS',
    reference: 'PICKED',
    amount,
    ...(invoiceIds === undefined ? {} : { invoiceIds }),
  });

describe('a payment staff allocate', () => {
  it('pays the picked invoices in the order picked; the rest is credit', async () => {
    const { studentId, invoices } = await invoicedStudent();
    const [first, second, third] = invoices;
    const res = await pay(studentId, 200_000, [third!.id, second!.id]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      settled: [
        { invoiceId: third!.id, amount: 154_168 },
        { invoiceId: second!.id, amount: 45_832 },
      ],
      onAccount: 0,
    });
    // The first instalment, not picked, is untouched; picking only it with more than it needs
    // leaves the rest on the account.
    const rest = (await pay(studentId, 200_000, [first!.id])).json();
    expect(rest.settled).toEqual([{ invoiceId: first!.id, number: first!.number, amount: 156_666 }]);
    expect(rest.onAccount).toBe(43_334);
    const account = (await call('GET', `students/${studentId}/finance`)).json().account;
    expect(account.totals).toMatchObject({ invoiced: 465_000, paid: 400_000, balance: 65_000 });
  });

  it('refuses an invoice that is not the student’s open one, a repeated pick and an empty list', async () => {
    const { studentId, invoices } = await invoicedStudent();
    const other = await invoicedStudent();
    const receipts = async () =>
      Number(
        (
          await db
            .selectFrom('receipts')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('student_id', '=', studentId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const theirs = await pay(studentId, 1_000, [other.invoices[0]!.id]);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().details).toEqual([
      { param: 'invoiceIds', message: expect.stringContaining('is not an open issued invoice of this student') },
    ]);
    // Paid in full: no longer open.
    await pay(studentId, invoices[0]!.amount, [invoices[0]!.id]);
    expect((await pay(studentId, 1_000, [invoices[0]!.id])).statusCode).toBe(422);
    expect((await pay(studentId, 1_000, [invoices[1]!.id, invoices[1]!.id])).json().details).toEqual([
      { param: 'invoiceIds', message: 'Pick each invoice once.' },
    ]);
    expect((await pay(studentId, 1_000, [])).statusCode).toBe(422);
    expect((await pay(studentId, 1_000, ['x'])).statusCode).toBe(422);
    expect(await receipts()).toBe(1);
  });
});
