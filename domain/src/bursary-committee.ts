import { z } from 'zod';
import { BURSARY_MAX_REQUEST, BURSARY_STATUSES, bursaryApplicationView } from './student-finance.ts';
import { amountInput } from './decimal-input.ts';

// The bursary committee's side of the bursary application (spec 2.x /finance/bursaries, role:bursary,
// feature bursaries): the applications students have sent, and the committee's decision on each.

/** What the committee may decide; Awarded and Declined are final. */
export const BURSARY_DECISIONS = ['Under consideration', 'Awarded', 'Declined'] as const;
export type BursaryDecision = (typeof BURSARY_DECISIONS)[number];

/** The statuses a committee list shows (a draft is the student's own until sent). */
export const BURSARY_CASE_STATUSES = BURSARY_STATUSES.filter((s) => s !== 'Draft');

/** Which decisions an application in `status` still allows. */
export function bursaryDecisionsFrom(status: string): readonly BursaryDecision[] {
  if (status === 'Submitted') return BURSARY_DECISIONS;
  if (status === 'Under consideration') return ['Awarded', 'Declined'];
  return [];
}

export const bursaryCaseView = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  partnerId: z.number(),
  programme: z.string().nullable(),
  academicYear: z.number(),
  academicYearLabel: z.string(),
  status: z.enum(BURSARY_STATUSES),
  bursaryType: z.string(),
  /** Whole pounds, as the student asked. */
  amountRequested: z.number().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number(),
});
export type BursaryCase = z.infer<typeof bursaryCaseView>;

/** GET finance/bursaries: one page of the list (search, sort, paging as every list) and the years offered. */
export const bursaryCaseList = z.object({
  items: z.array(bursaryCaseView),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  academicYears: z.array(z.number()),
});
export type BursaryCaseList = z.infer<typeof bursaryCaseList>;

export const bursaryCaseDetail = bursaryCaseView.extend({
  application: bursaryApplicationView,
  /** The year's tuition fee in pence and who pays it, when assessed. */
  tuitionFee: z.number().nullable(),
  fundingSource: z.string().nullable(),
  /** Every award the student has had (pence), this application's included. */
  awards: z.array(z.object({ type: z.string(), amount: z.number(), academicYear: z.number(), awardedOn: z.string() })),
  decidedBy: z.string().nullable(),
  /** The decisions still open (bursaryDecisionsFrom). */
  decisions: z.array(z.enum(BURSARY_DECISIONS)),
});
export type BursaryCaseDetail = z.infer<typeof bursaryCaseDetail>;

/** POST finance/bursaries/:id/decision. */
export const bursaryDecisionInput = z
  .object({
    decision: z.enum(BURSARY_DECISIONS, { error: 'Choose the decision.' }),
    /** Whole pounds; required to award. */
    amount: z.preprocess(
      amountInput(),
      z
        .number({ error: 'Enter the amount in whole pounds.' })
        .int({ error: 'Enter the amount in whole pounds, without pence.' })
        .min(1, { error: 'Enter an amount of at least £1.' })
        .max(BURSARY_MAX_REQUEST, {
          error: `The committee can award at most £${BURSARY_MAX_REQUEST.toLocaleString('en-GB')}.`,
        })
        .nullable(),
    ),
    note: z.string({ error: 'The note must be text.' }).trim().max(2000, 'Keep the note to 2,000 characters.'),
    version: z.number({ error: 'Give the version you read.' }).int().positive(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'Awarded' && v.amount === null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount awarded.' });
    if (v.decision === 'Declined' && v.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tell the student why the application is declined.' });
  });
export type BursaryDecisionInput = z.input<typeof bursaryDecisionInput>;
