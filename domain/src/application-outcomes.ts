import { z } from 'zod';
import { applicantListPage } from './applicant-list.ts';

// Issue 12: the contract of issue 6 "Accepting" (POST /applications/{id}/confirm) and of
// myapplicants (GET /myapplicants, /myapplicants/{id}), shared by the server routes and the web.

export const confirmBody = z.object({
  /** The application version the caller read (409 when someone changed it since). */
  version: z.number({ error: 'Give the version you read.' }).int().positive('Give the version you read.'),
});

export const confirmAnswer = z.object({
  applicationId: z.number(),
  status: z.string(),
  version: z.number(),
  studentId: z.number(),
  partnerId: z.number(),
  engagementId: z.number(),
  createdStudent: z.boolean(),
  createdEngagement: z.boolean(),
  /** The portal account (null when no engagement was made): created, granted the Student role, already held, or none and why. */
  portalAccess: z
    .object({
      userId: z.number().nullable(),
      outcome: z.enum(['created', 'granted', 'already', 'no-email', 'email-taken']),
    })
    .nullable(),
  /** Onboarding e-mails queued (spec 9). */
  onboardingQueued: z.number(),
});
export type ConfirmAnswer = z.infer<typeof confirmAnswer>;

export const myApplicantRow = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  course: z.string(),
  intake: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type MyApplicantRow = z.infer<typeof myApplicantRow>;

/** One page of the caller's applicants (the shared applicant list) and the programme they direct. */
export const myApplicantList = applicantListPage.extend({ programme: z.string().nullable() });
export type MyApplicantList = z.infer<typeof myApplicantList>;

export const myApplicant = myApplicantRow.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  courseTitle: z.string().nullable(),
  studyPace: z.string().nullable(),
  applicantType: z.string().nullable(),
  diocese: z.string().nullable(),
  cohortGroup: z.string().nullable(),
  references: z.array(
    z.object({ kind: z.string(), name: z.string(), status: z.string(), receivedAt: z.string().nullable() }),
  ),
  evidence: z.array(z.object({ type: z.string(), source: z.string(), createdAt: z.string() })),
});
export type MyApplicant = z.infer<typeof myApplicant>;
