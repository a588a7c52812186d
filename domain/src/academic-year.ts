// spec 5, 9: an academic year is shown as the year then the two-digit next year: 2024 → '2024/25'.
// The spec also writes this as year/(year-1999); the two agree from 2000 to 2098, and taking the
// next year modulo 100 keeps 2099 as '2099/00' rather than '2099/100'.
export function academicYear(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

