// Reading dates for the display helpers and rules. Everything is UTC so results never depend on
// the machine's time zone.

export type DateInput = Date | string | number | null | undefined;

/** A valid Date for `value`, or null when it is empty or not a date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD' of a date in UTC. */
export function toUtcIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
