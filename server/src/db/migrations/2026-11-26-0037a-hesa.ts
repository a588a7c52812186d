import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 16: the HESA return. The mapping from the college's own values to HESA's fields and codes
// (registry edits it, audited), the staff-entered HESA details a student's answers do not cover
// (nationality, domicile, qualification on entry, fee source), the HESA numbers allocated once
// (never reused: rows are never deleted) and the exports made, each with its file hash and the
// per-record digests a later export is compared with.
//
// The default mapping is product data (the programmes, statuses and paces are the college's fixed
// catalogues). The codes follow our reading of the HESA coding manuals; README "HESA codes" says
// which are uncertain. A college checks them against the manual of the year before each return.

const DEFAULTS: [kind: string, value: string, field: string, code: string][] = [
  // Qualification aim of each programme (Qualification.QUALCAT).
  ['programme', 'CertHE', 'QUALCAT', 'C20'],
  ['programme', 'DipHE', 'QUALCAT', 'J20'],
  ['programme', 'BTh', 'QUALCAT', 'H00'],
  ['programme', 'GradCert', 'QUALCAT', 'H62'],
  ['programme', 'GradDip', 'QUALCAT', 'H50'],
  ['programme', 'MA', 'QUALCAT', 'M22'],
  ['programme', 'PGCert', 'QUALCAT', 'M44'],
  ['programme', 'PGDip', 'QUALCAT', 'M41'],
  ['programme', 'NLM', 'QUALCAT', 'C90'],
  // Level of the student course session (FHEQ level).
  ['level', '4', 'SCSLEVEL', '4'],
  ['level', '5', 'SCSLEVEL', '5'],
  ['level', '6', 'SCSLEVEL', '6'],
  ['level', '7', 'SCSLEVEL', '7'],
  ['level', '7Diss', 'SCSLEVEL', '7'],
  // Mode of study (StudentCourseSession.SCSMODE).
  ['pace', 'FT', 'SCSMODE', '01'],
  ['pace', 'PT', 'SCSMODE', '31'],
  ['pace', 'Extended', 'SCSMODE', '31'],
  // Session status (SessionStatus.STATUSCHANGEDTO).
  ['status', 'Current', 'STATUSCHANGEDTO', '01'],
  ['status', 'Starting', 'STATUSCHANGEDTO', '01'],
  ['status', 'IoS', 'STATUSCHANGEDTO', '02'],
  ['status', 'Completed', 'STATUSCHANGEDTO', '04'],
  ['status', 'Withdrawn', 'STATUSCHANGEDTO', '04'],
  ['status', 'Terminated', 'STATUSCHANGEDTO', '04'],
  ['status', 'Transferred', 'STATUSCHANGEDTO', '04'],
  // Reason the engagement ended (Engagement.RSNENGEND).
  ['reason', 'Completed', 'RSNENGEND', '01'],
  ['reason', 'Withdrawn', 'RSNENGEND', '03'],
  ['reason', 'Terminated', 'RSNENGEND', '02'],
  ['reason', 'Transferred', 'RSNENGEND', '04'],
  // Student type → major source of tuition fees (StudentCourseSession.FUNDCOMP... FEESOURCE).
  ['studentType', 'Independent', 'FEESOURCE', '01'],
  ['studentType', 'Ordinand', 'FEESOURCE', '03'],
  ['studentType', 'LLM', 'FEESOURCE', '03'],
  // Award on leaving (QualificationAwarded.QUALID, as a qualification category).
  ['exitAward', 'CertHE', 'QUALID', 'C20'],
  ['exitAward', 'DipHE', 'QUALID', 'J20'],
  ['exitAward', 'Bth', 'QUALID', 'H00'],
  ['exitAward', 'BA', 'QUALID', 'H00'],
  ['exitAward', 'PGCert', 'QUALID', 'M44'],
  ['exitAward', 'PGDip', 'QUALID', 'M41'],
  ['exitAward', 'MA', 'QUALID', 'M22'],
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('hesa_mappings')
    .$call(withId(dialect))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('internal_value', 'text', (c) => c.notNull())
    .addColumn('hesa_field', 'text', (c) => c.notNull())
    .addColumn('hesa_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('hesa_mappings_kind_value_uq', ['kind', 'internal_value'])
    .execute();

  await db.schema
    .createTable('hesa_student_details')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
    .addColumn('nationality', 'text')
    .addColumn('domicile', 'text')
    .addColumn('entry_qualification', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // One HESA number per student, allocated at the first export that includes them; the row's id
  // is the serial in the HUSID, so a number is never given twice.
  await db.schema
    .createTable('hesa_numbers')
    .$call(withId(dialect))
    .addColumn('student_id', 'integer', (c) => c.notNull().unique().references('students.id').onDelete('restrict'))
    .addColumn('husid', 'text', (c) => c.notNull().unique())
    .addColumn('allocated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hesa_exports')
    .$call(withId(dialect))
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('included', 'integer', (c) => c.notNull())
    .addColumn('left_out', 'integer', (c) => c.notNull())
    /** JSON: {husid: digest of the student's XML} for the comparison with a later export. */
    .addColumn('record_digests', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .execute();
  await db.schema
    .createIndex('hesa_exports_year_idx')
    .on('hesa_exports')
    .columns(['academic_year', 'created_at'])
    .execute();

  const now = new Date().toISOString();
  await (
    db as Kysely<{
      hesa_mappings: {
        kind: string;
        internal_value: string;
        hesa_field: string;
        hesa_code: string;
        created_at: string;
        updated_at: string;
      };
    }>
  )
    .insertInto('hesa_mappings')
    .values(
      DEFAULTS.map(([kind, value, field, code]) => ({
        kind,
        internal_value: value,
        hesa_field: field,
        hesa_code: code,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
