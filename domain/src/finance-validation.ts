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
  // Issue 20, feature residentialAttendance: absences put right with the registry, and a student
  // missing a required residential is a question for the fee too.
  { key: 'residential-absences', title: 'Students absent from a residential this academic year' },
] as const;
export type ValidationCheckKey = (typeof VALIDATION_CHECKS)[number]['key'];

/** Checks that exist only while an optional feature is on. */
export const VALIDATION_CHECK_FEATURES: Partial<Record<ValidationCheckKey, string>> = {
  'residential-absences': 'residentialAttendance',
};

/** The tab of the student record where each check's item is put right (the Finance tab unless named). */
export const VALIDATION_CHECK_TABS: Partial<Record<ValidationCheckKey, string | null>> = {
  'residential-absences': null,
};

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
      /** The student record's tab where an item is put right; null: the record's first tab. */
      recordTab: z.string().nullable(),
      count: z.number(),
      /** The first 200, the rest counted only. */
      items: z.array(validationItem),
    }),
  ),
});
export type ValidationReport = z.infer<typeof validationReport>;
