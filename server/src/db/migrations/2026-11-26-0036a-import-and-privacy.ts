import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 15: imports (an uploaded file, its column mapping, the dry run's result and the commit's
// progress), the column mappings saved per source, subject-access exports and the people that
// have been anonymised (UK GDPR).

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('import_runs')
    .$call(withId(dialect))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicate_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcomes', 'text')
    .addColumn('failed_file_id', 'integer', (c) => c.references('files.id'))
    .addColumn('job_id', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createTable('import_mappings')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_mappings_pk', ['source', 'kind'])
    .execute();
  await db.schema
    .createTable('subject_access_exports')
    .$call(withId(dialect))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.references('files.id'))
    .addColumn('folder_request_id', 'integer', (c) => c.references('folder_requests.id').onDelete('set null'))
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('subject_access_exports_person_idx')
    .on('subject_access_exports')
    .column('person_id')
    .execute();
  await db.schema
    .createTable('person_anonymisations')
    .addColumn('person_id', 'integer', (c) => c.primaryKey().references('people.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('anonymised_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('anonymised_at', 'text', (c) => c.notNull())
    .execute();
  // The import's matching reads people by lower-case e-mail and name, organisations by lower-case
  // name. On SQLite the lists' own search indexes (lower(column), sort key) serve those lookups, and
  // a second index on the same expression would compete with them in the list plans; on PostgreSQL
  // the lists search a collated copy of the column, so the import needs its own expression indexes.
  if (dialect === 'postgres') {
    await sql`create index people_import_email_idx on people (lower(email))`.execute(db);
    await sql`create index people_import_name_idx on people (lower(last_name), lower(first_name))`.execute(db);
    await sql`create index organisations_import_name_idx on organisations (lower(name))`.execute(db);
  }
  await sql`create index students_partner_id_import_idx on students (partner_id)`.execute(db);
}
