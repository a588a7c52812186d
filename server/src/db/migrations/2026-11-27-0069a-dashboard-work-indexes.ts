import type { Kysely } from 'kysely';

// Issue 19: the staff dashboard counts each role's work (GET /dashboard/work) from indexes; the
// references requested and not yet received are found by their status (extensions, student
// requests and accounting postings have status indexes already).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('application_references_status_idx')
    .on('application_references')
    .column('status')
    .execute();
}
