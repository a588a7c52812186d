import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 18: the pass mark of each level, kept in System data (admin) and read by the module
// results. Seeded with the marks the results used as constants: 40 at levels 4-6, 50 at level 7.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('pass_marks')
    .$call(withId(dialect))
    .addColumn('level', 'text', (c) => c.notNull().unique())
    .addColumn('mark', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('pass_marks' as never)
    .values(
      [
        ['4', 40],
        ['5', 40],
        ['6', 40],
        ['7', 50],
      ].map(([level, mark]) => ({ level, mark, updated_at: now })) as never,
    )
    .execute();
}
