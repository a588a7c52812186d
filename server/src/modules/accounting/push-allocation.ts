import type { AppContext } from '../../context.ts';
import { NotYet } from './not-yet.ts';
import { accountingCall, XeroError } from './xero-client.ts';

// Issue 14: over-payment credit applied here to a later invoice (a payment row of the receipt,
// outbox type overpayment_allocation) is, in Xero, an allocation of the receipt's over-payment to
// that invoice: PUT /Overpayments/{OverpaymentID}/Allocations with the invoice, amount and date
// (xero_accounting.yaml, Allocation: Invoice, Amount and Date required). It waits until both the
// over-payment and the invoice are in Xero, and carries the row's idempotency key, so a retry
// after a lost answer allocates nothing twice.

type Auth = { accessToken: string; tenantId: string };
type Row = { document_id: number; idempotency_key: string };

const providerId = (ctx: AppContext, type: 'invoice' | 'overpayment', id: number) =>
  ctx.db.kysely
    .selectFrom('accounting_sync')
    .select('provider_id')
    .where('document_type', '=', type)
    .where('document_id', '=', id)
    .where('status', '=', 'sent')
    .executeTakeFirst();

/** Answers Xero's id of the allocation. */
export async function pushOverpaymentAllocation(ctx: AppContext, auth: Auth, row: Row): Promise<string> {
  const p = await ctx.db.kysely
    .selectFrom('payments')
    .select(['invoice_id', 'receipt_id', 'received_on', 'amount_pence'])
    .where('id', '=', row.document_id)
    .executeTakeFirstOrThrow();
  const overpayment = p.receipt_id === null ? undefined : await providerId(ctx, 'overpayment', p.receipt_id);
  const invoice = await providerId(ctx, 'invoice', p.invoice_id);
  if (!overpayment?.provider_id || !invoice?.provider_id)
    throw new NotYet('Waits for its over-payment and its invoice to reach Xero.');
  const answer = await accountingCall<{ Allocations?: { AllocationID?: string }[] }>(
    ctx.config.xero,
    auth,
    'PUT',
    `/Overpayments/${overpayment.provider_id}/Allocations`,
    {
      Allocations: [{ Invoice: { InvoiceID: invoice.provider_id }, Amount: p.amount_pence / 100, Date: p.received_on }],
    },
    row.idempotency_key,
  );
  const id = answer.Allocations?.[0]?.AllocationID;
  if (!id) throw new XeroError('unavailable', 'Xero accepted the allocation but sent no AllocationID.');
  return id;
}
