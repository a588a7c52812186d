import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 5: the requests a student makes of the registry about their engagement (spec 2.6, 7.3):
// deferral, interruption of studies (IoS) and withdrawal. Extension requests keep their own table
// (`extensions`, migration 0005). Approving one moves the engagement's status.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  await db.schema
    .createTable('student_requests')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('engagement_id', 'integer', (c) => c.notNull().references('engagements.id').onDelete('cascade'))
    /** Deferral, IoS or Withdrawal. */
    .addColumn('type', 'text', (c) => c.notNull())
    /** Pending, Approved, Declined or Withdrawn. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    /** The date the student asks the change to take effect (YYYY-MM-DD). */
    .addColumn('effective_date', 'text', (c) => c.notNull())
    /** IoS only: the date the student expects to return, if known. */
    .addColumn('return_date', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const column of ['student_id', 'status', 'type']) {
    await db.schema.createIndex(`student_requests_${column}_idx`).on('student_requests').column(column).execute();
  }
}
