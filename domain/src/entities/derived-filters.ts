import { AGE_RANGES, type AgeRange } from '../age-range.ts';
import { FUNNEL_STEPS } from '../funnel-steps.ts';

// Issue 16: list filters that are not a column of the entity's own table (the academic year a
// student studied in, their age range, the event a person registered for, how far a potential
// student got). The reporting pages' figures link to the generic lists with them, so a list shows
// exactly the records a figure counted. The definition says the name, label and the values it
// accepts; the server says how each is read (modules/entities/derived-filters.ts).

export interface DerivedFilterDefinition {
  /** The list's query parameter: `?academicYear=2026`. */
  name: string;
  label: string;
  /** year: an academic year by its first calendar year; date: YYYY-MM-DD; text: any value up to 200 characters. */
  kind: 'year' | 'date' | 'text';
  /** Fixed choices, when the filter has them. */
  options?: readonly string[];
}

export const ACADEMIC_YEAR_FILTER: DerivedFilterDefinition = {
  name: 'academicYear',
  label: 'Academic year',
  kind: 'year',
};
export const INTAKE_FILTER: DerivedFilterDefinition = { name: 'intake', label: 'Intake', kind: 'date' };
export const AGE_RANGE_FILTER: DerivedFilterDefinition = {
  name: 'ageRange',
  label: 'Age range',
  kind: 'text',
  options: AGE_RANGES,
};
export const EVENT_FILTER: DerivedFilterDefinition = { name: 'event', label: 'Event', kind: 'text' };
/** A potential student who reached a step of the conversion funnel (or a later one). */
export const REACHED_FILTER: DerivedFilterDefinition = {
  name: 'reached',
  label: 'Reached',
  kind: 'text',
  options: FUNNEL_STEPS.slice(1),
};

/** The problem with a derived filter's value, or undefined when the value is fine. */
export function derivedFilterProblem(filter: DerivedFilterDefinition, value: string): string | undefined {
  if (filter.options && !filter.options.includes(value)) return `Choose from: ${filter.options.join(', ')}.`;
  if (filter.kind === 'year') {
    const year = Number(value);
    if (!/^\d{4}$/.test(value) || year < 2017 || year > 2100)
      return 'Give the academic year as its first calendar year, from 2017 to 2100 (2026 = 2026/27).';
  }
  if (filter.kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter a date as YYYY-MM-DD.';
  if (value.length > 200) return 'Keep it to 200 characters.';
  return undefined;
}

/** The first and last day (YYYY-MM-DD, the end exclusive) of an academic year: 1 August to 31 July. */
export function academicYearDates(year: number): { from: string; before: string } {
  return { from: `${year}-08-01`, before: `${year + 1}-08-01` };
}

/**
 * The dates of birth (YYYY-MM-DD) whose age on `today` (UTC, whole years as `ageOn` counts them)
 * falls in an age range: born on or before `onOrBefore` and, for a closed range, after `after`.
 */
export function birthDatesOfAgeRange(range: AgeRange, today: Date): { onOrBefore: string; after?: string } {
  const [low, high] = range.endsWith('+')
    ? [Number(range.slice(0, -1)) + 1, undefined]
    : (range.split('-').map(Number) as [number, number]);
  const monthDay = today.toISOString().slice(4, 10);
  const yearsAgo = (n: number) => `${String(today.getUTCFullYear() - n).padStart(4, '0')}${monthDay}`;
  // Aged at least n on today ⟺ born on or before today's month and day n years ago.
  return { onOrBefore: yearsAgo(low), ...(high === undefined ? {} : { after: yearsAgo(high + 1) }) };
}
