import { z } from 'zod';
import type { StatusColour } from './status-colour.ts';

// Issue 14, Finance > Invoices: the state an invoice is in as finance reads it, the list's query
// (search, filters, due range, sort, page: server finance/invoice-list.ts) and its answer with the
// totals row and the filters' choices, and the invoice record. Amounts are whole pence; dates YYYY-MM-DD.

export const INVOICE_LIST_STATES = ['draft', 'issued', 'part-paid', 'paid', 'overdue', 'credited'] as const;
export type InvoiceListState = (typeof INVOICE_LIST_STATES)[number];

/** How each state reads (screens and the Excel download alike) and is coloured (the text always says it). */
export const INVOICE_STATE_LABELS: Readonly<Record<InvoiceListState, { label: string; colour?: StatusColour }>> = {
  draft: { label: 'Draft' },
  issued: { label: 'Issued', colour: 'info' },
  'part-paid': { label: 'Part-paid', colour: 'warning' },
  paid: { label: 'Paid', colour: 'success' },
  overdue: { label: 'Overdue', colour: 'danger' },
  credited: { label: 'Credited', colour: 'success' },
};

/**
 * A draft is a draft. An issued invoice nothing is owed on is credited when credit notes took off
 * more than payments did (a bursary, a correction), else paid; one still owed on is overdue after
 * its due day, part-paid when something was paid or credited, else issued.
 */
export function invoiceListState(
  i: { status: string; amount: number; paid: number; credited: number; dueOn: string },
  today: string,
): InvoiceListState {
  if (i.status === 'draft') return 'draft';
  if (i.paid + i.credited >= i.amount) return i.credited > i.paid ? 'credited' : 'paid';
  if (i.dueOn < today) return 'overdue';
  return i.paid + i.credited > 0 ? 'part-paid' : 'issued';
}

/** The list's sort keys; by due date, newest first, unless chosen otherwise. */
export const INVOICE_SORTS = ['dueOn', 'number', 'student', 'payer', 'amount', 'outstanding'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const invoiceListRow = z.object({
  id: z.number(),
  number: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  partnerId: z.number(),
  description: z.string(),
  payer: z.string(),
  academicYear: z.number().nullable(),
  intake: z.string().nullable(),
  issuedOn: z.string(),
  dueOn: z.string(),
  amount: z.number(),
  paid: z.number(),
  credited: z.number(),
  outstanding: z.number(),
  state: z.enum(INVOICE_LIST_STATES),
  accountingStatus: z.string(),
});
export type InvoiceListRow = z.infer<typeof invoiceListRow>;

export const invoiceTotals = z.object({
  count: z.number(),
  amount: z.number(),
  paid: z.number(),
  credited: z.number(),
  outstanding: z.number(),
});

/** A filter's choice: the stored value and what the screen shows. */
const invoiceChoice = z.object({ value: z.string(), label: z.string() });

export const invoiceListResponse = z.object({
  items: z.array(invoiceListRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Over every invoice the filters select, not only this page. */
  totals: invoiceTotals,
  /** The filters' choices: the values some invoice holds. States in the catalogue's order, by label. */
  states: z.array(invoiceChoice),
  /** The payers any invoice names. */
  payers: z.array(z.string()),
  /** The academic years (first calendar year) invoices are for, newest first. */
  academicYears: z.array(z.number()),
  /** The intakes (September, January) invoices are for. */
  intakes: z.array(z.string()),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

export const invoiceRecord = z.object({
  invoice: invoiceListRow.extend({
    status: z.string(),
    classification: z.string().nullable(),
    instalmentNumber: z.number().nullable(),
    instalmentCount: z.number().nullable(),
    accountingMessage: z.string().nullable(),
    feeAssessmentId: z.number().nullable(),
    paymentTerm: z.string().nullable(),
  }),
  /** Every instalment of the same fee assessment (this one included). */
  instalments: z.array(
    invoiceListRow.pick({ id: true, number: true, dueOn: true, amount: true, outstanding: true, state: true }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      receivedOn: z.string(),
      method: z.string(),
      reference: z.string(),
      amount: z.number(),
      accountingStatus: z.string(),
    }),
  ),
  credits: z.array(
    z.object({
      creditNoteId: z.number(),
      number: z.string(),
      kind: z.string(),
      description: z.string(),
      issuedOn: z.string(),
      amount: z.number(),
      accountingStatus: z.string(),
    }),
  ),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;
