import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 5: what a student tells the college about themselves in the portal (spec 2.6, 7.3).
// Personal details live on the person; the rest on one row per student (residential needs, DBS,
// safeguarding training, the policies agreed) and the two emergency contacts in their own table.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  await db.schema
    .createTable('student_form_details')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().unique().references('students.id').onDelete('cascade'))
    .addColumn('dietary_needs', 'text')
    .addColumn('access_needs', 'text')
    .addColumn('residential_updated_at', 'text')
    /** Special category: reads by staff are audited. */
    .addColumn('dbs_certificate_number', 'text')
    .addColumn('dbs_issue_date', 'text')
    .addColumn('dbs_update_service', 'integer')
    .addColumn('dbs_updated_at', 'text')
    .addColumn('safeguarding_training_date', 'text')
    /** The certificate's reference or the course that issued it. */
    .addColumn('safeguarding_certificate', 'text')
    .addColumn('safeguarding_updated_at', 'text')
    /** spec 9 policies: the date (YYYY-MM-DD) each was agreed, null while not agreed. */
    .addColumn('code_of_conduct_agreed_on', 'text')
    .addColumn('safeguarding_policy_agreed_on', 'text')
    .addColumn('academic_conduct_agreed_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('student_emergency_contacts')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    /** 1 (first to call) or 2. */
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('alternative_phone', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('student_emergency_contacts_position_uq', ['student_id', 'position'])
    .execute();
}
