import type { AppContext } from '../../context.ts';
import { NotYet } from './not-yet.ts';
import { accountingCall, XeroError } from './xero-client.ts';

// Issue 14: a refund of credit to Xero. Xero pays money back out of a document that holds credit,
// so a refund is one refund payment (PUT /Payments with the Overpayment or CreditNote it comes out
// of, the bank account, date and amount) per source, taken oldest first, over-payments before
// credit notes, each only as far as Xero says it still holds credit (RemainingCredit). Each part is
// kept once Xero has made it and carries a key of its own (`<row key>-part-<n>`): a retry after a
// crash goes on from what was kept, and a part made but not kept is answered again by Xero under
// its key (with the source and amount it really had). Refunding more than Xero holds waits.

type Auth = { accessToken: string; tenantId: string };
type Row = { document_id: number; student_id: number; idempotency_key: string };
type Source = { type: 'Overpayment' | 'CreditNote'; id: string };
type Made = {
  PaymentID: string;
  Amount: number;
  Overpayment?: { OverpaymentID: string };
  CreditNote?: { CreditNoteID: string };
};

const pence = (pounds: number) => Math.round(pounds * 100);

/** Answers Xero's id of the refund's first payment. */
export async function pushRefund(ctx: AppContext, auth: Auth, row: Row, bank: string): Promise<string> {
  const db = ctx.db.kysely;
  const refund = await db.selectFrom('refunds').selectAll().where('id', '=', row.document_id).executeTakeFirstOrThrow();
  const kept = await db
    .selectFrom('accounting_refund_parts')
    .select(['payment_id', 'amount_pence'])
    .where('refund_id', '=', refund.id)
    .orderBy('part')
    .execute();
  let left = refund.amount_pence - kept.reduce((s, p) => s + p.amount_pence, 0);
  let part = kept.length;
  const first = kept[0]?.payment_id;
  if (left <= 0 && first) return first;
  const sent = await db
    .selectFrom('accounting_sync')
    .select(['document_type', 'provider_id'])
    .where('student_id', '=', row.student_id)
    .where('document_type', 'in', ['overpayment', 'credit_note'])
    .where('status', '=', 'sent')
    .orderBy('id')
    .execute();
  const sources: Source[] = [
    ...sent
      .filter((s) => s.document_type === 'overpayment')
      .map((s) => ({ type: 'Overpayment' as const, id: s.provider_id! })),
    ...sent
      .filter((s) => s.document_type === 'credit_note')
      .map((s) => ({ type: 'CreditNote' as const, id: s.provider_id! })),
  ].filter((s) => s.id);
  let paymentId = first;
  for (const source of sources) {
    if (left <= 0) break;
    const held = await accountingCall<Record<string, { RemainingCredit?: number }[] | undefined>>(
      ctx.config.xero,
      auth,
      'GET',
      `/${source.type}s/${source.id}`,
    );
    const remaining = pence(held[`${source.type}s`]?.[0]?.RemainingCredit ?? 0);
    if (remaining <= 0) continue;
    const answer = await accountingCall<{ Payments: Made[] }>(
      ctx.config.xero,
      auth,
      'PUT',
      '/Payments',
      {
        Payments: [
          {
            [source.type]: { [`${source.type}ID`]: source.id },
            Account: { Code: bank },
            Date: refund.refunded_on,
            Amount: Math.min(remaining, left) / 100,
            Reference: refund.reference || `Refund (${refund.method})`,
          },
        ],
      },
      `${row.idempotency_key}-part-${part}`,
    );
    const made = answer.Payments[0];
    if (!made?.PaymentID) throw new XeroError('unavailable', 'Xero accepted the refund but sent no PaymentID.');
    const amount = pence(made.Amount);
    await db
      .insertInto('accounting_refund_parts')
      .values({
        refund_id: refund.id,
        part,
        source_type: made.Overpayment ? 'Overpayment' : made.CreditNote ? 'CreditNote' : source.type,
        source_id: made.Overpayment?.OverpaymentID ?? made.CreditNote?.CreditNoteID ?? source.id,
        payment_id: made.PaymentID,
        amount_pence: amount,
      })
      .execute();
    paymentId ??= made.PaymentID;
    part++;
    left -= amount;
  }
  if (left > 0 || !paymentId)
    throw new NotYet('Waits for the credit it pays back (over-payments, credit notes) to reach Xero.');
  return paymentId;
}
