import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import type { Kysely } from 'kysely';
import type { MyStudentRecord } from '@collegium/domain/my-students';
import type { Database } from '../../db/schema.ts';
import { loadStudentResults } from '../student-record/student-results.ts';
import { loadStudentSummary } from '../student-record/student-summary.ts';

// What a tutor sees of one of their students (spec 2.5, /mystudents/{id}): the record header,
// the contact details they need to reach the student, and this academic year's modules with
// their outcomes. Learning support is a separate, audited read (learning-support.ts).

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
