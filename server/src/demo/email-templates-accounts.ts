import type { DefaultTemplate } from './email-template-parts.ts';

// The e-mails about staff accounts (DEFAULT_EMAIL_TEMPLATES takes them in): the invitation of a
// new member of staff (issue 15, migration 0021a) and the confirmation and notice of a change of
// sign-in address (issue 11, migration 0017a). The migrations hold their own frozen copies.

const college = {
  name: 'collegeName',
  description: 'The name of the college (COLLEGE_NAME)',
  sample: 'Collegium Theological College',
};

export const ACCOUNT_EMAIL_TEMPLATES: readonly DefaultTemplate[] = [
  {
    key: 'email-change-confirmation',
    name: 'Sign-in address change: confirm the new address',
    subject: 'Confirm your new {{collegeName}} sign-in address',
    placeholders: [
      { name: 'name', description: 'The name of the account holder', sample: 'Hannah Whitfield' },
      {
        name: 'newEmail',
        description: 'The new sign-in address (this mail goes to it)',
        sample: 'hannah.whitfield@example.org',
      },
      {
        name: 'confirmationLink',
        description: 'The one-time link that makes the change',
        sample: 'https://portal.example.ac.uk/pages/email/4c1d9e02fa',
      },
      {
        name: 'expiresOn',
        description: 'When the link stops working, e.g. 16 December 2026 at 09:30',
        sample: '16 December 2026 at 09:30',
      },
      college,
    ],
    body: `Dear {{name}},

Your {{collegeName}} account is to sign in with this address from now on: {{newEmail}}. To confirm that this address is yours, open this link:

{{confirmationLink}}

The link can be used once and works until {{expiresOn}}. Until it is used you keep signing in with your current address; once it is used you will be signed out everywhere and sign in again with this one.

If you did not expect this e-mail, you need do nothing: without the link nothing changes.

IT Support
{{collegeName}}`,
  },
  {
    key: 'email-change-notice',
    name: 'Sign-in address change: notice to the old address',
    subject: 'Your {{collegeName}} sign-in address is being changed',
    placeholders: [
      { name: 'name', description: 'The name of the account holder', sample: 'Hannah Whitfield' },
      {
        name: 'newEmail',
        description: 'The address the account is to move to',
        sample: 'hannah.whitfield@example.org',
      },
      college,
    ],
    body: `Dear {{name}},

A change of the sign-in address of your {{collegeName}} account to {{newEmail}} has been asked for. It takes effect only when the link sent to that address is followed.

If you did not ask for this, please tell the IT team straight away by replying to this e-mail.

IT Support
{{collegeName}}`,
  },
  {
    key: 'user-invitation',
    name: 'Staff account invitation',
    subject: 'Your {{collegeName}} account',
    placeholders: [
      { name: 'name', description: 'The name of the new account holder', sample: 'Hannah Whitfield' },
      { name: 'email', description: 'The e-mail address they sign in with', sample: 'h.whitfield@example.ac.uk' },
      {
        name: 'setPasswordLink',
        description: 'The one-time link to choose a password',
        sample: 'https://portal.example.ac.uk/pages/reset/6d1f0c92ab',
      },
      {
        name: 'expiresOn',
        description: 'When the link stops working, e.g. 16 December 2026 at 09:30',
        sample: '16 December 2026 at 09:30',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: `Dear {{name}},

An account has been set up for you on the {{collegeName}} administration system. You will sign in with this e-mail address, {{email}}.

To choose your password, open this link:

{{setPasswordLink}}

The link can be used once and works until {{expiresOn}}. If it has expired, ask the IT team to send you a new one.

If you did not expect this e-mail, please tell the IT team by replying to it.

IT Support
{{collegeName}}`,
  },
];
