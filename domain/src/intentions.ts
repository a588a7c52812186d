// The intentions a student states for next year (shown in the portal, spec 9).

// spec 4.2: the values the intentions rule can give.
export const INTENTIONS_STATUSES = ['Dissertation', 'Required', 'Assumed'] as const;
export type IntentionsStatus = (typeof INTENTIONS_STATUSES)[number];

export interface IntentionsInput {
  /** Engagement status, e.g. 'Current'. */
  status: string | null | undefined;
  /** Programme level, e.g. '4' or '7Diss'. */
  level: string | number | null | undefined;
  /** Programme code, e.g. 'CertHE'; compared exactly. */
  programme: string | null | undefined;
}

/**
 * What a student can say they intend for next academic year (ours: spec 4.2 names the rule, not
 * the answers). Recorded on the engagement by the student in the portal or by staff.
 */
export const INTENTION_CHOICES = [
  'Continue',
  'Continue to dissertation',
  'Change pace',
  'Interrupt studies',
  'Withdraw',
  'Finish with exit award',
] as const;
export type IntentionChoice = (typeof INTENTION_CHOICES)[number];

// spec 4.2: intentions are required when the status is IoS or Current.
export function intentionsRequired(status: string | null | undefined): boolean {
  return status === 'IoS' || status === 'Current';
}

// spec 4.2: none unless Current or IoS; none for a level containing 6; 7Diss → Dissertation;
// level 4 on CertHE or level 7 on PGDip → Required (the last year of those programmes);
// otherwise Assumed (the student is assumed to continue).
export function intentionsStatus({ status, level, programme }: IntentionsInput): IntentionsStatus | null {
  if (!intentionsRequired(status)) return null;
  const lvl = level == null ? '' : String(level);
  if (lvl.includes('6')) return null;
  if (lvl === '7Diss') return 'Dissertation';
  if ((lvl === '4' && programme === 'CertHE') || (lvl === '7' && programme === 'PGDip')) return 'Required';
  return 'Assumed';
}
