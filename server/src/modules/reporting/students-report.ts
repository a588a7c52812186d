import { AGE_RANGES, ageRange } from '@collegium/domain/age-range';
import { matchesFilters, pickFilters } from '@collegium/domain/reporting-filter-match';
import {
  type AttendanceMark,
  ageOn,
  attendanceByProgramme,
  countBy,
  distinctValues,
  retentionByProgramme,
} from '@collegium/domain/reporting-figures';
import { STUDENT_REPORT_FILTERS, type ReportFilters, type StudentsReport } from '@collegium/domain/reporting-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 16, Reporting > Students: the students inside the reader's filters, read once with the
// academic years they studied in, and the page's figures computed over them in domain.

export interface StudentReportRow {
  id: number;
  partnerId: number;
  firstName: string;
  lastName: string;
  programme: string;
  level: string | null;
  hub: string | null;
  pace: string | null;
  studentType: string | null;
  cohortGroup: string | null;
  status: string;
  intake: string | null;
  ageRange: string | null;
  /** The academic years (first calendar year) the student has a session in. */
  year: number[];
}

/** Every student with the fields the filters and figures read (one query, plus one for the years). */
export async function readStudentRows(db: Kysely<Database>, today = new Date()): Promise<StudentReportRow[]> {
  const students = await db
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .select([
      's.id',
      's.partner_id',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      's.programme_code',
      's.level',
      's.hub',
      's.pace',
      's.student_type',
      's.cohort_group',
      's.status',
      'e.start_intake',
    ])
    .orderBy('s.partner_id')
    .execute();
  const sessions = await db
    .selectFrom('engagement_sessions as es')
    .innerJoin('engagements as e', 'e.id', 'es.engagement_id')
    .select(['e.student_id', 'es.academic_year'])
    .distinct()
    .execute();
  const years = new Map<number, number[]>();
  for (const s of sessions) {
    const list = years.get(Number(s.student_id)) ?? [];
    list.push(Number(s.academic_year));
    years.set(Number(s.student_id), list);
  }
  return students.map((s) => ({
    id: Number(s.id),
    partnerId: Number(s.partner_id),
    firstName: s.first_name,
    lastName: s.last_name,
    programme: s.programme_code,
    level: s.level,
    hub: s.hub,
    pace: s.pace,
    studentType: s.student_type,
    cohortGroup: s.cohort_group,
    status: s.status,
    intake: s.start_intake ?? null,
    ageRange: ageRange(ageOn(s.date_of_birth, today)) ?? null,
    year: (years.get(Number(s.id)) ?? []).sort((a, b) => a - b),
  }));
}

/** Feature residentialAttendance: every attendance mark with its residential's first day. */
export async function readAttendanceMarks(db: Kysely<Database>): Promise<AttendanceMark[]> {
  const marks = await db
    .selectFrom('residential_attendance as a')
    .innerJoin('residentials as r', 'r.id', 'a.residential_id')
    .select(['a.student_id', 'a.status', 'r.starts_on'])
    .execute();
  return marks.map((m) => ({ studentId: Number(m.student_id), status: m.status, startsOn: m.starts_on }));
}

/** The page's figures; `marks` only while the residentialAttendance feature is on. */
export function studentsReport(
  rows: readonly StudentReportRow[],
  query: ReportFilters,
  marks?: readonly AttendanceMark[],
) {
  const filters = pickFilters(query, STUDENT_REPORT_FILTERS);
  const inFilter = rows.filter((r) => matchesFilters(r, filters));
  // The trend over years leaves the year filter out: it is the axis.
  const yearCounts = new Map<number, number>();
  for (const r of rows) {
    if (!matchesFilters(r, filters, 'year')) continue;
    for (const y of r.year) yearCounts.set(y, (yearCounts.get(y) ?? 0) + 1);
  }
  const report: StudentsReport = {
    total: inFilter.length,
    byProgramme: countBy(inFilter, (r) => r.programme),
    byLevel: countBy(inFilter, (r) => r.level),
    byHub: countBy(inFilter, (r) => r.hub),
    byStatus: countBy(inFilter, (r) => r.status),
    byAgeRange: countBy(inFilter, (r) => r.ageRange, AGE_RANGES),
    byStudentType: countBy(inFilter, (r) => r.studentType),
    byYear: [...yearCounts].sort((a, b) => a[0] - b[0]).map(([year, count]) => ({ year, count })),
    retention: retentionByProgramme(inFilter),
    ...(marks ? { attendance: attendanceByProgramme(inFilter, marks, query.year) } : {}),
    options: {
      year: [...new Set(rows.flatMap((r) => r.year))].sort().map(String),
      intake: distinctValues(rows, (r) => r.intake),
      programme: distinctValues(rows, (r) => r.programme),
      level: distinctValues(rows, (r) => r.level),
      hub: distinctValues(rows, (r) => r.hub),
      pace: distinctValues(rows, (r) => r.pace),
      studentType: distinctValues(rows, (r) => r.studentType),
      cohortGroup: distinctValues(rows, (r) => r.cohortGroup),
      status: distinctValues(rows, (r) => r.status),
    },
  };
  return { report, rows: inFilter };
}
