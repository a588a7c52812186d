import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// The registry's records of a student (issue 4, DESIGN 3): programmes; engagements (a student on a
// programme) with their status changes and academic-year sessions; module instances per year and
// hub, the students on them (results), assignments and submissions, extensions; MA dissertations
// with their tasks; stored files (photos, documents) and learning-support needs.
//
// `students` keeps the summary of the student's current engagement (status, programme, level...)
// so the lists stay one indexed query; the engagement service rewrites it in the same transaction
// whenever the engagement changes.

type Table = CreateTableBuilder<string, never>;

/** Column names for a table constraint (the builder's types lose them after `$call`). */
const columns = (...names: string[]) => names as never[];

function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
}

async function indexes(db: Kysely<unknown>, table: string, columns: readonly string[]) {
  for (const column of columns) {
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);

  await db.schema
    .createTable('programmes')
    .$call(id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    /** The award it leads to (spec 9's exit awards), if any. */
    .addColumn('award', 'text')
    /** Space-separated levels it is studied at (spec 3). */
    .addColumn('levels', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('transferable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();

  // spec 3: the intakes map, registration date → the programmes starting then.
  await db.schema
    .createTable('intakes')
    .$call(id)
    .addColumn('starts_on', 'text', (c) => c.notNull().unique())
    /** Space-separated programme codes. */
    .addColumn('programmes', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('files')
    .$call(id)
    /** Where the bytes live under FILES_DIR; never built from the uploaded name. */
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('students')
    .addColumn('photo_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('engagements')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('restrict'))
    .addColumn('programme_code', 'text', (c) => c.notNull())
    .addColumn('pathway', 'text')
    .addColumn('level', 'text')
    .addColumn('cohort', 'text')
    .addColumn('cohort_group', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pace', 'text')
    .addColumn('student_type', 'text')
    .addColumn('exit_award', 'text')
    .addColumn('hub', 'text')
    .addColumn('personal_tutor_id', 'integer', (c) => c.references('faculty.id').onDelete('set null'))
    .addColumn('intentions', 'text')
    /** What the student intends for next academic year (INTENTION_CHOICES), and when it was said. */
    .addColumn('intention', 'text')
    .addColumn('intention_updated_at', 'text')
    .addColumn('auditing', 'integer', (c) => c.notNull().defaultTo(0))
    /** The intake it started at (YYYY-MM-DD, a key of the intakes map). */
    .addColumn('start_intake', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    /** spec 9's payment terms (InFull, Monthly, Termly, Student Loan). */
    .addColumn('payment_term', 'text')
    .addColumn('transferred_from_id', 'integer', (c) => c.references('engagements.id').onDelete('set null'))
    .$call(timestamps)
    .execute();
  await indexes(db, 'engagements', [
    'student_id',
    'status',
    'hub',
    'personal_tutor_id',
    'programme_code',
    'start_intake',
  ]);

  // The engagement that counts now (the latest that has not been transferred away from); its
  // summary is what the students row holds.
  await db.schema
    .alterTable('students')
    .addColumn('current_engagement_id', 'integer', (c) => c.references('engagements.id').onDelete('set null'))
    .execute();
  await indexes(db, 'students', ['current_engagement_id']);

  await db.schema
    .createTable('engagement_status_changes')
    .$call(id)
    .addColumn('engagement_id', 'integer', (c) => c.notNull().references('engagements.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'engagement_status_changes', ['engagement_id']);

  await db.schema
    .createTable('engagement_sessions')
    .$call(id)
    .addColumn('engagement_id', 'integer', (c) => c.notNull().references('engagements.id').onDelete('cascade'))
    /** The academic year's first calendar year (2026 = 2026/27). */
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addColumn('level', 'text')
    /** spec 4.2's enrolment session statuses. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('enrolled_at', 'text')
    .addColumn('enrolled_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .$call(timestamps)
    .addUniqueConstraint('engagement_sessions_year_unique', columns('engagement_id', 'academic_year'))
    .execute();
  await indexes(db, 'engagement_sessions', ['academic_year', 'status']);

  await db.schema
    .createTable('module_instances')
    .$call(id)
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('restrict'))
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addColumn('hub', 'text', (c) => c.notNull())
    .addColumn('tutor_id', 'integer', (c) => c.references('faculty.id').onDelete('set null'))
    .addColumn('starts_on', 'text')
    .$call(timestamps)
    .addUniqueConstraint('module_instances_unique', columns('module_id', 'academic_year', 'hub'))
    .execute();
  await indexes(db, 'module_instances', ['tutor_id', 'academic_year']);

  // A student's place on a module instance and how it ended.
  await db.schema
    .createTable('results')
    .$call(id)
    .addColumn('engagement_id', 'integer', (c) => c.notNull().references('engagements.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.references('engagement_sessions.id').onDelete('set null'))
    .addColumn('module_instance_id', 'integer', (c) =>
      c.notNull().references('module_instances.id').onDelete('restrict'),
    )
    /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('mark', 'integer')
    .addColumn('credits_awarded', 'integer')
    .$call(timestamps)
    .addUniqueConstraint('results_unique', columns('engagement_id', 'module_instance_id'))
    .execute();
  await indexes(db, 'results', ['module_instance_id', 'session_id']);

  await db.schema
    .createTable('assignments')
    .$call(id)
    .addColumn('module_instance_id', 'integer', (c) =>
      c.notNull().references('module_instances.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    /** Percentage of the module mark. */
    .addColumn('weight', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await indexes(db, 'assignments', ['module_instance_id', 'due_date']);

  await db.schema
    .createTable('submissions')
    .$call(id)
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('assignments.id').onDelete('cascade'))
    .addColumn('engagement_id', 'integer', (c) => c.notNull().references('engagements.id').onDelete('cascade'))
    .addColumn('submitted_on', 'text')
    .addColumn('mark', 'integer')
    .$call(timestamps)
    .addUniqueConstraint('submissions_unique', columns('assignment_id', 'engagement_id'))
    .execute();
  await indexes(db, 'submissions', ['engagement_id']);

  await db.schema
    .createTable('extensions')
    .$call(id)
    .addColumn('engagement_id', 'integer', (c) => c.notNull().references('engagements.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.references('engagement_sessions.id').onDelete('set null'))
    .addColumn('module_instance_id', 'integer', (c) =>
      c.notNull().references('module_instances.id').onDelete('restrict'),
    )
    .addColumn('assignment_id', 'integer', (c) => c.references('assignments.id').onDelete('set null'))
    /** spec 9's lengths: 7 days, 14 days, 21 days, more than 21 days. */
    .addColumn('length', 'text', (c) => c.notNull())
    .addColumn('last_essay_of_year', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('evidence_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    /** Pending, Approved, Rejected or Withdrawn. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('original_due_date', 'text')
    .addColumn('new_due_date', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'extensions', ['engagement_id', 'status', 'module_instance_id']);

  await db.schema
    .createTable('dissertations')
    .$call(id)
    .addColumn('engagement_id', 'integer', (c) => c.notNull().unique().references('engagements.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('supervisor_id', 'integer', (c) => c.references('faculty.id').onDelete('set null'))
    /** spec 4.6's stages. */
    .addColumn('stage', 'text', (c) => c.notNull())
    /** While Deferred: the stage it paused at, where it returns to. */
    .addColumn('deferred_from', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'dissertations', ['supervisor_id', 'stage']);

  await db.schema
    .createTable('dissertation_tasks')
    .addColumn('dissertation_id', 'integer', (c) => c.notNull().references('dissertations.id').onDelete('cascade'))
    /** spec 4.6's tasks; a row means done. */
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addColumn('completed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('dissertation_tasks_pk', columns('dissertation_id', 'task'))
    .execute();

  await db.schema
    .createTable('student_documents')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'student_documents', ['student_id']);

  // Special-category data (UK GDPR art. 9): staff reads are audited.
  await db.schema
    .createTable('learning_support')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().unique().references('students.id').onDelete('cascade'))
    /** Space-separated categories, e.g. 'Dyslexia Mental-health'. */
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('needs', 'text', (c) => c.notNull())
    .addColumn('adjustments', 'text')
    .addColumn('disclosed_on', 'text')
    .$call(timestamps)
    .execute();
}
