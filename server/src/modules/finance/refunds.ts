import type { RefundInput, RefundView, refundInput } from '@collegium/domain/fee-assessment';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { validationFailed } from '../../http/errors.ts';
import { queueForAccounting } from '../../lib/accounting-outbox.ts';
import { lockStudent } from './lock-student.ts';

// Issue 14 (payments): a refund pays money back out of the credit on a student's account (what
// they paid and were credited beyond what they were invoiced, less earlier refunds); it can never
// take the account below nothing. One transaction with its audit and its outbox row (the
// accounting system pays it out of the student's over-payments and credit notes there).

const sumOf = async (
  trx: Transaction<Database>,
  table: 'invoices' | 'credit_notes' | 'receipts' | 'refunds' | 'payments',
  studentId: number,
  only?: 'issued' | 'from receipts',
) => {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_pence'), eb.lit(0)).as('s'))
    .where('student_id', '=', studentId)
    .$if(only === 'issued', (q) => q.where('status' as never, '=', 'issued' as never))
    .$if(only === 'from receipts', (q) => q.where('receipt_id' as never, 'is not', null as never))
    .executeTakeFirstOrThrow();
  return Number(row.s);
};

/**
 * The credit on the account, as the statement counts it: paid (every payment to an invoice, and
 * what receipts kept on the account) and credited beyond what was invoiced, less refunds.
 */
export async function creditOnAccount(trx: Transaction<Database>, studentId: number): Promise<number> {
  const [invoiced, credited, payments, received, allocated, refunded] = await Promise.all([
    sumOf(trx, 'invoices', studentId, 'issued'),
    sumOf(trx, 'credit_notes', studentId),
    sumOf(trx, 'payments', studentId),
    sumOf(trx, 'receipts', studentId),
    sumOf(trx, 'payments', studentId, 'from receipts'),
    sumOf(trx, 'refunds', studentId),
  ]);
  const paid = payments + Math.max(0, received - allocated);
  return Math.max(0, paid + credited - invoiced - refunded);
}

export async function recordRefund(
  db: Db,
  studentId: number,
  input: z.output<typeof refundInput>,
  actor: Actor,
): Promise<RefundView> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockStudent(trx, db.dialect, studentId);
    const credit = await creditOnAccount(trx, studentId);
    if (input.amount > credit)
      throw validationFailed([
        {
          param: 'amount',
          message:
            credit === 0
              ? 'There is no credit on this account to refund.'
              : `Refund at most the credit on the account, £${(credit / 100).toFixed(2)}.`,
        },
      ]);
    const now = new Date().toISOString();
    const row = await trx
      .insertInto('refunds')
      .values({
        student_id: studentId,
        refunded_on: input.refundedOn,
        method: input.method,
        reference: input.reference,
        amount_pence: input.amount,
        created_by_user_id: actor.userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'refunds',
      entityId: row.id,
      action: 'refund recorded',
      changes: {
        studentId,
        refundedOn: { from: null, to: input.refundedOn },
        method: { from: null, to: input.method },
        reference: { from: null, to: input.reference },
        amount: { from: null, to: input.amount },
        creditBefore: credit,
      },
    });
    await queueForAccounting(trx, 'refund', [{ id: row.id, studentId }], now);
    return { id: row.id, amount: input.amount, creditLeft: credit - input.amount };
  });
}

export type { RefundInput };
