import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// The tables of the generic entities (domain/src/entities): faculty, modules, potential students,
// alumni, consents, event registrations, donors and applications, plus the student fields of
// spec 3. Each list's sort and filter columns are indexed (DESIGN 4), and so is every person_id.
// Written out here rather than derived from the definitions, so this migration never changes.

type Table = CreateTableBuilder<string, never>;

/** person_id → people; `unique` where a person has at most one such record. */
function personId(unique: boolean) {
  return (table: Table): Table =>
    table.addColumn('person_id', 'integer', (c) => {
      const column = c.notNull().references('people.id').onDelete('restrict');
      return unique ? column.unique() : column;
    });
}

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

  // spec 3: the student fields (the students issue later moves the engagement ones there).
  for (const column of ['level', 'cohort', 'pace', 'student_type', 'cohort_group', 'exit_award', 'intentions']) {
    await db.schema.alterTable('students').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('students')
    .addColumn('auditing', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await indexes(db, 'students', [
    'programme_code',
    'level',
    'cohort',
    'pace',
    'student_type',
    'cohort_group',
    'exit_award',
    'intentions',
  ]);

  // Contacts are the people rows; names and e-mail are indexed since the foundation.
  await indexes(db, 'people', ['first_name', 'city', 'county', 'post_code', 'phone']);
  await indexes(db, 'users', ['active', 'hub', 'programme', 'last_login_at']);

  await db.schema
    .createTable('applications')
    .$call(id)
    .$call(personId(false))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('study_pace', 'text')
    .addColumn('applicant_type', 'text')
    .addColumn('flexi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('diocese', 'text')
    .addColumn('cohort_group', 'text')
    .addColumn('submitted_at', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'applications', [
    'person_id',
    'status',
    'course',
    'study_pace',
    'applicant_type',
    'diocese',
    'cohort_group',
    'submitted_at',
  ]);

  await db.schema
    .createTable('faculty')
    .$call(id)
    .$call(personId(true))
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('department', 'text')
    .addColumn('qualifications', 'text')
    .addColumn('hub', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_date', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'faculty', ['job_title', 'department', 'hub', 'active']);

  await db.schema
    .createTable('modules')
    .$call(id)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('programme', 'text')
    .addColumn('hub_weeks', 'text')
    .addColumn('residentials', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await indexes(db, 'modules', [
    'code',
    'title',
    'credits',
    'level',
    'programme',
    'hub_weeks',
    'residentials',
    'active',
  ]);

  await db.schema
    .createTable('leads')
    .$call(id)
    .$call(personId(true))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('first_source', 'text')
    .addColumn('first_contact', 'text')
    .addColumn('hub', 'text')
    .addColumn('programme_interest', 'text')
    .addColumn('notes', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'leads', ['stage', 'first_source', 'first_contact', 'hub', 'programme_interest']);

  await db.schema
    .createTable('alumni')
    .$call(id)
    .$call(personId(true))
    .addColumn('programme', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) => c.notNull())
    .addColumn('exit_award', 'text')
    .addColumn('occupation', 'text')
    .addColumn('may_contact', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await indexes(db, 'alumni', ['programme', 'graduation_year', 'exit_award', 'occupation', 'may_contact']);

  await db.schema
    .createTable('consents')
    .$call(id)
    .$call(personId(false))
    .addColumn('consent_type', 'text', (c) => c.notNull())
    .addColumn('given', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('given_on', 'text')
    .addColumn('method', 'text')
    .addColumn('notes', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'consents', ['person_id', 'consent_type', 'given', 'given_on', 'method']);

  await db.schema
    .createTable('registrations')
    .$call(id)
    .$call(personId(false))
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('attended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'registrations', ['person_id', 'event_name', 'event_date', 'attended']);

  await db.schema
    .createTable('donors')
    .$call(id)
    .$call(personId(true))
    .addColumn('crm_id', 'text', (c) => c.notNull())
    .addColumn('donor_type', 'text')
    .addColumn('gift_aid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_gift_on', 'text')
    .$call(timestamps)
    .execute();
  await indexes(db, 'donors', ['crm_id', 'donor_type', 'gift_aid', 'first_gift_on']);
}
