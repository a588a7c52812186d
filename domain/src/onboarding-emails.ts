// spec 9: the onboarding e-mails a new student is sent, by template key.
export const ONBOARDING_EMAILS = ['accounts', 'vle', 'academic', 'studySkills', 'residential', 'location'] as const;
export type OnboardingEmail = (typeof ONBOARDING_EMAILS)[number];

// When each goes (the project's decision; the spec names only the e-mails). "accounts" goes as
// soon as the place is confirmed (deposit paid), so the new student can sign in to the portal and
// do the pre-arrival forms; the others follow as the intake approaches, this many days before it.
// One whose day has already passed (a late confirmation) goes at once.
export const ONBOARDING_DAYS_BEFORE_INTAKE: Readonly<Record<Exclude<OnboardingEmail, 'accounts'>, number>> = {
  vle: 28,
  academic: 28,
  studySkills: 21,
  residential: 14,
  location: 14,
};

/** The hour (UTC) a dated onboarding e-mail goes: the start of the UK working day. */
export const ONBOARDING_SEND_HOUR_UTC = 8;

/** The email_templates key of each onboarding e-mail. */
export const ONBOARDING_TEMPLATES: Readonly<Record<OnboardingEmail, string>> = {
  accounts: 'onboarding-accounts',
  vle: 'onboarding-vle',
  academic: 'onboarding-academic',
  studySkills: 'onboarding-study-skills',
  residential: 'onboarding-residential',
  location: 'onboarding-location',
};

export function isOnboardingEmail(value: unknown): value is OnboardingEmail {
  return typeof value === 'string' && (ONBOARDING_EMAILS as readonly string[]).includes(value);
}

/**
 * When each onboarding e-mail is due for a student starting at `intake` (YYYY-MM-DD) who is
 * confirmed at `now`: accounts at once, the others their days before the intake at
 * ONBOARDING_SEND_HOUR_UTC, never before `now`. In ONBOARDING_EMAILS order.
 */
export function onboardingSchedule(intake: string, now: Date): { email: OnboardingEmail; runAt: Date }[] {
  const start = new Date(`${intake}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(intake) || Number.isNaN(start.getTime()))
    throw new Error(`onboardingSchedule: "${intake}" is not a YYYY-MM-DD date`);
  return ONBOARDING_EMAILS.map((email) => {
    if (email === 'accounts') return { email, runAt: now };
    const due = new Date(start);
    due.setUTCDate(due.getUTCDate() - ONBOARDING_DAYS_BEFORE_INTAKE[email]);
    due.setUTCHours(ONBOARDING_SEND_HOUR_UTC);
    return { email, runAt: due.getTime() > now.getTime() ? due : now };
  });
}
