// Day arithmetic, written once (issue 12): on instants (a link that lasts N days, a retry
// tomorrow) and on calendar dates (YYYY-MM-DD: a due date moved on, a cut-off 30 days back). A day
// here is 24 hours of UTC time (no calendar or daylight-saving rule applies to an expiry instant,
// and a date is read as its UTC midnight).

export const DAY_MS = 86_400_000;

/** The instant `days` days (of 24 hours) after `instant`; negative goes back. */
export function daysAfter(instant: Date | number, days: number): Date {
  return new Date((typeof instant === 'number' ? instant : instant.getTime()) + days * DAY_MS);
}

/** `days` days after a YYYY-MM-DD date (or the date part of a timestamp), as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return daysAfter(Date.parse(`${date.slice(0, 10)}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
}
