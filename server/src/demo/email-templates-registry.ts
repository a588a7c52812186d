import { college, type DefaultTemplate } from './email-template-parts.ts';

// The registry's e-mails to students (DEFAULT_EMAIL_TEMPLATES takes them in).

export const REGISTRY_EMAIL_TEMPLATES: readonly DefaultTemplate[] = [
  {
    key: 'folder-request-outcome',
    name: 'Copy of the student file: outcome',
    subject: 'Your request for a copy of your student file',
    placeholders: [
      { name: 'studentName', description: "The student's first name (or preferred name)", sample: 'Hannah' },
      {
        name: 'requestedOn',
        description: 'The day the student asked, e.g. 20 November 2026',
        sample: '20 November 2026',
      },
      {
        name: 'outcome',
        description: 'What the registry did: sent it (and where), or could not',
        sample: 'We have sent it by e-mail to hannah.whitfield@example.org.',
      },
      {
        name: 'note',
        description: "The registry's note to the student (may be empty)",
        sample: 'It is a password-protected PDF; we will text you the password.',
      },
      college,
    ],
    body: `Dear {{studentName}},

On {{requestedOn}} you asked us for a copy of your student file. {{outcome}}

{{note}}

If you have any questions, reply to this e-mail.

With best wishes,

The Registry
{{collegeName}}`,
  },
];
