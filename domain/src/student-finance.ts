import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';
import { CREDIT_NOTE_KINDS, statementLine } from './finance-ledger.ts';
import { PAYMENT_TERMS } from './payment-terms.ts';
import { amountInput, parseWholeNumber } from './decimal-input.ts';

// Issue 5, spec 2.6 (group Finance), 7.3: what a student sees about their money (finance-details),
// their bursary application, the college data the portal shows and a request for a copy of their
// student file (folder-request). The spec shows no fields; these are what a UK college would use.
// Amounts travel as pence (whole numbers) and are shown with money-format.ts; dates as YYYY-MM-DD.

// -- finance details (read only) -------------------------------------------------------------------

/** Who pays the tuition fee of a session. */
export const FUNDING_SOURCES = ['Self-funded', 'Student Finance England', 'Diocese', 'Sponsor'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

export const invoiceView = z.object({
  id: z.number(),
  number: z.string(),
  description: z.string(),
  /** Who the invoice is addressed to: the student, Student Finance England or the diocese. */
  payer: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  amount: z.number(),
  paid: z.number(),
  /** Taken off by credit notes (bursaries, discounts, corrections). */
  credited: z.number(),
  outstanding: z.number(),
  /** Paid (paid or credited in full), Due (not yet due or due today) or Overdue. */
  status: z.enum(['Paid', 'Due', 'Overdue']),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const paymentView = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  receivedOn: z.string(),
  amount: z.number(),
  method: z.string(),
  reference: z.string(),
});

/** A credit against the student's fees: a bursary, a discount or a correction (issue 11.19). */
export const creditNoteView = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  description: z.string(),
  issuedOn: z.string(),
  amount: z.number(),
});
export type CreditNoteView = z.infer<typeof creditNoteView>;

export const bursaryAwardView = z.object({
  id: z.number(),
  academicYearLabel: z.string(),
  /** A bursary type of System data, or a discount finance records (bursary-types.ts). */
  type: z.string(),
  amount: z.number(),
  awardedOn: z.string(),
});

export const feeAssessmentView = z.object({
  id: z.number(),
  academicYear: z.number(),
  academicYearLabel: z.string(),
  programmeCode: z.string(),
  level: z.string().nullable(),
  pace: z.string().nullable(),
  tuitionFee: z.number(),
  /** Bursaries and discounts taken off this session's fee. */
  reductions: z.number(),
  fundingSource: z.enum(FUNDING_SOURCES),
  /** The diocese or sponsor, when one pays. */
  sponsorName: z.string().nullable(),
  paymentTerm: z.enum(PAYMENT_TERMS),
  /** The instalment dates of the schedule (payment-schedule.ts). */
  scheduleDates: z.array(z.string()),
});

export const financeDetailsView = z.object({
  assessments: z.array(feeAssessmentView),
  invoices: z.array(invoiceView),
  payments: z.array(paymentView),
  bursaries: z.array(bursaryAwardView),
  credits: z.array(creditNoteView),
  /** Balance = invoiced - credited - paid; below 0 is credit on the account. */
  totals: z.object({
    invoiced: z.number(),
    credited: z.number(),
    paid: z.number(),
    balance: z.number(),
    overdue: z.number(),
    /** Money received beyond what invoices needed, less refunds: credit finance may apply to open invoices. */
    creditOnAccount: z.number(),
  }),
  /** Every charge, credit and payment by date, with the running balance. */
  statement: z.array(statementLine),
  /** The earliest unpaid instalment, if any. */
  nextDue: z.object({ dueOn: z.string(), amount: z.number() }).nullable(),
});
export type FinanceDetailsView = z.infer<typeof financeDetailsView>;

/** What an invoice still needs and whether it is late, on a given day (YYYY-MM-DD). */
export function invoiceStatus(amount: number, settled: number, dueOn: string, today: string): InvoiceView['status'] {
  if (settled >= amount) return 'Paid';
  return dueOn < today ? 'Overdue' : 'Due';
}

