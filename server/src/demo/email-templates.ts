import { college, type DefaultTemplate, type Placeholder } from './email-template-parts.ts';
import { ONBOARDING_EMAIL_TEMPLATES } from './email-templates-onboarding.ts';
import { REGISTRY_EMAIL_TEMPLATES } from './email-templates-registry.ts';
import { ACCOUNT_EMAIL_TEMPLATES } from './email-templates-accounts.ts';
import { FEATURE_EMAIL_TEMPLATES } from './email-templates-features.ts';

// The e-mails the college sends, as first installed. Admins edit subject and body on
// admin/emailtemplates; the placeholders each may use are fixed here, because the code that
// sends the mail supplies exactly these values (collegeName always).
// Migrations install frozen copies (db/migrations/data/); a new or changed default needs a new
// migration too (email-templates.test.ts checks a fresh database matches this list).

const referee: Placeholder[] = [
  {
    name: 'refereeName',
    description: 'The name of the referee, as the applicant gave it',
    sample: 'Revd Canon Peter Holloway',
  },
  { name: 'applicantName', description: "The applicant's full name", sample: 'Hannah Whitfield' },
  { name: 'courseName', description: 'The programme applied for', sample: 'BA (Hons) Theology, Ministry and Mission' },
  {
    name: 'referenceLink',
    description: 'The one-time link to the reference form',
    sample: 'https://portal.example.ac.uk/pages/reference/8f2c41d0e7',
  },
  { name: 'expiresOn', description: 'The last day the link works, e.g. 15 January 2027', sample: '15 January 2027' },
  college,
];

export const DEFAULT_EMAIL_TEMPLATES: readonly DefaultTemplate[] = [
  {
    key: 'reference-request',
    name: 'Reference request',
    subject: 'Reference request for {{applicantName}}',
    placeholders: referee,
    body: `Dear {{refereeName}},

{{applicantName}} has applied to study for the {{courseName}} at {{collegeName}} and has named you as a referee. We would be very grateful if you could tell us about them.

The reference form takes about fifteen minutes to complete. It asks how you know the applicant, how long you have known them, and for your view of their academic ability, how they relate to others and their readiness for study. Please complete it here:

{{referenceLink}}

The link is personal to you and can be used once. It will stay open until the end of {{expiresOn}}.

What you write is treated in confidence and is seen only by the admissions team and the staff who consider the application. If you are unable to give a reference, or feel you do not know the applicant well enough, simply reply to this e-mail and let us know.

With thanks and every blessing,

The Admissions Team
{{collegeName}}`,
  },
  {
    key: 'reference-reminder',
    name: 'Reference reminder',
    subject: 'Reminder: reference for {{applicantName}}',
    placeholders: referee,
    body: `Dear {{refereeName}},

A little while ago we asked whether you would give a reference for {{applicantName}}, who has applied for the {{courseName}} at {{collegeName}}. We have not yet received it, and the application cannot be considered until we do.

If you are able to help, the form is here:

{{referenceLink}}

The link will stay open until the end of {{expiresOn}}. If you have already sent your reference, thank you, and please ignore this reminder. If you are unable to give one, a short reply to this e-mail would help us to ask someone else in good time.

With thanks,

The Admissions Team
{{collegeName}}`,
  },
  {
    key: 'email-confirmation',
    name: 'E-mail address confirmation',
    subject: 'Please confirm your e-mail address',
    placeholders: [
      { name: 'name', description: 'The first name of the person who registered', sample: 'Hannah' },
      {
        name: 'confirmationLink',
        description: 'The link that confirms the address',
        sample: 'https://portal.example.ac.uk/pages/confirm/3b9e0a77c1',
      },
      {
        name: 'expiresOn',
        description: 'When the link stops working, e.g. 16 December 2026 at 09:30',
        sample: '16 December 2026 at 09:30',
      },
      college,
    ],
    body: `Dear {{name}},

Thank you for registering to apply to {{collegeName}}. To finish setting up your account, please confirm that this is your e-mail address by opening the link below:

{{confirmationLink}}

The link works until {{expiresOn}}. Once your address is confirmed you can start your application, save it as you go, and come back to it whenever suits you.

If you did not register with us, you need not do anything: the account will not be used.

The Admissions Team
{{collegeName}}`,
  },
  {
    key: 'password-reset',
    name: 'Password reset',
    subject: 'Reset your {{collegeName}} password',
    placeholders: [
      { name: 'name', description: 'The name of the account holder', sample: 'Hannah Whitfield' },
      {
        name: 'resetLink',
        description: 'The one-time link to choose a new password',
        sample: 'https://portal.example.ac.uk/pages/reset/6d1f0c92ab',
      },
      {
        name: 'expiresOn',
        description: 'When the link stops working, e.g. 16 December 2026 at 09:30',
        sample: '16 December 2026 at 09:30',
      },
      college,
    ],
    body: `Dear {{name}},

A password reset has been set up for your {{collegeName}} account. To choose a new password, open this link:

{{resetLink}}

The link can be used once and works until {{expiresOn}}. When you have set your new password you will be signed out everywhere else, and you can sign in again straight away.

If you did not expect this e-mail, please tell the IT team by replying to it; your current password keeps working until the link is used.

IT Support
{{collegeName}}`,
  },
  ...ONBOARDING_EMAIL_TEMPLATES,
  {
    key: 'diocese-evidence-request',
    name: 'Diocese evidence request',
    subject: 'Evidence for the application of {{applicantName}}',
    placeholders: [
      {
        name: 'contactName',
        description: 'Whom the request is addressed to: the diocesan contact, or the diocese',
        sample: 'Revd Sarah Ellison',
      },
      { name: 'dioceseName', description: 'The sending diocese', sample: 'Diocese of Durham' },
      { name: 'applicantName', description: "The applicant's full name", sample: 'Hannah Whitfield' },
      { name: 'courseName', description: 'The programme applied for', sample: 'Bachelor of Theology (BTh)' },
      {
        name: 'uploadLink',
        description: 'The link where the diocese uploads its evidence',
        sample: 'https://portal.example.ac.uk/pages/diocese-evidence/8f2c41d0e7',
      },
      {
        name: 'expiresOn',
        description: 'The last day the link works, e.g. 15 January 2027',
        sample: '15 January 2027',
      },
      college,
    ],
    body: `Dear {{contactName}},

{{applicantName}} has applied to study for the {{courseName}} at {{collegeName}} and has named the {{dioceseName}} as their sending diocese.

To consider the application we would be grateful for the diocese's evidence: the Bishops' Advisory Panel (stage 2) recommendation where there is one, and anything on finance, safeguarding or the candidate's written work that the diocese holds. You can upload the files here, as many as you need:

{{uploadLink}}

The link is for the diocese only and will stay open until the end of {{expiresOn}}. If it has expired, reply to this e-mail and we will send a new one.

With thanks and every blessing,

The Admissions Team
{{collegeName}}`,
  },
  ...REGISTRY_EMAIL_TEMPLATES,
  ...ACCOUNT_EMAIL_TEMPLATES,
  ...FEATURE_EMAIL_TEMPLATES,
];
