import type { AppContext } from '../../context.ts';
import { NotYet } from './not-yet.ts';
import { accountingCall, XeroError } from './xero-client.ts';

// Issue 14: a refund of credit to Xero. Xero pays money back out of a document that holds credit,
// so a refund is one refund payment (PUT /Payments with the Overpayment or CreditNote it comes out
// of, the bank account, date and amount) per source, taken oldest first, over-payments before
// credit notes, each only as far as Xero says it still holds credit (RemainingCredit). Each part is
// written down before it is asked for, carries a key of its own (`<row key>-part-<n>`) and gets
// Xero's payment id once made: a retry after a crash or a lost answer first asks again for a part
// still without one, under its key and with its source and amount (Xero answers what it made),
// then goes on from what was kept. Refunding more than Xero holds waits.

type Auth = { accessToken: string; tenantId: string };
type Row = { document_id: number; student_id: number; idempotency_key: string };
type Refund = { id: number; refunded_on: string; reference: string; method: string };
type Source = { type: 'Overpayment' | 'CreditNote'; id: string };
type Made = {
  PaymentID: string;
  Amount: number;
  Overpayment?: { OverpaymentID: string };
  CreditNote?: { CreditNoteID: string };
};

const pence = (pounds: number) => Math.round(pounds * 100);

type Part = { part: number; source_type: string; source_id: string; amount_pence: number };

/**
 * Asks Xero for one refund payment under the part's own key, the part written down first (without
 * its payment id) so a retry after a lost answer asks again with the same key, source and amount.
 */
async function payPart(ctx: AppContext, auth: Auth, row: Row, refund: Refund, bank: string, p: Part) {
  const answer = await accountingCall<{ Payments: Made[] }>(
    ctx.config.xero,
    auth,
    'PUT',
    '/Payments',
    {
      Payments: [
        {
          [p.source_type]: { [`${p.source_type}ID`]: p.source_id },
          Account: { Code: bank },
          Date: refund.refunded_on,
          Amount: p.amount_pence / 100,
          Reference: refund.reference || `Refund (${refund.method})`,
        },
      ],
    },
    `${row.idempotency_key}-part-${p.part}`,
  );
  const made = answer.Payments[0];
  if (!made?.PaymentID) throw new XeroError('unavailable', 'Xero accepted the refund but sent no PaymentID.');
  const amount = pence(made.Amount);
  await ctx.db.kysely
    .updateTable('accounting_refund_parts')
    .set({
      source_type: made.Overpayment ? 'Overpayment' : made.CreditNote ? 'CreditNote' : p.source_type,
      source_id: made.Overpayment?.OverpaymentID ?? made.CreditNote?.CreditNoteID ?? p.source_id,
      payment_id: made.PaymentID,
      amount_pence: amount,
    })
    .where('refund_id', '=', refund.id)
    .where('part', '=', p.part)
    .execute();
  return { paymentId: made.PaymentID, amount };
}

/** The provider id a refund finance settled wholly outside the sync gets (Xero paid no part of it). */
const waivedRefundId = (refundId: number) => `settled-outside-${refundId}`;

/** Answers Xero's id of the refund's first payment. */
export async function pushRefund(ctx: AppContext, auth: Auth, row: Row, bank: string): Promise<string> {
  const db = ctx.db.kysely;
  const refund = await db.selectFrom('refunds').selectAll().where('id', '=', row.document_id).executeTakeFirstOrThrow();
  const kept = await db
    .selectFrom('accounting_refund_parts')
    .select(['part', 'source_type', 'source_id', 'payment_id', 'amount_pence', 'waived_pence'])
    .where('refund_id', '=', refund.id)
    .orderBy('part')
    .execute();
  let paymentId = kept.find((p) => p.payment_id)?.payment_id ?? undefined;
  // What Xero paid, and what finance took off refused parts (settled outside the sync).
  let left = refund.amount_pence - kept.reduce((s, p) => s + (p.payment_id ? p.amount_pence : 0) + p.waived_pence, 0);
  let part = kept.length;
  // A part asked for whose answer never came: ask again under its key (Xero answers what it made).
  // A part finance dropped (nothing left to ask for) is not asked again.
  const pending = kept.find((p) => !p.payment_id && p.amount_pence > 0);
  if (pending) {
    const made = await payPart(ctx, auth, row, refund, bank, pending);
    paymentId ??= made.paymentId;
    left -= made.amount;
  }
  if (left <= 0) return paymentId ?? waivedRefundId(refund.id);
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
    const next = { part, source_type: source.type, source_id: source.id, amount_pence: Math.min(remaining, left) };
    await db
      .insertInto('accounting_refund_parts')
      .values({ refund_id: refund.id, ...next, payment_id: null })
      .execute();
    const made = await payPart(ctx, auth, row, refund, bank, next);
    paymentId ??= made.paymentId;
    part++;
    left -= made.amount;
  }
  if (left > 0) throw new NotYet('Waits for the credit it pays back (over-payments, credit notes) to reach Xero.');
  return paymentId ?? waivedRefundId(refund.id);
}
