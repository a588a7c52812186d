import { z } from 'zod';

// Issue 14 (feature accounting): a refund reaches the accounting system as one or more parts (a
// refund payment out of each over-payment or credit note there). A part the provider refused
// (say the over-payment had been used there meanwhile) stops the refund; finance may drop it or
// reduce it, with a reason, and what is taken off counts as settled outside the sync.

export const stuckRefundPart = z.object({
  id: z.number(),
  refundId: z.number(),
  refundedOn: z.string(),
  refundAmount: z.number(),
  reference: z.string(),
  /** Where the part was to come from in the provider: an over-payment or a credit note. */
  sourceType: z.enum(['Overpayment', 'CreditNote']),
  amount: z.number(),
  /** The provider's message for the refusal. */
  message: z.string().nullable(),
});
export type StuckRefundPart = z.infer<typeof stuckRefundPart>;
export const stuckRefundParts = z.object({ items: z.array(stuckRefundPart) });
export type StuckRefundParts = z.infer<typeof stuckRefundParts>;

export const refundPartChange = z.object({
  /** What the part should still ask for, in pence: 0 drops it. */
  amount: z
    .number({ error: 'Give the amount the part should still ask for (0 to drop it).' })
    .int('Give the amount in whole pence.')
    .min(0, 'The amount cannot be below nothing.'),
  reason: z
    .string({ error: 'Say why the part is dropped or reduced.' })
    .trim()
    .min(5, 'Say why the part is dropped or reduced (at least 5 characters).')
    .max(500, 'Keep the reason under 500 characters.'),
});
export type RefundPartChange = z.input<typeof refundPartChange>;
