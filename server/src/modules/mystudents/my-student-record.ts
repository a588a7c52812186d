import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { loadStudentResults } from '../student-record/student-results.ts';
import { loadStudentSummary } from '../student-record/student-summary.ts';

// What a tutor sees of one of their students (spec 2.5, /mystudents/{id}): the record header,
// the contact details they need to reach the student, and this academic year's modules with
// their outcomes. Learning support is a separate, audited read (learning-support.ts).

export const myStudentRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Shown zero-padded to 7 digits (spec 3). */
  partnerId: z.number(),
  programmeCode: z.string(),
  programmeTitle: z.string().nullable(),
  level: z.string().nullable(),
  cohort: z.string().nullable(),
  hub: z.string().nullable(),
  /** The current engagement's status (spec 4.2). */
  status: z.string(),
  personalTutor: z.string().nullable(),
  /** The stored photo's id for the photo URL; null when there is no photo. */
  photoVersion: z.number().nullable(),
  /** Whether the viewer is this student's personal tutor (else they teach them). */
  isTutee: z.boolean(),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Town and county: where the student lives, without the street. */
    city: z.string().nullable(),
    county: z.string().nullable(),
  }),
  year: z.object({
    academicYear: z.number(),
    /** As shown: '2026/27'. */
    label: z.string(),
    modules: z.array(
      z.object({
        moduleCode: z.string(),
        moduleTitle: z.string(),
        credits: z.number(),
        hub: z.string(),
        tutor: z.string().nullable(),
        /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
        outcome: z.string(),
        mark: z.number().nullable(),
      }),
    ),
  }),
});
export type MyStudentRecord = z.infer<typeof myStudentRecordSchema>;

/** The record of a student already known to be in the viewer's scope. */
export async function loadMyStudentRecord(
  db: Kysely<Database>,
  studentId: number,
  facultyIds: readonly number[],
  today = new Date(),
): Promise<MyStudentRecord | undefined> {
  const summary = await loadStudentSummary(db, studentId);
  if (!summary) return undefined;
  const [results, row] = await Promise.all([
    loadStudentResults(db, studentId),
    db
      .selectFrom('students as s')
      .innerJoin('people as p', 'p.id', 's.person_id')
      .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
      .select(['p.email', 'p.phone', 'p.city', 'p.county', 's.photo_file_id', 'e.personal_tutor_id'])
      .where('s.id', '=', studentId)
      .executeTakeFirstOrThrow(),
  ]);
  const year = academicYearOf(today);
  const modules = results?.years.find((y) => y.academicYear === year)?.modules ?? [];
  return {
    id: summary.id,
    name: summary.name,
    partnerId: summary.partnerId,
    programmeCode: summary.programmeCode,
    programmeTitle: summary.programmeTitle,
    level: summary.level,
    cohort: summary.cohort,
    hub: summary.hub,
    status: summary.status,
    personalTutor: summary.personalTutor?.name ?? null,
    photoVersion: row.photo_file_id === null ? null : Number(row.photo_file_id),
    isTutee: row.personal_tutor_id !== null && facultyIds.includes(Number(row.personal_tutor_id)),
    contact: { email: row.email, phone: row.phone, city: row.city, county: row.county },
    year: {
      academicYear: year,
      label: academicYear(year),
      modules: modules.map((m) => ({
        moduleCode: m.moduleCode,
        moduleTitle: m.moduleTitle,
        credits: m.credits,
        hub: m.hub,
        tutor: m.tutor,
        outcome: m.outcome,
        mark: m.mark,
      })),
    },
  };
}
