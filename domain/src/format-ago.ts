import { PRE_SYSTEM_LABEL, isPreSystemDate } from './date-format.ts';
import { toDate } from './date-parse.ts';
import type { DateInput } from './date-parse.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function span(ms: number): string {
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  const days = Math.floor(ms / DAY);
  if (days < 30) return plural(days, 'day');
  if (days < 365) return plural(Math.min(11, Math.floor(days / 30)), 'month');
  return plural(Math.floor(days / 365), 'year');
}

// spec 5: an 'ago' display shows 'Never' for an empty date (e.g. a user who never signed in).
// Under a minute either way is 'just now'; a future date reads 'in 3 days'. Months are 30 days
// and years 365, rounded down. A 1970 date is 'Pre-2018' as everywhere else.
export function formatAgo(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  if (!date) return 'Never';
  if (isPreSystemDate(date)) return PRE_SYSTEM_LABEL;
  const reference = toDate(now) ?? new Date();
  const diff = reference.getTime() - date.getTime();
  if (Math.abs(diff) < MINUTE) return 'just now';
  return diff > 0 ? `${span(diff)} ago` : `in ${span(-diff)}`;
}
