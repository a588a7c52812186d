import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 14 (payments): money received from or for a student is a receipt; the rows of `payments`
// are the parts of it that settle invoices (oldest open first). What no invoice needs stays on the
// account as credit (the receipt's amount less its payments). Payments stored before this have no
// receipt: each stands for itself.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('receipts')
    .$call(withId(dialect))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipts_student_idx').on('receipts').column('student_id').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('receipt_id', 'integer', (c) => c.references('receipts.id').onDelete('cascade'))
    .execute();
}
