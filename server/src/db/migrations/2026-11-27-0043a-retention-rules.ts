import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 15: how long each kind of record is kept (UK GDPR storage limitation). One row per record
// type; months null means no period is set and nothing of that type is ever listed.

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('retention_rules')
    .addColumn('record_type', 'text', (c) => c.primaryKey())
    .addColumn('months', 'integer')
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
