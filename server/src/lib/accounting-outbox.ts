import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

// Issue 14 (feature accounting): the finance code's one call when a document is made that the
// accounting system must hear of. It writes an outbox row in the caller's transaction, so the row
// exists exactly when the document does, with the idempotency key every attempt will carry. The
// accounting module's recurring job sends the rows (only while the feature is on; written while it
// is off, they wait and go once it is turned on). A document already queued is left alone.

export type AccountingDocumentType =
  'invoice' | 'credit_note' | 'payment' | 'overpayment' | 'refund' | 'overpayment_allocation';

/**
 * Where each document lives; an over-payment is the part of a receipt that no invoice needed, a
 * refund money paid back out of the credit on the account.
 */
const DOCUMENT_TABLE = {
  invoice: 'invoices',
  credit_note: 'credit_notes',
  payment: 'payments',
  overpayment: 'receipts',
  refund: 'refunds',
  overpayment_allocation: 'payments',
} as const;

/** The accounting state the finance screens show on the document itself ('Not sent' until it is). */
export type AccountingState = 'Not sent' | 'Sent' | 'Failed';

/** Copies the outbox's state onto the document row, which the invoice list and page read. */
export async function markDocument(
  db: Kysely<Database> | Transaction<Database>,
  type: AccountingDocumentType,
  ids: number[],
  state: AccountingState,
  message: string | null = null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable(DOCUMENT_TABLE[type])
    .set({ accounting_status: state, accounting_message: message })
    .where('id', 'in', ids)
    .execute();
}

export async function queueForAccounting(
  trx: Transaction<Database>,
  type: AccountingDocumentType,
  documents: { id: number; studentId: number }[],
  now = new Date().toISOString(),
): Promise<void> {
  if (documents.length === 0) return;
  const known = new Set(
    (
      await trx
        .selectFrom('accounting_sync')
        .select('document_id')
        .where('document_type', '=', type)
        .where(
          'document_id',
          'in',
          documents.map((d) => d.id),
        )
        .execute()
    ).map((r) => r.document_id),
  );
  const fresh = documents.filter((d) => !known.has(d.id));
  if (fresh.length === 0) return;
  await trx
    .insertInto('accounting_sync')
    .values(
      fresh.map((d) => ({
        document_type: type,
        document_id: d.id,
        student_id: d.studentId,
        status: 'queued' as const,
        idempotency_key: `collegium-${type.replace('_', '-')}-${d.id}-${randomUUID()}`,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
