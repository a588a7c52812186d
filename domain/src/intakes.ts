import { z } from 'zod';
import { toDate, toUtcIsoDate } from './date-parse.ts';
import type { DateInput } from './date-parse.ts';

// spec 3: intakes map: registration date (YYYY-MM-DD) → programme codes starting then.
export const intakesMapSchema = z.record(
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Registration date must be YYYY-MM-DD'),
  z.array(z.string().min(1)),
);
export type IntakesMap = z.infer<typeof intakesMapSchema>;

// spec 3: only the intakes whose date is not before today (compared as UTC calendar dates),
// ordered by date.
export function upcomingIntakes(map: IntakesMap, today: DateInput = new Date()): IntakesMap {
  const todayDate = toDate(today);
  if (!todayDate) return { ...map };
  const from = toUtcIsoDate(todayDate);
  return Object.fromEntries(
    Object.entries(map)
      .filter(([date]) => date >= from)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
