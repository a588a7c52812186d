import { z } from 'zod';
import { COHORT_GROUPS } from './cohorts.ts';
import { engagementVersion } from './engagement-status-change.ts';
import { PAYMENT_TERMS } from './payment-terms.ts';
import { EXIT_AWARDS, STUDENT_TYPES } from './student-types.ts';
import { STUDY_PACES } from './study-pace.ts';

// The details of an engagement a registry officer edits (PATCH /engagements/:id); status,
// programme and level change only through a status change or a transfer. Empty is null.

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .enum(values, { error: `Choose one of the ${label} offered.` })
    .nullable()
    .optional();

export const engagementDetailsInput = z.object({
  version: engagementVersion,
  /** The faculty member who is the student's personal tutor (a faculty id). */
  personalTutorId: z.number({ error: 'Choose a personal tutor.' }).int().positive().nullable().optional(),
  pathway: z
    .string()
    .trim()
    .max(100, 'Keep it to 100 characters.')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  /** spec 9: PT, FT or Extended. */
  pace: choice(STUDY_PACES, 'paces'),
  /** spec 9: Independent, Ordinand or LLM. */
  studentType: choice(STUDENT_TYPES, 'student types'),
  /** spec 9's cohort groups. */
  cohortGroup: choice(COHORT_GROUPS, 'cohort groups'),
  /** spec 9's exit awards. */
  exitAward: choice(EXIT_AWARDS, 'exit awards'),
  /** spec 9's payment terms. */
  paymentTerm: choice(PAYMENT_TERMS, 'payment terms'),
  /** spec 5: attends without taking credit. */
  auditing: z.boolean({ error: 'Auditing is yes or no.' }).optional(),
});
export type EngagementDetailsInput = z.infer<typeof engagementDetailsInput>;

/** The editable detail fields, with their labels (audit history and the form say the same). */
export const ENGAGEMENT_DETAIL_FIELDS = {
  personalTutorId: 'Personal tutor',
  pathway: 'Pathway',
  pace: 'Pace',
  studentType: 'Student type',
  cohortGroup: 'Cohort group',
  exitAward: 'Exit award',
  paymentTerm: 'Payment term',
  auditing: 'Auditing',
} as const;
export type EngagementDetailField = keyof typeof ENGAGEMENT_DETAIL_FIELDS;
