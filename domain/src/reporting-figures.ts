import { academicYearOf } from './academic-year.ts';
import { FUNNEL_STEPS } from './funnel-steps.ts';
import type { AttendanceRow, CountRow, FunnelStep, RetentionRow } from './reporting-contracts.ts';

// Issue 16: the reporting pages' computations (counts, funnel, retention, trend), pure so the
// server runs them over the rows it reads and the tests check them on their own.

/**
 * How many of `items` there are per value of `key`, largest first, ties by value; the items with
 * no value form the last row (value null). `order` (when given) sorts by its position instead and
 * keeps its values with a zero count.
 */
export function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | null | undefined,
  order?: readonly string[],
) {
  const counts = new Map<string | null, number>();
  for (const value of order ?? []) counts.set(value, 0);
  for (const item of items) {
    const raw = key(item);
    const value = raw === undefined || raw === '' ? null : raw;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const rows: CountRow[] = [...counts].map(([value, count]) => ({ value, count }));
  const rank = (v: string | null) => (order && v !== null && order.includes(v) ? order.indexOf(v) : Infinity);
  return rows
    .filter((r) => r.count > 0 || r.value !== null)
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === null ? 1 : -1;
      if (order) return rank(a.value) - rank(b.value) || (a.value < b.value ? -1 : 1);
      return b.count - a.count || (a.value < b.value ? -1 : 1);
    });
}

/** A person's furthest point on the way from potential student to completed (issue 16). */
export interface FunnelPerson {
  /** Stage Applicant or Student (spec 4.5, report group admin) counts as having applied too. */
  stage: string | null;
  applied: boolean;
  confirmed: boolean;
  enrolled: boolean;
  completed: boolean;
}

/**
 * The conversion funnel: potential students → applicants → confirmed → enrolled → completed.
 * Each step counts the people who reached it or any step after it, so a student who never had an
 * application on record still counts as an applicant and the funnel never widens.
 */
export function conversionFunnel(people: readonly FunnelPerson[]): FunnelStep[] {
  const reached = [0, 0, 0, 0, 0];
  for (const p of people) {
    const furthest = p.completed
      ? 4
      : p.enrolled || p.stage === 'Student'
        ? 3
        : p.confirmed
          ? 2
          : p.applied || p.stage === 'Applicant'
            ? 1
            : 0;
    for (let i = 0; i <= furthest; i++) reached[i]! += 1;
  }
  return FUNNEL_STEPS.map((step, i) => ({ step, count: reached[i]! }));
}

/** spec 4.2: the statuses that end an engagement before its end (counted as not retained). */
const LOST = { Withdrawn: 'withdrawn', Terminated: 'terminated' } as const;

/** Retention and withdrawal by programme, programmes by name; a rate of 0 when nobody is on it. */
export function retentionByProgramme(students: readonly { programme: string; status: string }[]): RetentionRow[] {
  const byProgramme = new Map<string, RetentionRow>();
  for (const s of students) {
    const row = byProgramme.get(s.programme) ?? {
      programme: s.programme,
      total: 0,
      retained: 0,
      withdrawn: 0,
      terminated: 0,
      retentionRate: 0,
    };
    row.total += 1;
    const lost = Object.hasOwn(LOST, s.status) ? LOST[s.status as keyof typeof LOST] : undefined;
    if (lost) row[lost] += 1;
    else row.retained += 1;
    byProgramme.set(s.programme, row);
  }
  return [...byProgramme.values()]
    .map((r) => ({ ...r, retentionRate: r.total === 0 ? 0 : r.retained / r.total }))
    .sort((a, b) => (a.programme < b.programme ? -1 : a.programme > b.programme ? 1 : 0));
}

/** One attendance mark: the student's id, Present / Late / Absent, and the residential's first day. */
export interface AttendanceMark {
  studentId: number;
  status: string;
  startsOn: string;
}

/**
 * Feature residentialAttendance: the marks of `students` per programme (programmes by name), only
 * those at residentials starting in academic year `year` when it is given.
 */
export function attendanceByProgramme(
  students: readonly { id: number; programme: string }[],
  marks: readonly AttendanceMark[],
  year?: number,
): AttendanceRow[] {
  const programmeOf = new Map(students.map((s) => [s.id, s.programme]));
  const rows = new Map<string, AttendanceRow>();
  for (const m of marks) {
    const programme = programmeOf.get(m.studentId);
    if (programme === undefined || (year !== undefined && academicYearOf(m.startsOn) !== year)) continue;
    const row = rows.get(programme) ?? { programme, present: 0, late: 0, absent: 0 };
    if (m.status === 'Present') row.present += 1;
    else if (m.status === 'Late') row.late += 1;
    else if (m.status === 'Absent') row.absent += 1;
    rows.set(programme, row);
  }
  return [...rows.values()].sort((a, b) => (a.programme < b.programme ? -1 : a.programme > b.programme ? 1 : 0));
}

/** Whole years between a birth date (YYYY-MM-DD) and `on`; undefined without a date. */
export function ageOn(dateOfBirth: string | null | undefined, on: Date): number | undefined {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return undefined;
  const [y, m, d] = dateOfBirth.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < m || (month === m && on.getUTCDate() < d)) age -= 1;
  return age;
}

/** Counts per academic year of a date, oldest first, years without any left out. */
export function countByAcademicYear<T>(items: readonly T[], date: (item: T) => string | null | undefined) {
  const counts = new Map<number, number>();
  for (const item of items) {
    const d = date(item);
    if (!d) continue;
    const year = academicYearOf(d);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]).map(([year, count]) => ({ year, count }));
}

/** The distinct values of a field, sorted, empties left out: the choices a filter offers. */
export function distinctValues<T>(items: readonly T[], key: (item: T) => string | null | undefined): string[] {
  const values = new Set<string>();
  for (const item of items) {
    const v = key(item);
    if (v) values.add(v);
  }
  return [...values].sort();
}
