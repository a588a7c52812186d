import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 18 part 4: a student's module result from the weighted marks of the instance's
// assignments, its outcome and the credits it gives. The words are those of the results table
// (Enrolled while open; Passed, Failed, Resit, Withdrawn, Deferred), so module places keep
// counting credits as before.

/** Pass marks by level where system data says nothing (UK practice: 40 undergraduate, 50 at 7). */
export const DEFAULT_PASS_MARKS: Readonly<Record<string, number>> = { '4': 40, '5': 40, '6': 40, '7': 50 };

/** How far below the pass mark a result still earns a resit rather than a fail (our reading). */
export const RESIT_BAND = 10;

export function passMarkFor(level: string | null): number {
  return (level !== null && DEFAULT_PASS_MARKS[level]) || 40;
}

/** Outcomes registry records by hand; the marks never override them. */
export const RECORDED_OUTCOMES = ['Withdrawn', 'Deferred'] as const;
export const RESULT_OUTCOMES = ['Passed', 'Resit', 'Failed', ...RECORDED_OUTCOMES] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];

export interface WeightedMark {
  weight: number;
  mark: number | null;
}

/**
 * The module mark: the weighted mean of the assignment marks, rounded half up to a whole number.
 * Null while an assignment is unmarked or no assignments with weight are planned.
 */
export function moduleMark(marks: readonly WeightedMark[]): number | null {
  const weight = marks.reduce((s, m) => s + m.weight, 0);
  if (weight <= 0 || marks.some((m) => m.mark === null)) return null;
  const sum = marks.reduce((s, m) => s + m.weight * (m.mark as number), 0);
  return Math.round(sum / weight);
}

export interface ResultInput {
  marks: readonly WeightedMark[];
  /** The outcome stored on the place (Enrolled, or one recorded earlier). */
  stored: string;
  level: string | null;
  credits: number;
}

export interface ComputedResult {
  mark: number | null;
  /** Null while the result is not complete (an assignment unmarked). */
  outcome: ResultOutcome | null;
  creditsAwarded: number;
}

export function computeResult(input: ResultInput): ComputedResult {
  const mark = moduleMark(input.marks);
  if ((RECORDED_OUTCOMES as readonly string[]).includes(input.stored))
    return { mark, outcome: input.stored as ResultOutcome, creditsAwarded: 0 };
  if (mark === null) return { mark, outcome: null, creditsAwarded: 0 };
  const pass = passMarkFor(input.level);
  if (mark >= pass) return { mark, outcome: 'Passed', creditsAwarded: input.credits };
  return { mark, outcome: mark >= pass - RESIT_BAND ? 'Resit' : 'Failed', creditsAwarded: 0 };
}

export const moduleResultRow = z.object({
  studentId: z.number(),
  name: z.string(),
  partnerId: z.number(),
  mark: z.number().nullable(),
  outcome: z.enum(RESULT_OUTCOMES).nullable(),
  creditsAwarded: z.number(),
});
export type ModuleResultRow = z.infer<typeof moduleResultRow>;

/** GET/POST {api}/module-instances/:id/results */
export const moduleResults = z.object({
  instanceId: z.number(),
  level: z.string().nullable(),
  credits: z.number(),
  passMark: z.number(),
  /** ISO date-time the exam board confirmed the results; null while open. */
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  rows: z.array(moduleResultRow),
  /** True when every row has an outcome, so the board can confirm. */
  complete: z.boolean(),
  abilities: abilitiesSchema('moduleResults'),
});
export type ModuleResults = z.infer<typeof moduleResults>;
