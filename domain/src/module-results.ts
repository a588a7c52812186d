import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 18 part 4: a student's module result from the weighted marks of the instance's
// assignments, its outcome and the credits it gives. The words are those of the results table
// (Enrolled while open; Passed, Failed, Resit, Withdrawn, Deferred), so module places keep
// counting credits as before.

/** How far below the pass mark a result still earns a resit rather than a fail (our reading). */
export const RESIT_BAND = 10;

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
  /** The pass mark of the module's level (System data's pass marks, `passMarkFor`). */
  passMark: number;
  credits: number;
  /** The mark of a resit attempt registry recorded; only a first result of Resit takes one. */
  resitMark?: number | null;
}

export interface ComputedResult {
  mark: number | null;
  /** Null while the result is not complete (an assignment unmarked). */
  outcome: ResultOutcome | null;
  creditsAwarded: number;
}

/**
 * The result after a resit (our reading; spec 9 is silent): a resit that reaches the pass mark
 * passes with the module's credits and its mark capped at the pass mark; one below it fails, with
 * the better of the two marks. There is one resit attempt.
 */
export function resitResult(first: number, resit: number, passMark: number, credits: number): ComputedResult {
  if (resit >= passMark) return { mark: passMark, outcome: 'Passed', creditsAwarded: credits };
  return { mark: Math.max(first, resit), outcome: 'Failed', creditsAwarded: 0 };
}

export function computeResult(input: ResultInput): ComputedResult {
  const first = firstResult(input);
  if (first.outcome === 'Resit' && input.resitMark != null)
    return resitResult(first.mark as number, input.resitMark, input.passMark, input.credits);
  return first;
}

/** The result of the first attempt, from the marks of the grid. */
export function firstResult(input: ResultInput): ComputedResult {
  const mark = moduleMark(input.marks);
  if ((RECORDED_OUTCOMES as readonly string[]).includes(input.stored))
    return { mark, outcome: input.stored as ResultOutcome, creditsAwarded: 0 };
  if (mark === null) return { mark, outcome: null, creditsAwarded: 0 };
  const pass = input.passMark;
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
  /** The first attempt's mark and outcome (the grid's), which differ from the result after a resit. */
  firstMark: z.number().nullable(),
  firstOutcome: z.enum(RESULT_OUTCOMES).nullable(),
  /** The resit attempt's mark, as recorded; null when none. */
  resitMark: z.number().nullable(),
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

const resitMarkField = z
  .number({ error: 'Give the resit mark as a whole number from 0 to 100, or nothing to clear it.' })
  .int('Give the resit mark as a whole number from 0 to 100.')
  .min(0, 'A mark is at least 0.')
  .max(100, 'A mark is at most 100.')
  .nullable();

/** PUT {api}/module-instances/:id/results/:studentId/resit: record (or clear, null) a resit attempt. */
export const recordResitSchema = z.strictObject({ mark: resitMarkField });
export type RecordResit = z.infer<typeof recordResitSchema>;