/** Splits pence into n instalments that add up exactly; the last takes the remainder. */
export function splitInstalments(total: number, n: number): number[] {
  if (n <= 0) return [];
  const each = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - each * (n - 1) : each));
}

// -- bursary application ---------------------------------------------------------------------------

export const BURSARY_STATUSES = ['Draft', 'Submitted', 'Under consideration', 'Awarded', 'Declined'] as const;
export type BursaryStatus = (typeof BURSARY_STATUSES)[number];

/** Gross household income a year, as a bursary committee asks for it. */
export const INCOME_BANDS = [
  'Under £15,000',
  '£15,000 to £24,999',
  '£25,000 to £34,999',
  '£35,000 to £49,999',
  '£50,000 or more',
] as const;

export const BURSARY_MAX_REQUEST = 5000;
export const STATEMENT_MIN = 100;
export const STATEMENT_MAX = 3000;

/** Whole pounds typed into a box ('1,200', '£300', 450) become a number; empty stays null. */
const pounds = (label: string, max: number) =>
  z.preprocess(
    amountInput(),
    z
      .number({ error: `Enter ${label} in whole pounds.` })
      .int({ error: `Enter ${label} in whole pounds, without pence.` })
      .min(0, { error: `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative.` })
      .max(max, {
        error: `${label[0]?.toUpperCase()}${label.slice(1)} can be at most £${max.toLocaleString('en-GB')}.`,
      })
      .nullable(),
  );
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), z.enum(values)], { error: message });

const bursaryFields = {
  /** One of the System data list of bursary types (the server checks it against the table). */
  bursaryType: z
    .string({ error: 'Choose a bursary from the list.' })
    .trim()
    .max(100, 'Choose a bursary from the list.'),
  incomeBand: choice(INCOME_BANDS, 'Choose an income band from the list.'),
  dependants: z.preprocess(
    amountInput(parseWholeNumber),
    z
      .number({ error: 'Enter the number of people who depend on you.' })
      .int({ error: 'Enter a whole number.' })
      .min(0, { error: 'Enter 0 or more.' })
      .max(20, { error: 'Enter at most 20.' })
      .nullable(),
  ),
  otherFunding: z.string({ error: 'This must be text.' }).trim().max(1000, 'Keep it to 1000 characters.'),
  otherFundingTotal: pounds('other funding', 50000),
  monthlyOutgoings: pounds('your monthly outgoings', 20000),
  amountRequested: pounds('the amount you ask for', BURSARY_MAX_REQUEST),
  statement: z
    .string({ error: 'This must be text.' })
    .trim()
    .max(STATEMENT_MAX, `Keep it to ${STATEMENT_MAX} characters.`),
  declaration: z.boolean({ error: 'Answer the declaration.' }),
};

/**
 * PUT forms/student/bursary-application. `submit: false` saves a draft, in which any answer may
 * still be empty; `submit: true` sends it to the bursary committee and needs every answer.
 */
export const bursaryApplicationInput = z
  .object({ ...bursaryFields, submit: z.boolean({ error: 'Say whether to submit.' }) })
  .superRefine((v, ctx) => {
    if (!v.submit) return;
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(v.bursaryType !== '', 'bursaryType', 'Choose which bursary you are applying for.');
    need(v.incomeBand !== '', 'incomeBand', 'Choose your household income band.');
    need(v.dependants !== null, 'dependants', 'Enter the number of people who depend on you (0 if none).');
    need(v.monthlyOutgoings !== null, 'monthlyOutgoings', 'Enter your monthly outgoings.');
    need(
      v.amountRequested !== null && v.amountRequested >= 50,
      'amountRequested',
      'Enter the amount you ask for (at least £50).',
    );
    need(
      v.statement.length >= STATEMENT_MIN,
      'statement',
      `Tell the committee about your need in at least ${STATEMENT_MIN} characters.`,
    );
    need(v.declaration, 'declaration', 'Confirm that the information you have given is true and complete.');
  });
