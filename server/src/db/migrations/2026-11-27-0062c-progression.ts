import type { Kysely } from 'kysely';

// Issue 18, progression: the exam board's decision on a student's academic-year session
// (progress, repeat or exit) and the exit award it recorded, if any.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('engagement_sessions').addColumn('progression', 'text').execute();
  await db.schema.alterTable('engagement_sessions').addColumn('progression_award', 'text').execute();
}
