import { DISSERTATION_STAGES, DISSERTATION_TASKS } from '@collegium/domain/dissertation';
import { z } from 'zod';

// What the dissertation calls answer (docs/api-contract.md, "Dissertations"): the fields are
// picked here, never a raw row.

const named = z.object({ id: z.number(), name: z.string() });

export const dissertationTask = z.object({
  /** spec 4.6's task name. */
  task: z.enum(DISSERTATION_TASKS),
  done: z.boolean(),
  /** When it was ticked (ISO date-time), null while not done. */
  completedAt: z.string().nullable(),
  /** Who ticked it (the real user at the keyboard). */
  completedBy: named.nullable(),
});

export const dissertationResponse = z.object({
  id: z.number(),
  version: z.number(),
  engagementId: z.number(),
  title: z.string().nullable(),
  stage: z.enum(DISSERTATION_STAGES),
  /** While Deferred: the stage it paused at. */
  deferredFrom: z.enum(DISSERTATION_STAGES).nullable(),
  supervisor: named.nullable(),
  /** Every task of spec 4.6, in catalogue order. */
  tasks: z.array(dissertationTask),
  /** The stages it may move to now (domain dissertation-stage-moves.ts). */
  moves: z.array(z.enum(DISSERTATION_STAGES)),
  /** Whether tasks can be ticked at this stage (from Submitted on). */
  tasksOpen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DissertationView = z.infer<typeof dissertationResponse>;

export const studentDissertationResponse = z.object({
  studentId: z.number(),
  /** spec 5: MA at cohort 7 on the current engagement. */
  ready: z.boolean(),
  /** Why the student is (or is not) ready, in words. */
  readiness: z.string(),
  dissertation: dissertationResponse.nullable(),
});
export type StudentDissertationView = z.infer<typeof studentDissertationResponse>;

export const supervisorsResponse = z.object({ items: z.array(named) });
