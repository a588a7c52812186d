import { college, type DefaultTemplate } from './email-template-parts.ts';

// The e-mails of the optional features of issue 20 (migration 0041b installs the frozen copy).

export const FEATURE_EMAIL_TEMPLATES: readonly DefaultTemplate[] = [
  {
    key: 'personal-tutor-meeting-request',
    name: 'Personal tutor meeting request',
    subject: '{{studentName}} would like to meet',
    placeholders: [
      { name: 'tutorName', description: "The personal tutor's name", sample: 'Revd Dr Thomas Whitfield' },
      { name: 'studentName', description: "The student's full name", sample: 'Hannah Clarke' },
      { name: 'partnerId', description: "The student's partner id", sample: '0001234' },
      { name: 'studentEmail', description: "The student's e-mail address, to reply to", sample: 'hannah@example.org' },
      { name: 'message', description: 'What the student wrote', sample: 'I would like to talk about my placement.' },
      {
        name: 'availability',
        description: 'When the student can meet, as they wrote it (or "not given")',
        sample: 'Tuesday or Thursday afternoons',
      },
      college,
    ],
    body: `Dear {{tutorName}},

{{studentName}} ({{partnerId}}), one of your personal tutees, has asked to meet you through the student portal.

Their message:

{{message}}

When they can meet: {{availability}}

Please reply to them at {{studentEmail}} to arrange a time.

{{collegeName}}`,
  },
  {
    key: 'bap-panel-reminder',
    name: 'BAP panel reminder',
    subject: 'BAP panel on {{panelDate}}: {{candidateName}}',
    placeholders: [
      { name: 'candidateName', description: "The candidate's full name", sample: 'Hannah Clarke' },
      { name: 'panelDate', description: 'The date of the panel (e.g. 3 December 2026)', sample: '3 December 2026' },
      { name: 'stage', description: 'The BAP stage on record', sample: 'Stage 2 panel booked' },
      { name: 'course', description: 'The programme applied for', sample: 'BA Theology, Ministry and Mission' },
      { name: 'diocese', description: 'The candidate\'s diocese (or "not given")', sample: 'Diocese of Durham' },
      college,
    ],
    body: `Dear admissions team,

{{candidateName}} ({{course}}, {{diocese}}) has a Bishops' Advisory Panel on {{panelDate}}.

The stage on record is: {{stage}}.

Once the panel has been held, record its outcome and attach the diocese's recommendation under Applications → BAP panels.

{{collegeName}}`,
  },
];
