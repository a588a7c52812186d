import type { Kysely, Transaction } from 'kysely';
import type { OpenItem } from '@collegium/domain/finance-ledger';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type OpenInvoice = OpenItem & { dueOn: string; studentId: number; number: string };

/** Issued invoices with what each has had (payments, credits), oldest due first. */
function issuedInvoices(db: Executor) {
  return db
    .selectFrom('invoices as i')
    .select((eb) => [
      'i.id',
      'i.student_id',
      'i.number',
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
    .where('i.status', '=', 'issued')
    .orderBy('i.due_on')
    .orderBy('i.id');
}

type IssuedRow = Awaited<ReturnType<ReturnType<typeof issuedInvoices>['execute']>>[number];

const stillOpen = (rows: IssuedRow[]): OpenInvoice[] =>
  rows
    .map((r) => ({
      id: r.id,
      studentId: r.student_id,
      number: r.number,
      dueOn: r.due_on,
      outstanding: r.amount_pence - Number(r.paid ?? 0) - Number(r.credited ?? 0),
    }))
    .filter((r) => r.outstanding > 0);

/**
 * A student's issued invoices with what each still needs (amount less payments and credits), oldest due
 * first: the order in which credits and payments settle them. Limited to one fee assessment's
 * invoices when given.
 */
export async function openInvoices(
  db: Executor,
  studentId: number,
  feeAssessmentId?: number | null,
): Promise<OpenInvoice[]> {
  let q = issuedInvoices(db).where('i.student_id', '=', studentId);
  if (feeAssessmentId) q = q.where('i.fee_assessment_id', '=', feeAssessmentId);
  return stillOpen(await q.execute());
}

/** The open invoices of several students (one query), oldest due first. */
export async function openInvoicesOf(db: Executor, studentIds: readonly number[]): Promise<OpenInvoice[]> {
  if (studentIds.length === 0) return [];
  return stillOpen(
    await issuedInvoices(db)
      .where('i.student_id', 'in', [...studentIds])
      .execute(),
  );
}

/** Every open invoice of the college that still needs exactly one of these amounts. */
export async function openInvoicesNeeding(db: Executor, amounts: readonly number[]): Promise<OpenInvoice[]> {
  if (amounts.length === 0) return [];
  const wanted = new Set(amounts);
  const max = Math.max(...amounts);
  // An invoice needs at most its amount, so only those at least as large as the smallest wanted.
  const rows = await issuedInvoices(db)
    .where('i.amount_pence', '>=', Math.min(...amounts))
    .execute();
  return stillOpen(rows).filter((r) => r.outstanding <= max && wanted.has(r.outstanding));
}
