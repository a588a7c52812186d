import { z } from 'zod';
import { CONSENT_METHODS } from './entities/consents.ts';

// Issue 17, consents with their history (contracts). Staff with `role:manager` see a person's
// consent history per purpose and record a grant or a withdrawal; a student or an applicant sees
// and changes their own marketing consents in the portal (method 'Portal'). Every change is a new
// history row; the current state is derived (consent-state.ts).

/** The purposes a person changes in the portal: those of the System data list named "Marketing ...". */
export const isMarketingPurpose = (purpose: string) => /^marketing\b/i.test(purpose.trim());

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} to ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /people/:personId/consents: record a grant (given true) or a withdrawal (given false). */
export const recordConsentSchema = z.strictObject({
  purpose: z.string({ error: 'Choose what the consent is for.' }).trim().min(1, 'Choose what the consent is for.'),
  given: z.boolean({ error: 'Say whether the consent is given or withdrawn.' }),
  on: z.iso.date({ error: 'Enter the date as a real date, YYYY-MM-DD.' }),
  method: z.enum(CONSENT_METHODS, { error: `Choose one of: ${CONSENT_METHODS.join(', ')}.` }),
  wordingVersion: optionalText(50, 'wording version'),
  evidence: optionalText(500, 'evidence'),
  notes: optionalText(5000, 'notes'),
});
export type RecordConsentInput = z.infer<typeof recordConsentSchema>;

export const consentHistoryEntrySchema = z.object({
  id: z.number(),
  given: z.boolean(),
  on: z.string().nullable(),
  method: z.string().nullable(),
  wordingVersion: z.string().nullable(),
  evidence: z.string().nullable(),
  notes: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type ConsentHistoryEntry = z.infer<typeof consentHistoryEntrySchema>;

export const consentPurposeHistorySchema = z.object({
  purpose: z.string(),
  /** The current state: given, withdrawn, or null when never recorded. */
  given: z.boolean().nullable(),
  /** Newest first. */
  entries: z.array(consentHistoryEntrySchema),
});

/** GET /people/:personId/consents: every purpose of the list (and any other held), with its history. */
export const consentHistorySchema = z.object({
  personId: z.number(),
  name: z.string(),
  purposes: z.array(consentPurposeHistorySchema),
  canRecord: z.boolean(),
});
export type ConsentHistory = z.infer<typeof consentHistorySchema>;

/** POST /people/:personId/consents: the new history row (201). */
export const recordedConsentSchema = z.object({ id: z.number() });
export type RecordedConsent = z.infer<typeof recordedConsentSchema>;

/** GET /portal/consents: the caller's own marketing consents. */
export const myConsentsSchema = z.object({
  purposes: z.array(z.object({ purpose: z.string(), given: z.boolean().nullable(), on: z.string().nullable() })),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

/** PUT /portal/consents: grant or withdraw one of the caller's marketing consents. */
export const changeMyConsentSchema = z.strictObject({
  purpose: z.string({ error: 'Choose a purpose.' }).trim().min(1, 'Choose a purpose.'),
  given: z.boolean({ error: 'Say whether you give or withdraw the consent.' }),
});
