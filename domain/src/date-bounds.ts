import { z } from 'zod';
import { formatDate } from './date-format.ts';

// Issue 11: every date a person types is bounded to what makes sense for its field (a request
// effective in 9999 could never be approved; a birth in year 0001 is a typing slip). The ranges
// live here, one per kind of field, measured from today (UTC) when the value is checked; the
// schemas use boundedDate, so the server and the forms refuse the same dates with the same
// messages (422 per field). Messages show dates as the college writes them (DD/MM/YYYY).

/** A limit: a fixed YYYY-MM-DD, or years (and days) from today. */
export type DateLimit = string | { years: number; days?: number };

export interface DateRange {
  earliest: DateLimit;
  latest: DateLimit;
  /** Said when the date is before `earliest`; {date} is replaced by it. */
  tooEarly: string;
  /** Said when the date is after `latest`; {date} is replaced by it. */
  tooLate: string;
}

/** Today as YYYY-MM-DD (UTC). */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** YYYY-MM-DD moved by whole years and days; 29 February becomes 28 February in other years. */
export function shiftDate(date: string, years: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const moved = new Date(Date.UTC(year, m - 1, Math.min(d, lastDay)));
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export function resolveLimit(limit: DateLimit, now = new Date()): string {
  return typeof limit === 'string' ? limit : shiftDate(isoToday(now), limit.years, limit.days ?? 0);
}

/** The message when `date` (YYYY-MM-DD) is outside `range`, else null. */
export function dateRangeRefusal(date: string, range: DateRange, now = new Date()): string | null {
  const earliest = resolveLimit(range.earliest, now);
  const latest = resolveLimit(range.latest, now);
  if (date < earliest) return range.tooEarly.replace('{date}', formatDate(earliest));
  if (date > latest) return range.tooLate.replace('{date}', formatDate(latest));
  return null;
}

/** A real YYYY-MM-DD date within `range`; `message` when it is not a date at all. */
export function boundedDate(message: string, range: DateRange) {
  return z.iso.date({ error: message, abort: true }).superRefine((date, ctx) => {
    const refusal = dateRangeRefusal(date, range);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
}

/** Like boundedDate, but an empty text is allowed (a date left empty). */
export function optionalBoundedDate(message: string, range: DateRange) {
  const date = z.iso.date();
  return z.string({ error: message }).superRefine((value, ctx) => {
    if (value === '') return;
    if (!date.safeParse(value).success) return void ctx.addIssue({ code: 'custom', message });
    const refusal = dateRangeRefusal(value, range);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
}

const TODAY = { years: 0 } as const;
const YESTERDAY = { years: 0, days: -1 } as const;

/** The range of each kind of date field. */
export const DATE_RANGES = {
  dateOfBirth: {
    earliest: '1900-01-01',
    latest: YESTERDAY,
    tooEarly: 'Enter a date of birth from {date} on.',
    tooLate: 'The date of birth must be in the past.',
  },
  /**
   * When a deferral, interruption or withdrawal takes effect: within the range an engagement's
   * status change takes (effectiveDateProblem: at most a year ahead), so every request taken can
   * be approved; a request effective in 9999 never could.
   */
  requestEffective: {
    earliest: { years: -1 },
    latest: { years: 1 },
    tooEarly: 'The date can be at most a year ago ({date}).',
    tooLate: 'The date can be at most a year ahead ({date}).',
  },
  /** When a student returns from an interruption. */
  requestReturn: {
    earliest: { years: -1 },
    latest: { years: 3 },
    tooEarly: 'The return date can be at most a year ago ({date}).',
    tooLate: 'The return date can be at most three years ahead ({date}).',
  },
  /** A due date staff grant with an extension. */
  dueDate: {
    earliest: { years: -1 },
    latest: { years: 2 },
    tooEarly: 'The due date can be at most a year ago ({date}).',
    tooLate: 'The due date can be at most two years ahead ({date}).',
  },
  /** Something that has happened (a certificate issued, training completed). */
  pastEvent: {
    earliest: '1950-01-01',
    latest: TODAY,
    tooEarly: 'The date cannot be before {date}.',
    tooLate: 'The date cannot be in the future.',
  },
  /** A record of the college's own past (first contact, first gift, consent given, submitted). */
  collegeRecord: {
    earliest: '1950-01-01',
    latest: TODAY,
    tooEarly: 'The date cannot be before {date}.',
    tooLate: 'The date cannot be in the future.',
  },
  /** A start date of staff: the past, or up to two years ahead. */
  staffStart: {
    earliest: '1950-01-01',
    latest: { years: 2 },
    tooEarly: 'The date cannot be before {date}.',
    tooLate: 'The date can be at most two years ahead ({date}).',
  },
  /** An event or panel: ten years back to five years ahead. */
  event: {
    earliest: { years: -10 },
    latest: { years: 5 },
    tooEarly: 'The date can be at most ten years ago ({date}).',
    tooLate: 'The date can be at most five years ahead ({date}).',
  },
  /** An intake: from the first year of the system to five years ahead. */
  intake: {
    earliest: '2017-01-01',
    latest: { years: 5 },
    tooEarly: 'There are no intakes before {date}.',
    tooLate: 'The intake can be at most five years ahead ({date}).',
  },
} as const satisfies Record<string, DateRange>;
