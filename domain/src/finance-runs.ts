import { z } from 'zod';

// Issue 14, Finance > Runs: the finance office's bulk runs, each a background job with its
// progress and result. "assess" makes the fee assessments (and draft invoices) of one academic
// year's sessions that have none; "issue" issues every draft invoice due by the end of a month.
// Both skip what is already done, so running one twice makes nothing twice.

export const FINANCE_RUN_KINDS = ['assess', 'issue'] as const;
export type FinanceRunKind = (typeof FINANCE_RUN_KINDS)[number];

export const FINANCE_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type FinanceRunStatus = (typeof FINANCE_RUN_STATUSES)[number];

export const FINANCE_RUN_TITLES: Record<FinanceRunKind, string> = {
  assess: 'Create fee assessments',
  issue: 'Issue invoices',
};

/** POST finance/runs: which run, for which academic year (assess) or month (issue). */
export const financeRunInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('assess'),
      academicYear: z
        .number({ error: 'Give the academic year as its first calendar year, like 2027.' })
        .int('Give the academic year as its first calendar year, like 2027.')
        .min(2018, 'Fees are assessed from 2018/19 on.')
        .max(2100, 'Give the academic year as its first calendar year, like 2027.'),
    }),
    z.object({
      kind: z.literal('issue'),
      month: z
        .string({ error: 'Give the month as YYYY-MM.' })
        .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM.'),
    }),
  ],
  { error: 'Choose the run: assess or issue.' },
);
export type FinanceRunInput = z.infer<typeof financeRunInput>;

export const financeRunFailure = z.object({
  /** The session (assess) or fee assessment (issue) that could not be done. */
  id: z.number(),
  studentId: z.number().nullable(),
  studentName: z.string(),
  reason: z.string(),
});
export type FinanceRunFailure = z.infer<typeof financeRunFailure>;

export const financeRunView = z.object({
  id: z.number(),
  kind: z.enum(FINANCE_RUN_KINDS),
  /** What it runs for: "2027/28" or "2027-09". */
  scope: z.string(),
  status: z.enum(FINANCE_RUN_STATUSES),
  total: z.number(),
  processed: z.number(),
  /** Assessments made, or invoices issued. */
  made: z.number(),
  failed: z.number(),
  failures: z.array(financeRunFailure),
  lastError: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type FinanceRunView = z.infer<typeof financeRunView>;

export const financeRunList = z.object({ items: z.array(financeRunView) });
export type FinanceRunList = z.infer<typeof financeRunList>;
