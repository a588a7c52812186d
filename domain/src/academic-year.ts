// spec 5, 9: an academic year is shown as the year then the two-digit next year: 2024 → '2024/25'.
// The spec also writes this as year/(year-1999); the two agree from 2000 to 2098, and taking the
// next year modulo 100 keeps 2099 as '2099/00' rather than '2099/100'.
export function academicYear(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * The academic year a date falls in, by its first calendar year: the year runs from 1 August
 * (when September-intake payment schedules start, spec 9) to 31 July, so 2026-11-22 → 2026 and
 * 2027-03-01 → 2026. Read in UTC.
 */
export function academicYearOf(date: Date | string = new Date()): number {
  const d = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  const year = d.getUTCFullYear();
  return d.getUTCMonth() >= 7 ? year : year - 1;
}
