import { allocate } from '@collegium/domain/finance-ledger';
import type { CreditApplication, creditApplicationInput } from '@collegium/domain/credit-application';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { validationFailed } from '../../http/errors.ts';
import { queueForAccounting } from '../../lib/accounting-outbox.ts';
import { openInvoices } from './open-invoices.ts';
import { lockStudent } from './lock-student.ts';

// Issue 14 (payments): applying a student's over-payment credit to invoices issued later. The
// credit is what receipts kept on the account (no invoice needed it) less what was refunded out
// of it (refunds come out of over-payments first, oldest first, as the accounting system pays
// them). Each receipt's credit, oldest first, settles the open invoices oldest due first (or the
// ones picked): a payment row of that receipt, method "Credit on account", so the statement's
// balance does not move and the invoice is paid. Each such row goes to the accounting system as an
// allocation of the receipt's over-payment to the invoice (outbox type overpayment_allocation),
// not as a new payment: the money reached the bank once, when it was received.

export const CREDIT_METHOD = 'Credit on account';

type Trx = Transaction<Database>;

/** Each receipt's credit still on the account, oldest first (refunds taken from the oldest). */
export async function overpaymentCredit(trx: Trx, studentId: number): Promise<{ receiptId: number; left: number }[]> {
  const receipts = await trx
    .selectFrom('receipts as r')
    .select((eb) => [
      'r.id',
      'r.amount_pence',
      eb
        .selectFrom('payments as p')
        .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_pence'), p.lit(0)).as('s'))
        .whereRef('p.receipt_id', '=', 'r.id')
        .as('used'),
    ])
    .where('r.student_id', '=', studentId)
    .orderBy('r.received_on')
    .orderBy('r.id')
    .execute();
  const refunded = await trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_pence'), eb.lit(0)).as('s'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  let refunds = Number(refunded.s);
  const credit: { receiptId: number; left: number }[] = [];
  for (const r of receipts) {
    let left = r.amount_pence - Number(r.used ?? 0);
    const out = Math.min(Math.max(0, left), refunds);
    left -= out;
    refunds -= out;
    if (left > 0) credit.push({ receiptId: r.id, left });
  }
  return credit;
}

export async function applyCredit(
  db: Db,
  studentId: number,
  input: z.output<typeof creditApplicationInput>,
  actor: Actor,
): Promise<CreditApplication> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockStudent(trx, db.dialect, studentId);
    const credit = await overpaymentCredit(trx, studentId);
    if (credit.length === 0)
      throw validationFailed([
        { param: 'appliedOn', message: 'There is no over-payment credit on this account to apply.' },
      ]);
    const all = await openInvoices(trx, studentId);
    let open = all;
    if (input.invoiceIds) {
      const byId = new Map(all.map((i) => [i.id, i]));
      const unknown = input.invoiceIds.filter((id) => !byId.has(id));
      if (unknown.length > 0)
        throw validationFailed([
          {
            param: 'invoiceIds',
            message: `Invoice ${unknown.join(', ')} is not an open issued invoice of this student: pick from the invoices still owed.`,
          },
        ]);
      open = input.invoiceIds.map((id) => byId.get(id)!);
    }
    if (open.length === 0)
      throw validationFailed([
        { param: 'invoiceIds', message: 'This student owes nothing: the credit stays on the account.' },
      ]);
    const now = new Date().toISOString();
    const settled: CreditApplication['settled'] = [];
    const outstanding = new Map(open.map((i) => [i.id, i.outstanding]));
    for (const c of credit) {
      const { allocations } = allocate(
        open.map((i) => ({ id: i.id, outstanding: outstanding.get(i.id) ?? 0 })),
        c.left,
      );
      if (allocations.length === 0) break;
      const receipt = await trx
        .selectFrom('receipts')
        .select(['reference', 'method'])
        .where('id', '=', c.receiptId)
        .executeTakeFirstOrThrow();
      const rows = await trx
        .insertInto('payments')
        .values(
          allocations.map((a) => ({
            student_id: studentId,
            invoice_id: a.id,
            receipt_id: c.receiptId,
            received_on: input.appliedOn,
            amount_pence: a.amount,
            method: CREDIT_METHOD,
            reference: receipt.reference || receipt.method,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await queueForAccounting(
        trx,
        'overpayment_allocation',
        rows.map((r) => ({ id: r.id, studentId })),
        now,
      );
      for (const a of allocations) {
        outstanding.set(a.id, (outstanding.get(a.id) ?? 0) - a.amount);
        const number = open.find((i) => i.id === a.id)?.number ?? '';
        settled.push({ invoiceId: a.id, number, amount: a.amount, receiptId: c.receiptId });
      }
    }
    const applied = settled.reduce((s, a) => s + a.amount, 0);
    const creditLeft = credit.reduce((s, c) => s + c.left, 0) - applied;
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'students',
      entityId: studentId,
      action: 'credit applied',
      changes: {
        appliedOn: { from: null, to: input.appliedOn },
        amount: { from: null, to: applied },
        creditLeft: { from: applied + creditLeft, to: creditLeft },
        settled,
      },
    });
    return { settled, creditLeft };
  });
}
