import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { FakeXero } from '../../test/fake-xero.ts';
import { createTestApp } from '../../test/test-app.ts';
import { assessedStudent } from '../../test/fee-fixtures.ts';
import { syncAccounting } from './sync.ts';

// Issue 14 (feature accounting): a part of a refund Xero refused (the over-payment it was to come
// out of had been partly used in Xero meanwhile) stops the refund; finance sees it on the student
// (GET students/:id/refund-parts), reduces it or drops it with a reason (audited), and the refund
// completes: what Xero still pays goes under a fresh key, what was taken off counts as settled outside.

const xero = await new FakeXero().start();
afterAll(() => xero.stop());
const t = await createTestApp({ FEATURES: 'invoices,payments,accounting', ...xero.env() });
const db = t.db.kysely;
const cookie = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);
const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });
const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

const start = await call('POST', 'finance/accounting/connect');
await t.app.inject({ method: 'GET', url: xero.authorizeRedirect(start.json().authorizeUrl), headers: { cookie } });

const sync = (type: 'overpayment' | 'refund', id: number) =>
  db
    .selectFrom('accounting_sync')
    .select(['status', 'provider_id', 'idempotency_key', 'last_error'])
    .where('document_type', '=', type)
    .where('document_id', '=', id)
    .executeTakeFirstOrThrow();
const REFUSAL = 'Payment amount exceeds the amount outstanding on this document';

