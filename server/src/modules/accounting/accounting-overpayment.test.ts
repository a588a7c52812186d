import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { FakeXero } from '../../test/fake-xero.ts';
import { createTestApp } from '../../test/test-app.ts';
import { assessedStudent } from '../../test/fee-fixtures.ts';
import { issueInvoices } from '../finance/invoice-generation.ts';
import { syncAccounting } from './sync.ts';

// Issue 14: over-payment credit applied here to a later invoice (POST students/:id/credit-applications)
// reaches Xero as an allocation of the over-payment to that invoice (PUT /Overpayments/{id}/Allocations,
// checked against the contract by the fake), once both are in Xero, under the row's idempotency key:
// a retry after a lost answer allocates nothing twice. The over-payment itself is sent for what the
// receipt left when it came in, whenever the credit is applied.

const xero = await new FakeXero().start();
afterAll(() => xero.stop());
const t = await createTestApp({ FEATURES: 'invoices,payments,accounting', ...xero.env() });
const db = t.db.kysely;
const finance = await buildUser(t.db, {
  permissions: 'dashboard:view finance:menu students:menu students:view students:invoice',
});
const cookie = await login(t.app, finance);
const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });
const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

const start = await call('POST', 'finance/accounting/connect');
await t.app.inject({ method: 'GET', url: xero.authorizeRedirect(start.json().authorizeUrl), headers: { cookie } });

const row = (type: 'invoice' | 'overpayment' | 'overpayment_allocation', id: number) =>
  db
    .selectFrom('accounting_sync')
    .select(['status', 'provider_id', 'idempotency_key', 'last_error'])
    .where('document_type', '=', type)
    .where('document_id', '=', id)
    .executeTakeFirstOrThrow();

/** A student with a termly fee, only the first instalment issued, paid with `extra` beyond it. */
async function overpaid(extra: number) {
  const { student: s, assessmentId } = await assessedStudent(t, call, 'Termly', 462_500);
  const drafts = await db
    .selectFrom('invoices')
    .select(['id', 'due_on', 'amount_pence'])
    .where('fee_assessment_id', '=', assessmentId)
    .orderBy('due_on')
    .execute();
  await db
    .transaction()
    .execute((trx) => issueInvoices(trx, assessmentId, null, new Date().toISOString(), drafts[0]!.due_on));
  const paid = (
    await call('POST', `students/${s.id}/payments`, {
      receivedOn: '2026-09-20',
      method: 'BACS',
      reference: 'TERM ONE AND MORE',
      amount: drafts[0]!.amount_pence + extra,
    })
  ).json();
  expect(paid.onAccount).toBe(extra);
  return {
    student: s,
    assessmentId,
    first: drafts[0]!,
    second: drafts[1]!,
    receiptId: paid.receiptId as number,
  };
}

