import { fakerEN_GB as faker } from '@faker-js/faker';
import { addDays, daysBetween } from '@collegium/domain/day-arithmetic';
import type { ProgrammeCode } from '@collegium/domain/programme-levels';

// Dates for the demo student records: ISO date arithmetic, random dates and office-hours
// timestamps, and the college's intakes (the second Monday of September and of January).

/** Programmes that also start in January (the rest start only in September). */
export const JANUARY_PROGRAMMES: readonly ProgrammeCode[] = [
  'CertHE',
  'DipHE',
  'BTh',
  'GradCert',
  'MA',
  'PGCert',
  'PGDip',
];

export { addDays, daysBetween };

/** A date between two dates (inclusive); `from` when the range is empty. */
export function dateIn(from: string, to: string): string {
  const span = daysBetween(from, to);
  return span <= 0 ? from.slice(0, 10) : addDays(from, faker.number.int({ min: 0, max: span }));
}

/** A timestamp during office hours on `date`. */
export function officeHours(date: string): string {
  const hour = String(faker.number.int({ min: 9, max: 16 })).padStart(2, '0');
  const minute = String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0');
  return `${date.slice(0, 10)}T${hour}:${minute}:00.000Z`;
}

/** The second Monday of a month (1-based): when the college's intakes start. */
function secondMonday(year: number, month: number): string {
  const firstDay = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstDay) % 7);
  return `${year}-${String(month).padStart(2, '0')}-${String(firstMonday + 7).padStart(2, '0')}`;
}

/** The September intake of an academic year (e.g. 2026 → 2026-09-14). */
export function septemberIntake(academicYear: number): string {
  return secondMonday(academicYear, 9);
}

/** The January intake of an academic year (e.g. 2026 → 2027-01-11). */
export function januaryIntake(academicYear: number): string {
  return secondMonday(academicYear + 1, 1);
}

/** The programme codes starting at an intake. */
export function intakeProgrammes(startsOn: string, all: readonly ProgrammeCode[]): ProgrammeCode[] {
  return startsOn.slice(5, 7) === '01' ? all.filter((p) => JANUARY_PROGRAMMES.includes(p)) : [...all];
}
