import { z } from 'zod';

// Issue 15, retention (UK GDPR storage limitation): a period per record type, set on the privacy
// screen; the records past it are listed for an administrator to confirm, and only then
// anonymised or erased, each audited. Nothing is erased without that confirmation.

export const RETENTION_TYPES = ['leads', 'unsuccessful-applications', 'subject-access-exports'] as const;

/** spec 4.3's statuses of an application that ended without a place: what the retention period counts from. */
export const UNSUCCESSFUL_APPLICATION_STATUSES = [
  'Applicant discontinued',
  'Ready for archive',
  'Did not respond',
  'Rejected',
  'Declined',
] as const;
export type RetentionType = (typeof RETENTION_TYPES)[number];

export const RETENTION_TYPE_INFO: Record<
  RetentionType,
  { label: string; rule: string; action: 'anonymise' | 'erase' }
> = {
  leads: {
    label: 'Potential students who never applied',
    rule: 'Counted from the lead’s last change; the person is anonymised (only people with no application, student record or account, nor a Gift Aid gift HMRC needs kept).',
    action: 'anonymise',
  },
  'unsuccessful-applications': {
    label: 'Applicants who did not get or take a place',
    rule: 'Counted from the last change of an application that ended without a place (discontinued, rejected, declined, did not respond, archived); the person is anonymised, the application kept for the counts (only people with no student record, no application still open or successful, no staff account and no Gift Aid gift HMRC needs kept).',
    action: 'anonymise',
  },
  'subject-access-exports': {
    label: 'Subject access exports',
    rule: 'Counted from when the export was asked for; the zip and its record are erased.',
    action: 'erase',
  },
};

export const retentionRuleSchema = z.object({
  recordType: z.enum(RETENTION_TYPES),
  months: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type RetentionRule = z.infer<typeof retentionRuleSchema>;

export const retentionDueSchema = z.object({
  recordType: z.enum(RETENTION_TYPES),
  id: z.number().int(),
  personId: z.number().int(),
  label: z.string(),
  /** The date the period is counted from. */
  since: z.string(),
});
export type RetentionDue = z.infer<typeof retentionDueSchema>;

export const retentionOverviewSchema = z.object({
  rules: z.array(retentionRuleSchema),
  due: z.array(retentionDueSchema),
});
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;

export const retentionRuleBodySchema = z.object({
  months: z
    .number({ error: 'Enter a whole number of months, or leave it empty for no period.' })
    .int('Enter a whole number of months.')
    .min(1, 'The shortest period is one month.')
    .max(1200, 'The longest period is 1,200 months (100 years).')
    .nullable(),
});

export const retentionConfirmBodySchema = z.object({
  recordType: z.enum(RETENTION_TYPES, { error: 'Choose a record type.' }),
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Select at least one record.')
    .max(500, 'Confirm at most 500 records at a time.'),
});
export type RetentionConfirmBody = z.infer<typeof retentionConfirmBodySchema>;
