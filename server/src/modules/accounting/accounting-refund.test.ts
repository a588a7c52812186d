import { afterAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { FakeXero } from '../../test/fake-xero.ts';
import { createTestApp } from '../../test/test-app.ts';
import { syncAccounting } from './sync.ts';

// Issue 14 (feature accounting): a refund of credit reaches Xero through the outbox as a refund
// payment out of the over-payment that holds the credit there (PUT /Payments with Overpayment,
// checked against the contract by the fake), never more than Xero says remains; a retry after the
// answer was lost carries the same key, and Xero pays once.

const xero = await new FakeXero().start();
afterAll(() => xero.stop());
const t = await createTestApp({ FEATURES: 'invoices,payments,accounting', ...xero.env() });
const db = t.db.kysely;
const cookie = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

const start = await call('POST', 'finance/accounting/connect');
await t.app.inject({ method: 'GET', url: xero.authorizeRedirect(start.json().authorizeUrl), headers: { cookie } });

const sync = (type: 'overpayment' | 'refund', id: number) =>
  db
    .selectFrom('accounting_sync')
    .select(['status', 'provider_id', 'idempotency_key'])
    .where('document_type', '=', type)
    .where('document_id', '=', id)
    .executeTakeFirstOrThrow();

describe('refunds in Xero', () => {
  it('pays a refund out of the over-payment that holds the credit, once, even when the answer is lost', async () => {
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId, { sessionYear: 2026 });
    const { id: sessionId } = await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', s.engagementId)
      .executeTakeFirstOrThrow();
    const a = (
      await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'InFull', fee: 100_000 })
    ).json();
    const [invoice] = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json().invoices as {
      amount: number;
    }[];
    const paid = (
      await call('POST', `students/${s.id}/payments`, {
        receivedOn: '2026-09-20',
        method: 'BACS',
        reference: 'FEES AND MORE',
        amount: invoice!.amount + 12_345,
      })
    ).json();
    expect(paid.onAccount).toBe(12_345);
    const refund = await call('POST', `students/${s.id}/refunds`, {
      refundedOn: '2026-10-05',
      method: 'BACS',
      reference: 'RF-1',
      amount: 10_000,
    });
    expect(refund.statusCode).toBe(201);
    for (const seconds of [0, 60, 120]) await syncAccounting(t.ctx, at(seconds));

    const over = await sync('overpayment', paid.receiptId);
    const first = await sync('refund', refund.json().id);
    expect(first.status).toBe('sent');
    expect(xero.refunds).toEqual([
      {
        PaymentID: first.provider_id,
        SourceType: 'Overpayment',
        SourceID: over.provider_id,
        Amount: 100,
        Account: '090',
      },
    ]);
    expect(xero.overpayments.get(over.provider_id!)?.RemainingCredit).toBe(23.45);
    const put = xero.creates('/api.xro/2.0/Payments').at(-1)!;
    expect(put.headers['idempotency-key']).toBe(`${first.idempotency_key}-part-0`);
    expect((put.body as { Payments: object[] }).Payments[0]).toEqual({
      Overpayment: { OverpaymentID: over.provider_id },
      Account: { Code: '090' },
      Date: '2026-10-05',
      Amount: 100,
      Reference: 'RF-1',
    });
    const row = await db
      .selectFrom('refunds')
      .select(['accounting_status'])
      .where('id', '=', refund.json().id)
      .executeTakeFirstOrThrow();
    expect(row.accounting_status).toBe('Sent');

    // The rest of the credit; Xero makes the payment but the answer never arrives.
    const rest = await call('POST', `students/${s.id}/refunds`, {
      refundedOn: '2026-10-06',
      method: 'Cheque',
      reference: 'RF-2',
      amount: 2_345,
    });
    expect(rest.statusCode).toBe(201);
    xero.fail(/^PUT .*\/Payments$/, { kind: 'hang-up' }, 1);
    await syncAccounting(t.ctx, at(200));
    expect((await sync('refund', rest.json().id)).status).not.toBe('sent');
    for (const seconds of [400, 800, 1600]) await syncAccounting(t.ctx, at(seconds));
    const second = await sync('refund', rest.json().id);
    expect(second.status).toBe('sent');
    const puts = xero
      .creates('/api.xro/2.0/Payments')
      .filter((r) => String(r.headers['idempotency-key']).startsWith(second.idempotency_key));
    expect(puts.length).toBeGreaterThan(1);
    expect(new Set(puts.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`${second.idempotency_key}-part-0`]),
    );
    expect(xero.refunds.map((r) => r.Amount)).toEqual([100, 23.45]);
    expect(xero.overpayments.get(over.provider_id!)?.RemainingCredit).toBe(0);
    expect(xero.refunds[1]).toMatchObject({ PaymentID: second.provider_id });
    expect(xero.violations).toEqual([]);
  });
});
