import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 5: the student's HESA equality-monitoring answers, one row per academic year (spec 2.6
// /forms/hesa, 7.3 hesadata), and their neurodiversity and disability declarations to the
// student-support team (one of each, updated by each submission). Both are special-category data:
// staff reads are audited.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  await db.schema
    .createTable('student_hesa_data')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    /** The first calendar year of the academic year (2026 = 2026/27). */
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    /** HESA codes (Data Futures): ETHNIC, RELBLF, SEXID, GENDERID, SEXORT. */
    .addColumn('ethnicity', 'text', (c) => c.notNull())
    .addColumn('religion', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('gender_identity', 'text', (c) => c.notNull())
    .addColumn('sexual_orientation', 'text', (c) => c.notNull())
    /** DISABLE codes, space-separated ('51 55'). */
    .addColumn('disabilities', 'text', (c) => c.notNull())
    /** CARELEAVER, PARED, ESTRANGED, CARER. */
    .addColumn('care_leaver', 'text', (c) => c.notNull())
    .addColumn('parental_education', 'text', (c) => c.notNull())
    .addColumn('estranged', 'text', (c) => c.notNull())
    .addColumn('carer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('student_hesa_data_year_uq', ['student_id', 'academic_year'])
    .execute();

  await db.schema
    .createTable('student_support_declarations')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    /** neurodiversity or disability. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON list of the conditions declared. */
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('other_condition', 'text')
    /** diagnosed, awaiting or none. */
    .addColumn('diagnosis', 'text', (c) => c.notNull())
    .addColumn('diagnosed_by', 'text')
    .addColumn('impact', 'text', (c) => c.notNull())
    /** JSON list of the adjustments asked for. */
    .addColumn('adjustments', 'text', (c) => c.notNull())
    .addColumn('other_adjustments', 'text')
    .addColumn('share_with_tutors', 'integer', (c) => c.notNull())
    .addColumn('evidence_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('student_support_declarations_kind_uq', ['student_id', 'kind'])
    .execute();
}
