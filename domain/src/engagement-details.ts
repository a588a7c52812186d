import { z } from 'zod';
import { engagementVersion } from './engagement-status-change.ts';
import { PAYMENT_TERMS } from './payment-terms.ts';
import { STUDY_PACES } from './study-pace.ts';

// The details of an engagement a registry officer edits (PATCH /engagements/:id); status,
// programme and level change only through a status change or a transfer. Empty is null.

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .enum(values, { error: `Choose one of the ${label} offered.` })
    .nullable()
    .optional();
/** A value of a System data list (issue 15): the server checks it against the list (422). */
const listValue = z
  .string({ error: 'Choose a value from the list.' })
  .trim()
  .max(100, 'Choose a value from the list.')
  .transform((v) => v || null)
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
  /** System data's student types (spec 9: Independent, Ordinand or LLM to start with). */
  studentType: listValue,
  /** System data's cohort groups. */
  cohortGroup: listValue,
  /** System data's exit awards. */
  exitAward: listValue,
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