export type BursaryApplicationInput = z.input<typeof bursaryApplicationInput>;
export type BursaryApplication = z.output<typeof bursaryApplicationInput>;

export const bursaryApplicationView = z.object({
  academicYear: z.number(),
  academicYearLabel: z.string(),
  status: z.enum(BURSARY_STATUSES).nullable(),
  values: z.object({
    bursaryType: z.string(),
    incomeBand: z.string(),
    dependants: z.number().nullable(),
    otherFunding: z.string(),
    otherFundingTotal: z.number().nullable(),
    monthlyOutgoings: z.number().nullable(),
    amountRequested: z.number().nullable(),
    statement: z.string(),
    declaration: z.boolean(),
  }),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** In pence, when awarded. */
  awardedAmount: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type BursaryApplicationView = z.infer<typeof bursaryApplicationView>;

// -- college data ----------------------------------------------------------------------------------

export const collegeDataView = z.object({
  collegeName: z.string(),
  /** The student number, zero-padded to 7 digits (spec 3). */
  studentNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  programmeCode: z.string(),
  programmeTitle: z.string().nullable(),
  pathway: z.string().nullable(),
  level: z.string().nullable(),
  pace: z.string().nullable(),
  status: z.string(),
  hub: z.string().nullable(),
  academicYear: z.number(),
  academicYearLabel: z.string(),
  sessionStatus: z.string().nullable(),
  enrolled: z.boolean(),
  personalTutor: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  keyDates: z.array(z.object({ label: z.string(), date: z.string() })),
});
export type CollegeDataView = z.infer<typeof collegeDataView>;

// -- folder request (subject-access style copy of the student file) --------------------------------

export const FOLDER_DELIVERIES = ['Email', 'Post'] as const;
export const FOLDER_REQUEST_STATUSES = ['Pending', 'Sent', 'Declined'] as const;

export const folderRequestInput = z.object({
  reason: z
    .string({ error: 'Tell us why you need a copy.' })
    .trim()
    .min(10, 'Tell us in a sentence or two why you need a copy.')
    .max(1000, 'Keep it to 1000 characters.'),
  delivery: z.enum(FOLDER_DELIVERIES, { error: 'Choose e-mail or post.' }),
});
export type FolderRequestInput = z.infer<typeof folderRequestInput>;

export const folderRequestView = z.object({
  id: z.number(),
  status: z.enum(FOLDER_REQUEST_STATUSES),
  reason: z.string(),
  delivery: z.enum(FOLDER_DELIVERIES),
  /** Where it goes: the e-mail address or postal address on the record when asked. */
  sendTo: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** The registry's note: why it was declined, or how it was sent. */
  decisionNote: z.string().nullable(),
});
export type FolderRequestView = z.infer<typeof folderRequestView>;

/** The registry's list (students:view): a request with its student and who completed it. */
export const folderRequestQueueItem = folderRequestView.extend({
  studentId: z.number(),
  studentName: z.string(),
  partnerId: z.number(),
  completedBy: z.string().nullable(),
});
export type FolderRequestQueueItem = z.infer<typeof folderRequestQueueItem>;

/** GET students/folder-requests: one page of the queue, as every list. */
export const folderRequestQueueList = z.object({
  items: z.array(folderRequestQueueItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** What the caller may do with the requests (decide: mark sent or decline). */
  abilities: abilitiesSchema('requests'),
});
export type FolderRequestQueueList = z.infer<typeof folderRequestQueueList>;

/** POST students/folder-requests/:id/decision (students:edit): sent, or declined with a reason. */
export const folderRequestDecisionInput = z
  .object({
    status: z.enum(['Sent', 'Declined'], { error: 'Choose Sent or Declined.' }),
    note: z.string({ error: 'The note must be text.' }).trim().max(1000, 'Keep the note to 1,000 characters.'),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Declined' && v.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tell the student why the request is declined.' });
  });
export type FolderRequestDecisionInput = z.input<typeof folderRequestDecisionInput>;
