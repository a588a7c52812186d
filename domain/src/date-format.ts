import { toDate } from './date-parse.ts';
import type { DateInput } from './date-parse.ts';

// spec 9, DESIGN 5: default date format DD/MM/YYYY (configurable), short date MM/YYYY, time HH:mm.
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';
export const SHORT_DATE_FORMAT = 'MM/YYYY';
export const TIME_FORMAT = 'HH:mm';

// spec 5, 9: a date in 1970 (the epoch, used for "before records began") shows as this.
export const PRE_SYSTEM_LABEL = 'Pre-2018';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True for a date the old system stored as the epoch: any date in 1970 (UTC). */
export function isPreSystemDate(date: Date): boolean {
  return date.getUTCFullYear() === 1970;
}

// spec 5: an empty (or unreadable) date shows nothing; a 1970 date shows 'Pre-2018'. Tokens:
// YYYY year, MM month, DD day, HH hours (24h), mm minutes; anything else is copied. UTC.
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT): string {
  const date = toDate(value);
  if (!date) return '';
  if (isPreSystemDate(date)) return PRE_SYSTEM_LABEL;
  const tokens: Record<string, string> = {
    YYYY: String(date.getUTCFullYear()),
    MM: pad(date.getUTCMonth() + 1),
    DD: pad(date.getUTCDate()),
    HH: pad(date.getUTCHours()),
    mm: pad(date.getUTCMinutes()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm/g, (token) => tokens[token] ?? token);
}

/** Month and year, MM/YYYY by default (spec 9). */
export function formatShortDate(value: DateInput, format: string = SHORT_DATE_FORMAT): string {
  return formatDate(value, format);
}

/** The date followed by the time, e.g. '05/03/2024 14:07' (spec 9). */
export function formatDateTime(value: DateInput, dateFormat: string = DEFAULT_DATE_FORMAT): string {
  return formatDate(value, `${dateFormat} ${TIME_FORMAT}`);
}
