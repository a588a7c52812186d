import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';
import { DISSERTATION_STAGES, DISSERTATION_TASKS } from './dissertation.ts';

// What the dissertation calls take and answer (docs/api-contract.md, "Dissertations"), shared by
// the server routes and the web hooks (issue 12): the fields are picked here, never a raw row.

const title = z
  .string()
  .trim()
  .max(300, 'Keep the title to 300 characters.')
  .transform((t) => (t === '' ? null : t))
  .nullable();
const supervisorId = z.number({ error: 'Choose a faculty member.' }).int().positive().nullable();

export const startDissertationBody = z
  .object({
    /** The working title, if known. */
    title: title.optional(),
    /** The faculty member supervising it, if agreed. */
    supervisorId: supervisorId.optional(),
  })
  .strict()
  .nullish();

export const dissertationPatchBody = z
  .object({
    /** The version last read: a stale one is refused with 409. */
    version: z.number({ error: 'Give the version you read.' }).int(),
    /** spec 4.6's stage to move to (domain dissertation-stage-moves.ts decides which are allowed). */
    stage: z.enum(DISSERTATION_STAGES, { error: `Choose one of: ${DISSERTATION_STAGES.join(', ')}.` }).optional(),
    title: title.optional(),
    supervisorId: supervisorId.optional(),
  })
  .strict();
export type DissertationPatch = z.input<typeof dissertationPatchBody>;

const named = z.object({ id: z.number(), name: z.string() });
export type Named = z.infer<typeof named>;

export const dissertationTask = z.object({
  /** spec 4.6's task name. */
  task: z.enum(DISSERTATION_TASKS),
  done: z.boolean(),
  /** When it was ticked (ISO date-time), null while not done. */
  completedAt: z.string().nullable(),
  /** Who ticked it (the real user at the keyboard). */
  completedBy: named.nullable(),
});
export type DissertationTaskState = z.infer<typeof dissertationTask>;

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

/** The tab's answer: the dissertation with what the caller may do (canEdit: start, move, tick). */
export const studentDissertationAnswer = studentDissertationResponse.extend({ abilities: abilitiesSchema('student') });
export type StudentDissertationAnswer = z.infer<typeof studentDissertationAnswer>;

export const supervisorsResponse = z.object({ items: z.array(named) });
export type Supervisors = z.infer<typeof supervisorsResponse>;
