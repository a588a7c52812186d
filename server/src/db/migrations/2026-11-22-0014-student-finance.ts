import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 5: the student's money (spec 2.6 group Finance, 7.3 finance-details and
// bursary-application, spec 9 payment terms and schedules) and their requests for a copy of their
// student file (7.3 folder-request). Amounts are whole pence (integers) on both databases.

const timestamps = <T extends CreateTableBuilder<string, never>>(t: T): T =>
  t
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)) as T;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  // The fee of one engagement session (one academic year) and how it is paid.
  await db.schema
    .createTable('fee_assessments')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('engagement_id', 'integer', (c) => c.notNull().references('engagements.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().unique().references('engagement_sessions.id').onDelete('cascade'),
    )
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addColumn('tuition_fee_pence', 'integer', (c) => c.notNull())
    /** FUNDING_SOURCES: Self-funded, Student Finance England, Diocese, Sponsor. */
    .addColumn('funding_source', 'text', (c) => c.notNull())
    .addColumn('sponsor_name', 'text')
    /** spec 9 PAYMENT_TERMS. */
    .addColumn('payment_term', 'text', (c) => c.notNull())
    /** spec 9 INTAKES: September or January, whose schedule applies. */
    .addColumn('intake', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('fee_assessments_student_idx').on('fee_assessments').column('student_id').execute();

  await db.schema
    .createTable('invoices')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('fee_assessment_id', 'integer', (c) => c.references('fee_assessments.id').onDelete('set null'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('payer', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('invoices_student_idx').on('invoices').column('student_id').execute();

  await db.schema
    .createTable('payments')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_student_idx').on('payments').column('student_id').execute();

  // One application per student and academic year: a draft until submitted, then the committee's.
  await db.schema
    .createTable('bursary_applications')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    /** BURSARY_STATUSES. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bursary_type', 'text')
    .addColumn('income_band', 'text')
    .addColumn('dependants', 'integer')
    .addColumn('other_funding', 'text')
    .addColumn('other_funding_total', 'integer')
    /** Whole pounds, as the student typed them. */
    .addColumn('monthly_outgoings', 'integer')
    .addColumn('amount_requested', 'integer')
    .addColumn('statement', 'text')
    .addColumn('declaration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decision_note', 'text')
    .$call(timestamps)
    .addUniqueConstraint('bursary_applications_student_year', ['student_id', 'academic_year'])
    .execute();
  await db.schema.createIndex('bursary_applications_status_idx').on('bursary_applications').column('status').execute();

  // What finance has granted (spec 9 BURSARY_TYPES), from an application or not (discounts).
  await db.schema
    .createTable('bursary_awards')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('fee_assessment_id', 'integer', (c) => c.references('fee_assessments.id').onDelete('set null'))
    .addColumn('application_id', 'integer', (c) => c.references('bursary_applications.id').onDelete('set null'))
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('awarded_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bursary_awards_student_idx').on('bursary_awards').column('student_id').execute();

  // A student's request for a copy of their student file (subject-access style).
  await db.schema
    .createTable('folder_requests')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    /** Pending, Sent or Declined. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    /** Email or Post. */
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('send_to', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('completed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .$call(timestamps)
    .execute();
  // One pending request per student, even when two arrive at once.
  await sql`create unique index folder_requests_one_pending on folder_requests (student_id) where status = 'Pending'`.execute(
    db,
  );
  await db.schema.createIndex('folder_requests_status_idx').on('folder_requests').column('status').execute();
}
