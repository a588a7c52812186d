import { z } from 'zod';
import { MAX_ENROL_BATCH } from './enrolment.ts';

// Issue 12: the contract of spec 2.4 enrolment (GET /students/enrolment, POST
// /students/enrolment/enrol), shared by the server routes and the web hooks.

export const enrolmentRow = z.object({
  sessionId: z.number(),
  studentId: z.number(),
  engagementId: z.number(),
  partnerId: z.number(),
  name: z.string(),
  programme: z.string(),
  level: z.string().nullable(),
  hub: z.string().nullable(),
  engagementStatus: z.string(),
  startIntake: z.string(),
  /** The session's enrolment status (spec 4.2). */
  status: z.string(),
  enrolledAt: z.string().nullable(),
  enrolledBy: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type EnrolmentRow = z.infer<typeof enrolmentRow>;

export const enrolBody = z.object({
  /** The sessions to mark enrolled (engagement_sessions ids), each once. */
  sessionIds: z
    .array(z.number({ error: 'Session ids are numbers.' }).int().positive(), {
      error: 'Give the sessions as a list of ids.',
    })
    .min(1, 'Choose at least one session.')
    .max(MAX_ENROL_BATCH, `Mark at most ${MAX_ENROL_BATCH} sessions at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Give each session once.'),
});

export const enrolmentList = z.object({
  items: z.array(enrolmentRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  academicYear: z.number(),
  /** The whole year's sessions, whatever the filters. */
  counts: z.object({ enrolled: z.number(), notEnrolled: z.number() }),
  hubs: z.array(z.string()),
  /** Years that have sessions, newest first. */
  academicYears: z.array(z.number()),
});
export type EnrolmentList = z.infer<typeof enrolmentList>;

export const enrolResult = z.object({
  enrolled: z.number(),
  /** Engagements that went from Starting to Current. */
  started: z.number(),
  sessions: z.array(z.object({ id: z.number(), status: z.string(), enrolledAt: z.string() })),
});
export type EnrolResult = z.infer<typeof enrolResult>;
