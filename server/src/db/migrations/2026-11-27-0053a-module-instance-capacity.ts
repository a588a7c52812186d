import type { Kysely } from 'kysely';

// Issue 18, planning the teaching year: a module instance's capacity (how many students may be
// placed on it; empty for no limit).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('module_instances').addColumn('capacity', 'integer').execute();
}
