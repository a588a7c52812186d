import { z } from 'zod';

// Issue 17, the giving record (Fundraising → Gifts, and the donor's page): each gift a donor made,
// with the day it was received, the amount in pence, the fund it is for, how it was paid and
// whether Gift Aid may be claimed on it. Read with `donors:view`, recorded with `donors:edit` and
// removed with `donors:delete` (the donors entity's own rights), under `fundraising:menu`.

/** What a gift is for. */
export const GIFT_FUNDS = [
  'General fund',
  'Student bursaries',
  'Ministry training',
  'Library',
  'Buildings',
  'Chapel',
] as const;

/** How a gift was paid. */
export const GIFT_METHODS = [
  'Bank transfer',
  'Standing order',
  'Direct debit',
  'Card',
  'Cheque',
  'Cash',
  'Charity voucher',
] as const;

/** The rights each gift call needs on top of `fundraising:menu`. */
export const GIFT_RIGHTS = { read: 'donors:view', record: 'donors:edit', remove: 'donors:delete' } as const;

/** The largest single gift the form takes: £10,000,000.00. */
export const MAX_GIFT_PENCE = 1_000_000_000;

/** POST /donors/:donorId/gifts. */
export const recordGiftSchema = z.strictObject({
  /** The day the money was received, YYYY-MM-DD, not after today (checked by the server). */
  receivedOn: z.iso.date({ error: 'Enter the day it was received as a real date.' }),
  /** Pence, more than nothing. */
  amountPence: z
    .number({ error: 'Enter the amount in pounds, like 250.00.' })
    .int('Enter the amount in pounds and pence, like 250.00.')
    .positive('Enter an amount of more than £0.00.')
    .max(MAX_GIFT_PENCE, 'A single gift is at most £10,000,000.00: record larger ones in parts.'),
  fund: z.enum(GIFT_FUNDS, { error: `Choose the fund: ${GIFT_FUNDS.join(', ')}.` }),
  method: z.enum(GIFT_METHODS, { error: `Choose how it was paid: ${GIFT_METHODS.join(', ')}.` }),
  /** Only for a donor with a Gift Aid declaration (checked by the server). */
  giftAidClaimable: z.boolean({ error: 'Say whether Gift Aid may be claimed.' }),
  notes: z
    .string()
    .trim()
    .max(1000, 'Keep the notes to 1,000 characters.')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RecordGiftInput = z.infer<typeof recordGiftSchema>;

export const giftSchema = z.object({
  id: z.number(),
  donorId: z.number(),
  personId: z.number(),
  donorName: z.string(),
  receivedOn: z.string(),
  amountPence: z.number(),
  fund: z.string(),
  method: z.string(),
  giftAidClaimable: z.boolean(),
  notes: z.string().nullable(),
  /** Who recorded it (their name when they did). */
  recordedBy: z.string().nullable(),
});
export type Gift = z.infer<typeof giftSchema>;

/** GET /fundraising/gifts: a page of gifts, the total of every matching gift, and what the caller may do. */
export const giftListSchema = z.object({
  items: z.array(giftSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The sum of every gift the filters match (all pages), pence. */
  totalPence: z.number(),
  abilities: z.object({ record: z.boolean(), remove: z.boolean() }),
});
export type GiftList = z.infer<typeof giftListSchema>;

export const recordedGiftSchema = z.object({ id: z.number() });
export type RecordedGift = z.infer<typeof recordedGiftSchema>;

/**
 * How long a gift on which Gift Aid was claimed must stay linked to an identifiable donor: HMRC
 * asks for the declaration and the gifts claimed under it for six years after the end of the
 * accounting period in which the last of them was received. A college's accounting period ends
 * within a year of any gift in it, so seven years from the day received is never too early, whatever
 * its year end.
 */
export const GIFT_AID_KEEP_YEARS = 7;

/** The last day (YYYY-MM-DD) a Gift Aid gift received on `receivedOn` (YYYY-MM-DD) must be kept with its donor. */
export function giftAidKeptUntil(receivedOn: string): string {
  const [y, m, d] = receivedOn.split('-').map(Number) as [number, number, number];
  // 29 February seven years on falls on 1 March (Date.UTC rolls it over).
  return new Date(Date.UTC(y + GIFT_AID_KEEP_YEARS, m - 1, d)).toISOString().slice(0, 10);
}

/** The earliest day (YYYY-MM-DD) a Gift Aid gift can have been received and still be kept on `today`. */
export function giftAidHeldSince(today: Date): string {
  const d = new Date(today);
  d.setUTCFullYear(d.getUTCFullYear() - GIFT_AID_KEEP_YEARS);
  return d.toISOString().slice(0, 10);
}
