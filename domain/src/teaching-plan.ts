import { z } from 'zod';
import { DATE_RANGES, shiftDate } from './date-bounds.ts';
import { isoDate } from './entities/common-fields.ts';

// Issue 18, planning the teaching year: an instance's assignments (title, due date, weight; the
// weights make the module mark, so they add to 100) and "next year's instances from this year's".

/** The module mark is out of 100: an instance's assignment weights add to this. */
export const TOTAL_WEIGHT = 100;

export const assignmentInput = z.object({
  /** An assignment kept from before; absent for a new one. */
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(2, 'Give the assignment a title.').max(200, 'Keep it to 200 characters.'),
  /** YYYY-MM-DD; extensions move a student's own due date from it (spec 1, 9). */
  dueDate: isoDate(DATE_RANGES.intake),
  /** Percentage of the module mark. */
  weight: z
    .number({ error: 'Give the weight as a whole percentage.' })
    .int('Give the weight as a whole percentage.')
    .min(1, 'A weight is at least 1%.')
    .max(TOTAL_WEIGHT, `A weight is at most ${TOTAL_WEIGHT}%.`),
});
export type AssignmentInput = z.infer<typeof assignmentInput>;

/** Why a set of weights cannot make a module mark, or null when it can (none at all is a plan not yet made). */
export function weightProblem(weights: readonly number[]): string | null {
  if (weights.length === 0) return null;
  const total = weights.reduce((sum, w) => sum + w, 0);
  return total === TOTAL_WEIGHT ? null : `The weights add to ${total}%; they must add to ${TOTAL_WEIGHT}%.`;
}

/** PUT {api}/module-instances/:id/assignments: the whole list, in order, against the instance's version. */
export const assignmentsInput = z
  .object({
    /** The instance's version read with the list (409 when someone saved meanwhile). */
    version: z.number().int().positive(),
    assignments: z.array(assignmentInput).max(12, 'At most 12 assignments.'),
  })
  .superRefine((value, ctx) => {
    const problem = weightProblem(value.assignments.map((a) => a.weight));
    if (problem) ctx.addIssue({ code: 'custom', path: ['assignments'], message: problem });
    const ids = value.assignments.flatMap((a) => (a.id === undefined ? [] : [a.id]));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['assignments'], message: 'An assignment is listed twice.' });
  });
export type AssignmentsInput = z.infer<typeof assignmentsInput>;

export const plannedAssignment = z.object({
  id: z.number(),
  title: z.string(),
  dueDate: z.string(),
  weight: z.number(),
  /** Submissions recorded against it: such an assignment cannot be removed. */
  submissionCount: z.number(),
});
export type PlannedAssignment = z.infer<typeof plannedAssignment>;

export const instanceAssignmentsResponse = z.object({
  instanceId: z.number(),
  /** The instance's version: the next save sends it back. */
  version: z.number(),
  assignments: z.array(plannedAssignment),
  abilities: z.object({ canPlan: z.boolean() }),
});
export type InstanceAssignments = z.infer<typeof instanceAssignmentsResponse>;

/** POST {api}/modules/:id/instances/next-year: copies the instances of `fromYear` into the year after. */
export const rollForwardInput = z.object({
  fromYear: z.number().int().min(2017).max(2099),
});
export type RollForwardInput = z.infer<typeof rollForwardInput>;

export const rollForwardResponse = z.object({
  toYear: z.number(),
  /** The hubs given a new instance. */
  created: z.array(z.string()),
  /** The hubs that already had one in the new year (left as they are). */
  skipped: z.array(z.string()),
});
export type RollForwardResult = z.infer<typeof rollForwardResponse>;

/** A date of one year carried into the next (29 February becomes 28 February). */
export function nextYearsDate(date: string): string {
  return shiftDate(date, 1);
}
