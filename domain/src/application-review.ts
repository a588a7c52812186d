import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';
import { applicationStateSchema } from './application-state.ts';

// Issue 12: what admissions see of one application (spec 2.5, 4.4; GET applications/{id}/review and
// every review write, and the read-only fc-applications record), shared by the server and the web.

const option = z.object({ value: z.string(), label: z.string() });

export const reviewRecordSchema = z.object({
  id: z.number(),
  /** The application row's version: send it back with every change (409 when it moved on). */
  version: z.number(),
  personId: z.number(),
  applicantName: z.string(),
  email: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  /** True once the applicant has submitted it (a complete application, spec 4.3). */
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  course: z.string(),
  courseTitle: z.string().nullable(),
  intake: z.string().nullable(),
  studyPace: z.string().nullable(),
  applicantType: z.string().nullable(),
  diocese: z.string().nullable(),
  cohortGroup: z.string().nullable(),
  /** The applicant's answers per wizard step, as GET applicant/application gives them. */
  answers: applicationStateSchema.shape.answers,
  needsLeaderReference: z.boolean(),
  sections: z.array(
    z.object({
      section: z.string(),
      /** The section's catalogue (spec 4.4). */
      options: z.array(z.string()),
      /** null: not yet reviewed. */
      status: z.string().nullable(),
      notes: z.string(),
      optional: z.boolean(),
      updatedAt: z.string().nullable(),
      updatedBy: z.string().nullable(),
    }),
  ),
  references: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      name: z.string(),
      email: z.string(),
      /** Not sent, Requested or Received. */
      status: z.string(),
      requestedAt: z.string().nullable(),
      receivedAt: z.string().nullable(),
      linkExpiresAt: z.string().nullable(),
      answers: z
        .object({
          relationshipApplicant: z.string().nullable(),
          timeKnown: z.string().nullable(),
          academicAbility: z.string().nullable(),
          interactionAbility: z.string().nullable(),
          suitabilityPostgraduate: z.string().nullable(),
          comments: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  evidence: applicationStateSchema.shape.evidence,
  /** The diocese organisation's own e-mail address (where a diocese request goes by default). */
  dioceseEmail: z.string().nullable(),
  /** The latest diocese evidence request: to whom, when, and until when its link works. */
  dioceseRequest: z.object({ email: z.string(), sentAt: z.string(), expiresAt: z.string() }).nullable(),
  /** The statuses staff may set next (domain application-status-transitions.ts). */
  nextStatuses: z.array(option),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/** The review record with what the caller may do with it (canEdit: the review writes). */
export const applicationReviewSchema = reviewRecordSchema.extend({ abilities: abilitiesSchema('application') });
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;
export type SectionReview = ReviewRecord['sections'][number];
export type ReviewReference = ReviewRecord['references'][number];
export type ReviewEvidence = ReviewRecord['evidence'][number];