describe('refund parts Xero refused', () => {
  it('are reduced or dropped by finance with a reason, audited, and the refunds complete', async () => {
    const { student: s, assessmentId } = await assessedStudent(t, call, 'InFull', 100_000);
    const [invoice] = (await call('POST', `finance/fee-assessments/${assessmentId}/issue`)).json().invoices as {
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
    await syncAccounting(t.ctx, at(0));
    const over = await sync('overpayment', paid.receiptId);
    expect(over.status).toBe('sent');
    expect((await call('GET', `students/${s.id}/refund-parts`)).json()).toEqual({ items: [] });

    const refund = (
      await call('POST', `students/${s.id}/refunds`, {
        refundedOn: '2026-10-05',
        method: 'BACS',
        reference: 'RF-1',
        amount: 10_000,
      })
    ).json();
    // Meanwhile £63.45 of the over-payment was used in Xero: Xero refuses the part of £100.
    xero.fail(/^PUT .*\/Payments$/, { kind: 'validation', element: 'Payment', message: REFUSAL });
    await syncAccounting(t.ctx, at(60));
    expect((await sync('refund', refund.id)).status).toBe('failed');
    xero.overpayments.get(over.provider_id!)!.RemainingCredit = 60;
    const listed = await call('GET', `students/${s.id}/refund-parts`);
    expect(listed.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          refundId: refund.id,
          refundedOn: '2026-10-05',
          refundAmount: 10_000,
          reference: 'RF-1',
          sourceType: 'Overpayment',
          amount: 10_000,
          message: `Xero: ${REFUSAL}`,
        },
      ],
    });
    const partId = listed.json().items[0].id as number;

    // Bad input: not below the part, no reason, someone without students:invoice, no such part.
    const tooMuch = await call('POST', `finance/accounting/refund-parts/${partId}`, { amount: 10_000, reason: 'Xero' });
    expect(tooMuch.statusCode).toBe(422);
    expect(
      tooMuch
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['reason']);
    const same = await call('POST', `finance/accounting/refund-parts/${partId}`, {
      amount: 10_000,
      reason: 'Partly refunded by hand in Xero',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().details).toEqual([
      { param: 'amount', message: 'Reduce the part below £100.00, or to £0.00 to drop it.' },
    ]);
    const reader = await login(
      t.app,
      await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view' }),
    );
    expect(
      (await call('POST', `finance/accounting/refund-parts/${partId}`, { amount: 0, reason: 'Because' }, reader))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `students/${s.id}/refund-parts`, undefined, reader)).statusCode).toBe(403);
    expect(
      (await call('POST', 'finance/accounting/refund-parts/999999', { amount: 0, reason: 'Because' })).statusCode,
    ).toBe(404);

    // Reduced to what Xero still holds; the £40 was paid back by hand in Xero.
    const reduced = await call('POST', `finance/accounting/refund-parts/${partId}`, {
      amount: 6_000,
      reason: '£40.00 refunded by hand in Xero on 7 October',
    });
    expect(reduced.statusCode).toBe(200);
    expect(reduced.json()).toEqual({ id: partId, amount: 6_000, waived: 4_000 });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'accounting_refund_parts')
      .where('entity_id', '=', String(partId))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('refund part reduced');
    expect(JSON.parse(audit.changes!)).toMatchObject({
      refundId: refund.id,
      amount: { from: 10_000, to: 6_000 },
      waived: { from: 0, to: 4_000 },
      reason: { from: null, to: '£40.00 refunded by hand in Xero on 7 October' },
      refusal: `Xero: ${REFUSAL}`,
    });
    const requeued = await sync('refund', refund.id);
    expect(requeued.status).toBe('queued');
    await syncAccounting(t.ctx, at(120));
    const done = await sync('refund', refund.id);
    expect(done.status).toBe('sent');
    expect(xero.refunds).toEqual([
      {
        PaymentID: done.provider_id,
        SourceType: 'Overpayment',
        SourceID: over.provider_id,
        Amount: 60,
        Account: '090',
      },
    ]);
    expect(xero.creates('/api.xro/2.0/Payments').at(-1)!.headers['idempotency-key']).toBe(
      `${done.idempotency_key}-part-0`,
    );
    expect(
      (await db.selectFrom('refunds').select('accounting_status').where('id', '=', refund.id).executeTakeFirstOrThrow())
        .accounting_status,
    ).toBe('Sent');
    // A part no longer refused cannot be changed.
    expect(
      (await call('POST', `finance/accounting/refund-parts/${partId}`, { amount: 0, reason: 'Second thoughts' }))
        .statusCode,
    ).toBe(409);

    // The rest of the credit: refused again, and dropped (paid back wholly outside the sync).
    const rest = (
      await call('POST', `students/${s.id}/refunds`, {
        refundedOn: '2026-10-06',
        method: 'Cheque',
        reference: 'RF-2',
        amount: 2_345,
      })
    ).json();
    xero.overpayments.get(over.provider_id!)!.RemainingCredit = 23.45;
    xero.fail(/^PUT .*\/Payments$/, { kind: 'validation', element: 'Payment', message: REFUSAL });
    await syncAccounting(t.ctx, at(180));
    const [stuck] = (await call('GET', `students/${s.id}/refund-parts`)).json().items;
    expect(stuck).toMatchObject({ refundId: rest.id, amount: 2_345 });
    const puts = xero.creates('/api.xro/2.0/Payments').length;
    const dropped = await call('POST', `finance/accounting/refund-parts/${stuck.id}`, {
      amount: 0,
      reason: 'Cheque written by hand and entered in Xero',
    });
    expect(dropped.json()).toEqual({ id: stuck.id, amount: 0, waived: 2_345 });
    await syncAccounting(t.ctx, at(240));
    const settled = await sync('refund', rest.id);
    expect(settled).toMatchObject({ status: 'sent', provider_id: `settled-outside-${rest.id}` });
    expect(xero.creates('/api.xro/2.0/Payments')).toHaveLength(puts);
    expect(
      (
        await db
          .selectFrom('audit_log')
          .select('action')
          .where('entity', '=', 'accounting_refund_parts')
          .where('entity_id', '=', String(stuck.id))
          .executeTakeFirstOrThrow()
      ).action,
    ).toBe('refund part dropped');
    expect((await call('GET', `students/${s.id}/refund-parts`)).json()).toEqual({ items: [] });
    expect(xero.violations).toEqual([]);
  });
});
