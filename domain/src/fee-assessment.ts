import { z } from 'zod';
import { PAYMENT_SCHEDULE_NAMES } from './instalment-plan.ts';
import { FEE_KINDS } from './payment-terms.ts';
import { FUNDING_SOURCES } from './student-finance.ts';
import { STUDY_PACES } from './study-pace.ts';

// Issue 14: fee rates (system data finance keeps), fee assessments (the fee of one engagement
// session, who pays it and on which schedule) and the invoices generated from them. Pence.

export const INVOICE_STATES = ['draft', 'issued'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** 'Any' level or pace matches every one; a more specific rate wins. */
export const ANY = 'Any';

const pence = (label: string) =>
  z.coerce
    .number({ error: `Enter ${label} in pence.` })
    .int({ error: `Enter ${label} in whole pence.` })
    .min(0, { error: `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative.` })
    .max(100_000_000, { error: `${label[0]?.toUpperCase()}${label.slice(1)} is too large.` });

/** PUT finance/fee-rates: sets the rate of one key (made when new). */
export const feeRateInput = z.object({
  academicYear: z.coerce
    .number({ error: 'Give the academic year as its first calendar year, like 2026.' })
    .int()
    .min(2018, { error: 'Invoices start in 2018 (spec 9).' })
    .max(2100),
  programmeCode: z.string({ error: 'Give the programme.' }).trim().min(1, 'Give the programme.').max(20),
  level: z.string().trim().min(1).max(10).default(ANY),
  pace: z.enum([...STUDY_PACES, ANY], { error: `Choose a pace: ${[...STUDY_PACES, ANY].join(', ')}.` }).default(ANY),
  feeKind: z.enum(FEE_KINDS, { error: `Choose the kind of fee: ${FEE_KINDS.join(', ')}.` }).default('normal'),
  amount: pence('the fee'),
});
export type FeeRateInput = z.input<typeof feeRateInput>;

export const feeRateView = z.object({
  id: z.number(),
  academicYear: z.number(),
  programmeCode: z.string(),
  level: z.string(),
  pace: z.string(),
  feeKind: z.enum(FEE_KINDS),
  amount: z.number(),
  version: z.number(),
});
export type FeeRateView = z.infer<typeof feeRateView>;
export const feeRateList = z.object({ items: z.array(feeRateView) });
export type FeeRateList = z.infer<typeof feeRateList>;

/** POST students/:id/fee-assessments (by hand) and PUT finance/fee-assessments/:id (a change, then regeneration). */
export const feeAssessmentInput = z.object({
  /** The engagement session assessed (POST only). */
  sessionId: z.coerce.number({ error: 'Choose the session to assess.' }).int().positive().optional(),
  /** Pence; omitted: the fee rate of the session's programme, level, pace and year. */
  fee: pence('the fee').optional(),
  feeKind: z.enum(FEE_KINDS, { error: `Choose the kind of fee: ${FEE_KINDS.join(', ')}.` }).optional(),
  fundingSource: z.enum(FUNDING_SOURCES, { error: `Choose who pays: ${FUNDING_SOURCES.join(', ')}.` }).optional(),
  sponsorName: z.string().trim().max(200).nullable().optional(),
  schedule: z
    .enum(PAYMENT_SCHEDULE_NAMES, { error: `Choose a payment schedule: ${PAYMENT_SCHEDULE_NAMES.join(', ')}.` })
    .optional(),
});
export type FeeAssessmentInput = z.input<typeof feeAssessmentInput>;

export const assessedInvoiceView = z.object({
  id: z.number(),
  number: z.string(),
  state: z.enum(INVOICE_STATES),
  description: z.string(),
  payer: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  amount: z.number(),
  instalmentNumber: z.number().nullable(),
  instalmentCount: z.number().nullable(),
  classification: z.string().nullable(),
});

export const feeAssessmentDetail = z.object({
  id: z.number(),
  studentId: z.number(),
  sessionId: z.number(),
  academicYear: z.number(),
  fee: z.number(),
  feeKind: z.enum(FEE_KINDS),
  fundingSource: z.enum(FUNDING_SOURCES),
  sponsorName: z.string().nullable(),
  schedule: z.string(),
  intake: z.string(),
  classification: z.string().nullable(),
  /** fee + the classification's charge: what the invoices add up to. */
  total: z.number(),
  /** Issued invoices less correction credit notes plus drafts. */
  invoiced: z.number(),
  invoices: z.array(assessedInvoiceView),
  version: z.number(),
});
export type FeeAssessmentDetail = z.infer<typeof feeAssessmentDetail>;

/** GET students/:id/fee-assessments: the student's assessments, and the sessions still without a fee. */
export const studentFeeAssessments = z.object({
  items: z.array(feeAssessmentDetail),
  unassessed: z.array(z.object({ sessionId: z.number(), academicYear: z.number(), programmeCode: z.string() })),
});
export type StudentFeeAssessments = z.infer<typeof studentFeeAssessments>;

// -- payments (feature payments) --------------------------------------------------------------------

export const PAYMENT_METHODS = ['BACS', 'Card', 'Cheque', 'Cash', 'Student Finance England', 'Direct debit'] as const;

/** POST students/:id/payments: money received, settled against the oldest open invoices. */
export const paymentInput = z.object({
  receivedOn: z
    .string({ error: 'Give the date it was received.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.'),
  method: z.enum(PAYMENT_METHODS, { error: `Choose how it was paid: ${PAYMENT_METHODS.join(', ')}.` }),
  reference: z
    .string({ error: 'Give the payment reference.' })
    .trim()
    .min(1, 'Give the payment reference.')
    .max(100, 'Keep the reference to 100 characters.'),
  amount: z.coerce
    .number({ error: 'Enter the amount in pence.' })
    .int({ error: 'Enter the amount in whole pence.' })
    .min(1, { error: 'Enter an amount above nothing.' })
    .max(100_000_000, { error: 'The amount is too large.' }),
  /** The invoices it pays, in this order, when staff pick them; else the oldest open ones first. */
  invoiceIds: z
    .array(z.number({ error: 'Pick invoices by their id.' }).int().positive(), {
      error: 'Pick the invoices as a list of ids.',
    })
    .min(1, 'Pick at least one invoice, or leave the choice to the oldest first.')
    .max(100, 'Pick at most 100 invoices.')
    .refine((ids) => new Set(ids).size === ids.length, 'Pick each invoice once.')
    .optional(),
});
export type PaymentInput = z.input<typeof paymentInput>;

/** POST students/:id/refunds: money paid back out of the credit on the account. */
export const refundInput = paymentInput.omit({ receivedOn: true, invoiceIds: true }).extend({
  refundedOn: z
    .string({ error: 'Give the date it was paid back.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.'),
});
export type RefundInput = z.input<typeof refundInput>;

export const refundView = z.object({
  id: z.number(),
  amount: z.number(),
  /** The credit left on the account after it. */
  creditLeft: z.number(),
});
export type RefundView = z.infer<typeof refundView>;

export const recordedPaymentView = z.object({
  receiptId: z.number(),
  amount: z.number(),
  /** The invoices it settled, oldest first. */
  settled: z.array(z.object({ invoiceId: z.number(), number: z.string(), amount: z.number() })),
  /** What no invoice needed: credit on the account. */
  onAccount: z.number(),
});
export type RecordedPayment = z.infer<typeof recordedPaymentView>;
