import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 20, feature library: each student's account number in the college's library system. Its
// own table (one row per student who has one), so the feature leaves the students table alone.

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('library_accounts')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('library_accounts_number_idx')
    .on('library_accounts')
    .column('account_number')
    .unique()
    .execute();
}
