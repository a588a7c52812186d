import { type Kysely, sql } from 'kysely';

// Issue 11: an approved deferral, IoS or withdrawal takes effect on its date, not on approval.
// `applied_at` says when the engagement was moved (approvals before this migration moved it at
// once, so they count as applied then); `approved_intention` keeps the intention staff gave with
// an IoS approval until the change applies; `not_applied_reason` says why a scheduled change
// could not be made on its date (the move was no longer legal).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('student_requests').addColumn('applied_at', 'text').execute();
  await db.schema.alterTable('student_requests').addColumn('approved_intention', 'text').execute();
  await db.schema.alterTable('student_requests').addColumn('not_applied_reason', 'text').execute();
  await sql`update student_requests set applied_at = decided_at where status = 'Approved'`.execute(db);
}
