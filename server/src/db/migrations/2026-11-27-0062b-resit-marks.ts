import type { Kysely } from 'kysely';

// Issue 18: a resit attempt on a module place whose confirmed result is Resit: the resit's mark as
// registry recorded it (the result's mark is the capped one, ARCHITECTURE "Resits").

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('results').addColumn('resit_mark', 'integer').execute();
}
