import type { Kysely } from 'kysely';

// The registry's word to the student when it declines a request for a copy of their file (or a
// note on how it was sent): shown to the student with the request.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('folder_requests').addColumn('decision_note', 'text').execute();
}
