import { z } from 'zod';

// Issue 14, Finance > Validation: the data checks finance works down, each a count with the
// students behind it and a link to put each right (the student's Finance tab).

export const VALIDATION_CHECKS = [
  { key: 'no-assessment', title: 'Current students without a fee assessment for this year' },
  { key: 'not-adding-up', title: 'Assessments whose invoices do not add up to the fee' },
  { key: 'student-loan-classification', title: 'Student Loan term without the studentloan classification' },
  { key: 'overdue-30', title: 'Invoices overdue more than 30 days' },
  { key: 'unallocated-payments', title: 'Payments not allocated to an invoice' },
  { key: 'credit-balances', title: 'Students with a credit balance' },
] as const;
export type ValidationCheckKey = (typeof VALIDATION_CHECKS)[number]['key'];

export const validationItem = z.object({
  studentId: z.number(),
  studentName: z.string(),
  partnerId: z.number(),
  /** What is wrong, in a sentence. */
  detail: z.string(),
});

export const validationReport = z.object({
  checks: z.array(
    z.object({
      key: z.enum(VALIDATION_CHECKS.map((c) => c.key) as [ValidationCheckKey, ...ValidationCheckKey[]]),
      title: z.string(),
      count: z.number(),
      /** The first 200, the rest counted only. */
      items: z.array(validationItem),
    }),
  ),
});
export type ValidationReport = z.infer<typeof validationReport>;