describe('over-payment credit applied to a later invoice', () => {
  it('settles the later invoice here and allocates the over-payment to it in Xero, once, though the answer was lost', async () => {
    const o = await overpaid(50_000);
    await syncAccounting(t.ctx, at(0));
    const over = await row('overpayment', o.receiptId);
    expect(over.status).toBe('sent');
    expect(xero.overpayments.get(over.provider_id!)).toMatchObject({ Total: 500, RemainingCredit: 500 });

    // Nothing owed yet: the credit stays on the account.
    const early = await call('POST', `students/${o.student.id}/credit-applications`, { appliedOn: '2026-10-01' });
    expect(early.statusCode).toBe(422);
    expect(early.json().details[0]).toMatchObject({
      param: 'invoiceIds',
      message: expect.stringMatching(/owes nothing/),
    });

    expect((await call('POST', `finance/fee-assessments/${o.assessmentId}/issue`)).statusCode).toBe(200);
    // Registry-like staff without students:invoice may not apply credit.
    const reader = await login(
      t.app,
      await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view' }),
    );
    expect(
      (await call('POST', `students/${o.student.id}/credit-applications`, { appliedOn: '2026-10-01' }, reader))
        .statusCode,
    ).toBe(403);
    const bad = await call('POST', `students/${o.student.id}/credit-applications`, {
      appliedOn: '2026-10-01',
      invoiceIds: [o.first.id],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0]).toMatchObject({
      param: 'invoiceIds',
      message: expect.stringContaining(`${o.first.id}`),
    });

    // The Finance tab says how much credit there is to apply (what offers the form), and none after.
    const creditOnAccount = async () =>
      (await call('GET', `students/${o.student.id}/finance`)).json().account.totals.creditOnAccount as number;
    expect(await creditOnAccount()).toBe(50_000);
    const applied = await call('POST', `students/${o.student.id}/credit-applications`, { appliedOn: '2026-10-01' });
    expect(applied.statusCode).toBe(201);
    expect(await creditOnAccount()).toBe(0);
    expect(applied.json()).toEqual({
      settled: [
        { invoiceId: o.second.id, number: expect.stringMatching(/^INV-2026-/), amount: 50_000, receiptId: o.receiptId },
      ],
      creditLeft: 0,
    });
    const payment = await db
      .selectFrom('payments')
      .select(['id', 'amount_pence', 'method', 'receipt_id', 'received_on'])
      .where('invoice_id', '=', o.second.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      amount_pence: 50_000,
      method: 'Credit on account',
      receipt_id: o.receiptId,
      received_on: '2026-10-01',
    });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'students')
      .where('entity_id', '=', String(o.student.id))
      .where('action', '=', 'credit applied')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({ amount: { from: null, to: 50_000 } });
    // Applied once: nothing is left to apply.
    const again = await call('POST', `students/${o.student.id}/credit-applications`, { appliedOn: '2026-10-02' });
    expect(again.statusCode).toBe(422);
    expect(again.json().details[0].message).toBe('There is no over-payment credit on this account to apply.');

    // Xero does the allocation but the answer never arrives; the retry carries the same key.
    xero.fail(/^PUT .*\/Overpayments\/[^/]+\/Allocations$/, { kind: 'hang-up' });
    await syncAccounting(t.ctx, at(60));
    const pending = await row('overpayment_allocation', payment.id);
    expect(pending.status).toBe('queued');
    await syncAccounting(t.ctx, at(200));
    const sent = await row('overpayment_allocation', payment.id);
    expect(sent.status).toBe('sent');
    const invoice = (await row('invoice', o.second.id)).provider_id!;
    expect(xero.overpaymentAllocations).toEqual([
      { OverpaymentID: over.provider_id, InvoiceID: invoice, Amount: 500, Date: '2026-10-01' },
    ]);
    const keys = xero
      .creates(`/api.xro/2.0/Overpayments/${over.provider_id}/Allocations`)
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([sent.idempotency_key, sent.idempotency_key]);
    expect(xero.overpayments.get(over.provider_id!)).toMatchObject({ RemainingCredit: 0 });
    expect(xero.invoices.get(invoice)).toMatchObject({ AmountPaid: 0, AmountCredited: 500 });
    // Not sent as a second payment: the money reached the bank once.
    expect(xero.creates('/api.xro/2.0/Payments')).toHaveLength(1);
    expect(xero.violations).toEqual([]);
  });

  it('sends the over-payment for what the receipt left when credit was applied before it reached Xero', async () => {
    const o = await overpaid(12_345);
    expect((await call('POST', `finance/fee-assessments/${o.assessmentId}/issue`)).statusCode).toBe(200);
    const applied = await call('POST', `students/${o.student.id}/credit-applications`, {
      appliedOn: '2026-10-05',
      invoiceIds: [o.second.id],
    });
    expect(applied.json()).toMatchObject({ settled: [{ invoiceId: o.second.id, amount: 12_345 }], creditLeft: 0 });
    // Xero is down at first: the allocation waits for its over-payment and invoice, nothing is lost.
    xero.fail(/^PUT .*\/BankTransactions$/, { kind: 500 });
    await syncAccounting(t.ctx, at(400));
    const payment = await db
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', o.second.id)
      .executeTakeFirstOrThrow();
    expect((await row('overpayment_allocation', payment.id)).status).toBe('queued');
    for (const seconds of [500, 700, 1000]) await syncAccounting(t.ctx, at(seconds));
    const over = await row('overpayment', o.receiptId);
    expect(over.status).toBe('sent');
    expect(xero.overpayments.get(over.provider_id!)).toMatchObject({ Total: 123.45, RemainingCredit: 0 });
    expect((await row('overpayment_allocation', payment.id)).status).toBe('sent');
    expect(xero.overpaymentAllocations.filter((a) => a.OverpaymentID === over.provider_id)).toEqual([
      {
        OverpaymentID: over.provider_id,
        InvoiceID: (await row('invoice', o.second.id)).provider_id,
        Amount: 123.45,
        Date: '2026-10-05',
      },
    ]);
    expect(xero.violations).toEqual([]);
  });
});
