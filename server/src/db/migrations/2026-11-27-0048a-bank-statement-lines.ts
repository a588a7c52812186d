import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 14 (payments): the bank statement lines recorded as payments. A line is known by the hash
// of its account, date, amount and text, unique, so the same line imported twice is recognised
// and can never be recorded twice, not even by two imports at once.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('bank_statement_lines')
    .$call(withId(dialect))
    .addColumn('line_hash', 'text', (c) => c.notNull().unique())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('line_date', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('receipt_id', 'integer', (c) => c.references('receipts.id').onDelete('set null'))
    .addColumn('imported_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
}
