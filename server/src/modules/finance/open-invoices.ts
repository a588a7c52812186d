import type { Kysely, Transaction } from 'kysely';
import type { OpenItem } from '@collegium/domain/finance-ledger';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A student's issued invoices with what each still needs (amount less payments and credits), oldest due
 * first: the order in which credits and payments settle them. Limited to one fee assessment's
 * invoices when given.
 */
export async function openInvoices(
  db: Executor,
  studentId: number,
  feeAssessmentId?: number | null,
): Promise<(OpenItem & { dueOn: string })[]> {
  let q = db
    .selectFrom('invoices as i')
    .select((eb) => [
      'i.id',
      'i.due_on',
      'i.amount_pence',
      eb
        .selectFrom('payments as p')
        .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_pence'), p.lit(0)).as('s'))
        .whereRef('p.invoice_id', '=', 'i.id')
        .as('paid'),
      eb
        .selectFrom('credit_allocations as c')
        .select((c) => c.fn.coalesce(c.fn.sum<number>('c.amount_pence'), c.lit(0)).as('s'))
        .whereRef('c.invoice_id', '=', 'i.id')
        .as('credited'),
    ])
    .where('i.student_id', '=', studentId)
    .where('i.status', '=', 'issued');
  if (feeAssessmentId) q = q.where('i.fee_assessment_id', '=', feeAssessmentId);
  const rows = await q.orderBy('i.due_on').orderBy('i.id').execute();
  return rows
    .map((r) => ({
      id: r.id,
      dueOn: r.due_on,
      outstanding: r.amount_pence - Number(r.paid ?? 0) - Number(r.credited ?? 0),
    }))
    .filter((r) => r.outstanding > 0);
}
