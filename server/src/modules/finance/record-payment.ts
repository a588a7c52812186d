import { allocate } from '@collegium/domain/finance-ledger';
import type { PaymentInput, RecordedPayment, paymentInput } from '@collegium/domain/fee-assessment';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { openInvoices } from './open-invoices.ts';
import { queueForAccounting } from '../../lib/accounting-outbox.ts';
import { type Actor } from '../../http/actor.ts';

// Issue 14 (payments): a payment received for a student settles their oldest open issued
// invoices, each at most what it still needs (allocate); what is left stays on the account as
// credit. Staff may pick the invoices it pays (in their order); what those do not need is credit
// too. One transaction: the receipt, its payments and the audit, or nothing.

/** The open invoices staff picked, in their order; 422 naming any that is not this student's open one. */
function pickInvoices<T extends { id: number }>(open: T[], ids: number[] | undefined): T[] {
  if (!ids) return open;
  const byId = new Map(open.map((i) => [i.id, i]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw validationFailed([
      {
        param: 'invoiceIds',
        message: `Invoice ${unknown.join(', ')} is not an open issued invoice of this student: pick from the invoices still owed.`,
      },
    ]);
  return ids.map((id) => byId.get(id) as T);
}

export async function recordPayment(
  db: Db,
  studentId: number,
  input: z.output<typeof paymentInput>,
  actor: Actor,
): Promise<RecordedPayment> {
  return db.kysely.transaction().execute(async (trx) => {
    const student = await trx.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
    if (!student) throw notFound(`There is no student with id ${studentId}.`);
    return settleReceipt(trx, studentId, input, actor, new Date().toISOString());
  });
}

/**
 * Inside the caller's transaction: the receipt, the payments it makes against the student's open
 * invoices (the picked ones first when given), their accounting outbox rows and the audit.
 */
export async function settleReceipt(
  trx: Transaction<Database>,
  studentId: number,
  input: z.output<typeof paymentInput>,
  actor: Actor,
  now: string,
): Promise<RecordedPayment> {
  const receipt = await trx
    .insertInto('receipts')
    .values({
      student_id: studentId,
      received_on: input.receivedOn,
      amount_pence: input.amount,
      method: input.method,
      reference: input.reference,
      created_by_user_id: actor.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const open = pickInvoices(await openInvoices(trx, studentId), input.invoiceIds);
  const { allocations, unallocated } = allocate(open, input.amount);
  if (allocations.length > 0) {
    const rows = await trx
      .insertInto('payments')
      .values(
        allocations.map((a) => ({
          student_id: studentId,
          invoice_id: a.id,
          receipt_id: receipt.id,
          received_on: input.receivedOn,
          amount_pence: a.amount,
          method: input.method,
          reference: input.reference,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await queueForAccounting(
      trx,
      'payment',
      rows.map((r) => ({ id: r.id, studentId })),
      now,
    );
  }
  // What no invoice needed stays as credit here, and goes to the accounting system as an over-payment.
  if (unallocated > 0) await queueForAccounting(trx, 'overpayment', [{ id: receipt.id, studentId }], now);
  const numbers = new Map(
    (
      await trx
        .selectFrom('invoices')
        .select(['id', 'number'])
        .where('id', 'in', allocations.length ? allocations.map((a) => a.id) : [0])
        .execute()
    ).map((i) => [i.id, i.number]),
  );
  const settled = allocations.map((a) => ({ invoiceId: a.id, number: numbers.get(a.id) ?? '', amount: a.amount }));
  await recordAudit(trx, {
    actorUserId: actor.userId,
    asUserId: actor.asUserId,
    ip: actor.ip,
    entity: 'receipts',
    entityId: receipt.id,
    action: 'payment recorded',
    changes: {
      studentId,
      receivedOn: { from: null, to: input.receivedOn },
      method: { from: null, to: input.method },
      reference: { from: null, to: input.reference },
      amount: { from: null, to: input.amount },
      settled,
      onAccount: unallocated,
    },
  });
  return { receiptId: receipt.id, amount: input.amount, settled, onAccount: unallocated };
}

export type { PaymentInput };
