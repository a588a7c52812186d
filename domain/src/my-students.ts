import { z } from 'zod';

// Issue 12: the contract of My Students (spec 2.4, 2.5), shared by the server routes and the web
// hooks. Learning-support needs are special-category data (UK GDPR art. 9): every read is audited.

export const learningSupportNeed = z.object({
  /** e.g. ['Dyslexia', 'Mental-health']. */
  categories: z.array(z.string()),
  needs: z.string(),
  /** What the college has agreed to do (extra time, handouts in advance...). */
  adjustments: z.string().nullable(),
  /** YYYY-MM-DD, when the student told the college. */
  disclosedOn: z.string().nullable(),
});
export type LearningSupportNeed = z.infer<typeof learningSupportNeed>;

export const tuteeSupport = learningSupportNeed.extend({
  studentId: z.number(),
  name: z.string(),
  partnerId: z.number(),
  programmeCode: z.string(),
  level: z.string().nullable(),
  hub: z.string().nullable(),
});

export type TuteeSupport = z.infer<typeof tuteeSupport>;

export const learningSupportList = z.object({
  /** How many tutees the viewer has. */
  tutees: z.number(),
  /** Those with recorded needs, by surname. */
  items: z.array(tuteeSupport),
});
export type LearningSupportList = z.infer<typeof learningSupportList>;

export const oneStudentSupport = z.object({ need: learningSupportNeed.nullable() });
export type OneStudentSupport = z.infer<typeof oneStudentSupport>;

export const myStudentRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Shown zero-padded to 7 digits (spec 3). */
  partnerId: z.number(),
  programmeCode: z.string(),
  programmeTitle: z.string().nullable(),
  level: z.string().nullable(),
  cohort: z.string().nullable(),
  hub: z.string().nullable(),
  /** The current engagement's status (spec 4.2). */
  status: z.string(),
  personalTutor: z.string().nullable(),
  /** The stored photo's id for the photo URL; null when there is no photo. */
  photoVersion: z.number().nullable(),
  /** Whether the viewer is this student's personal tutor (else they teach them). */
  isTutee: z.boolean(),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Town and county: where the student lives, without the street. */
    city: z.string().nullable(),
    county: z.string().nullable(),
  }),
  year: z.object({
    academicYear: z.number(),
    /** As shown: '2026/27'. */
    label: z.string(),
    modules: z.array(
      z.object({
        moduleCode: z.string(),
        moduleTitle: z.string(),
        credits: z.number(),
        hub: z.string(),
        tutor: z.string().nullable(),
        /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
        outcome: z.string(),
        mark: z.number().nullable(),
      }),
    ),
  }),
});
export type MyStudentRecord = z.infer<typeof myStudentRecordSchema>;
