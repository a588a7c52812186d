import { z } from 'zod';

// Issue 14 (payments): money a student paid beyond what they owed stays as credit on the account
// (an over-payment). Finance applies it to invoices issued later: it settles them oldest due
// first (or the ones picked, in their order), never more than each still needs.

export const creditApplicationInput = z.object({
  appliedOn: z
    .string({ error: 'Give the date the credit is applied.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.'),
  invoiceIds: z
    .array(z.number().int().positive(), { error: 'Pick the invoices the credit settles.' })
    .min(1, 'Pick at least one invoice, or leave the choice to the oldest due.')
    .optional(),
});
export type CreditApplicationInput = z.input<typeof creditApplicationInput>;

export const creditApplicationView = z.object({
  /** The invoices the credit settled, oldest first, with the over-payment (receipt) each came from. */
  settled: z.array(z.object({ invoiceId: z.number(), number: z.string(), amount: z.number(), receiptId: z.number() })),
  /** Over-payment credit still on the account afterwards. */
  creditLeft: z.number(),
});
export type CreditApplication = z.infer<typeof creditApplicationView>;
