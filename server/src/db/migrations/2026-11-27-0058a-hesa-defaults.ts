import type { Kysely } from 'kysely';

// Issue 15, System data → HESA defaults: one row per HESA field given a default, the code the
// return sends when a student's record holds no value for it. A field without a row, or with a
// null code (a default taken away: the row keeps its version), has none.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hesa_defaults')
    .addColumn('hesa_field', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
