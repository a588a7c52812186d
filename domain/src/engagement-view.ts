import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// What GET /students/:id/engagements answers (and each engagement write returns): a student's
// engagements with their sessions, status history and the moves open to them. One schema, so the
// server picks exactly these fields and the web app reads the same type.

const person = z.object({ id: z.number(), name: z.string() });

export const engagementSessionView = z.object({
  id: z.number(),
  /** The academic year's first calendar year (2026 = 2026/27). */
  academicYear: z.number(),
  level: z.string().nullable(),
  /** spec 4.2's enrolment session statuses. */
  status: z.string(),
  enrolledAt: z.string().nullable(),
});

export const statusChangeView = z.object({
  id: z.number(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string(),
  /** YYYY-MM-DD. */
  effectiveDate: z.string(),
  changedBy: person.nullable(),
  /** ISO-8601 UTC. */
  changedAt: z.string(),
});

export const engagementView = z.object({
  id: z.number(),
  version: z.number(),
  /** The student's current engagement (the one the students row mirrors). */
  current: z.boolean(),
  programmeCode: z.string(),
  programmeTitle: z.string().nullable(),
  pathway: z.string().nullable(),
  level: z.string().nullable(),
  cohort: z.string().nullable(),
  cohortGroup: z.string().nullable(),
  status: z.string(),
  pace: z.string().nullable(),
  studentType: z.string().nullable(),
  exitAward: z.string().nullable(),
  hub: z.string().nullable(),
  personalTutorId: z.number().nullable(),
  personalTutorName: z.string().nullable(),
  /** spec 4.2: the intentions status the rule gives (Dissertation, Required, Assumed or none). */
  intentions: z.string().nullable(),
  /** The student's stated intention for next year (INTENTION_CHOICES). */
  intention: z.string().nullable(),
  auditing: z.boolean(),
  startIntake: z.string(),
  endDate: z.string().nullable(),
  paymentTerm: z.string().nullable(),
  transferredFromId: z.number().nullable(),
  /** The statuses spec 4.2 (DESIGN 5) allows next, Transferred included. */
  nextStatuses: z.array(z.string()),
  /** spec 5: a transferable programme in a status that may move to Transferred. */
  canTransfer: z.boolean(),
  /** Newest first. */
  sessions: z.array(engagementSessionView),
  /** Newest first. */
  history: z.array(statusChangeView),
  /** Issue 11: approved requests waiting for their date to move this engagement, soonest first. */
  scheduledChanges: z.array(
    z.object({
      requestId: z.number(),
      /** Deferral, IoS or Withdrawal. */
      kind: z.string(),
      toStatus: z.string(),
      /** YYYY-MM-DD: the day the job applies it. */
      effectiveDate: z.string(),
    }),
  ),
});
export type EngagementView = z.infer<typeof engagementView>;

export const studentEngagements = z.object({
  studentId: z.number(),
  currentEngagementId: z.number().nullable(),
  /** Newest first. */
  items: z.array(engagementView),
  /** What the caller may do with the student's record (issue 12: the tab reads this). */
  abilities: abilitiesSchema('student'),
});
export type StudentEngagements = z.infer<typeof studentEngagements>;
