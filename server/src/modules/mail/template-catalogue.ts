// The e-mails the product sends. Each key names a row of email_templates (seeded by
// server/src/demo/email-templates.ts); admins edit the subject and body but not which
// placeholders the code supplies, so a saved template can only use the ones listed there.

export const TEMPLATE_KEYS = [
  'reference-request',
  'reference-reminder',
  'email-confirmation',
  'password-reset',
  'onboarding-accounts',
  'onboarding-vle',
  'onboarding-academic',
  'onboarding-study-skills',
  'onboarding-residential',
  'onboarding-location',
  'diocese-evidence-request',
  'folder-request-outcome',
  // Issue 15: a new member of staff sets their password (migration 2026-11-25-0021a).
  'user-invitation',
  'email-change-confirmation',
  'email-change-notice',
  // Issue 20, feature personal-tutor (migration 2026-11-27-0041b).
  'personal-tutor-meeting-request',
  // Issue 20, feature bap (migration 2026-11-27-0045a).
  'bap-panel-reminder',
] as const;

export type TemplateKey = (typeof TEMPLATE_KEYS)[number];
