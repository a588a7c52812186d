import { z } from 'zod';

// Issue 17, Fundraising → Alumni (fundraising:menu): the development office's list of alumni with
// their programme, year, hub, whether they are donors and their current consents to alumni contact
// and marketing. `consent` narrows the list (and its Excel export, the mailing export) to people
// whose consent to that purpose is current (consent-state.ts).

/** The purposes the list shows a column for (System data's defaults). */
export const ALUMNI_CONSENT_COLUMNS = ['Alumni contact', 'Marketing e-mails', 'Fundraising'] as const;

/** The purpose the mailing export asks for unless another is chosen. */
export const DEFAULT_MAILING_PURPOSE = 'Marketing e-mails';

export const fundraisingAlumnusSchema = z.object({
  id: z.number(),
  personId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  programme: z.string(),
  graduationYear: z.number(),
  exitAward: z.string().nullable(),
  hub: z.string().nullable(),
  occupation: z.string().nullable(),
  /** The donor type when the person is a donor, else null. */
  donorType: z.string().nullable(),
  donorId: z.number().nullable(),
  alumniContact: z.boolean(),
  marketing: z.boolean(),
  /** Current consent to fundraising (System data's purpose, migration 0074a). */
  fundraising: z.boolean(),
  /** Lifetime giving: the sum of the person's recorded gifts (pence), how many, and the latest day. */
  givingPence: z.number(),
  gifts: z.number(),
  lastGiftOn: z.string().nullable(),
});
export type FundraisingAlumnus = z.infer<typeof fundraisingAlumnusSchema>;

export const fundraisingAlumniListSchema = z.object({
  items: z.array(fundraisingAlumnusSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The dioceses named on alumni's applications: the choices of the Diocese filter. */
  dioceses: z.array(z.string()),
});
export type FundraisingAlumniList = z.infer<typeof fundraisingAlumniListSchema>;
