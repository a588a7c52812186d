// spec 9: the onboarding e-mails a new student is sent, by template key.
export const ONBOARDING_EMAILS = ['accounts', 'vle', 'academic', 'studySkills', 'residential', 'location'] as const;
export type OnboardingEmail = (typeof ONBOARDING_EMAILS)[number];
