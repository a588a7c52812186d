import { college, type DefaultTemplate, student } from './email-template-parts.ts';

// The onboarding e-mails of spec 9 (DEFAULT_EMAIL_TEMPLATES takes them in), sent to a new student
// from confirmation up to two weeks before the intake (application-outcomes/onboarding.ts).

export const ONBOARDING_EMAIL_TEMPLATES: readonly DefaultTemplate[] = [
  {
    key: 'onboarding-accounts',
    name: 'Onboarding: your accounts',
    subject: 'Welcome to {{collegeName}}: your student accounts',
    placeholders: [
      student,
      {
        name: 'loginEmail',
        description: 'The e-mail address the student signs in with',
        sample: 'hannah.whitfield@students.example.ac.uk',
      },
      { name: 'portalLink', description: 'The address of the student portal', sample: 'https://portal.example.ac.uk/' },
      college,
    ],
    body: `Dear {{studentName}},

Welcome to {{collegeName}}. We are delighted that you are joining us, and this is the first of a few short e-mails to help you get ready to start.

Your student account is now set up. You sign in to the student portal with this address:

{{loginEmail}}

The portal is at {{portalLink}}. There you will find your programme, your modules and assignment deadlines, your hub, and the college's policies. Please sign in in the next few days, check that your personal details are right, and read the student code of conduct.

If anything does not work, reply to this e-mail and the registry team will help.

Every blessing,

The Registry
{{collegeName}}`,
  },
  {
    key: 'onboarding-vle',
    name: 'Onboarding: the virtual learning environment',
    subject: 'Getting started with the online learning site',
    placeholders: [
      student,
      {
        name: 'vleLink',
        description: 'The address of the virtual learning environment',
        sample: 'https://learn.example.ac.uk/',
      },
      college,
    ],
    body: `Dear {{studentName}},

Much of your reading, the lecture recordings and the place where you hand in assignments are on our online learning site:

{{vleLink}}

You sign in with your college account. Before your first teaching day, please:

- sign in and open the "Start here" page for your programme;
- work through the short induction unit, which shows how to find module materials and submit work;
- upload a photograph to your profile so that tutors and fellow students can put a face to your name.

If you have a disability or a specific learning difference that affects how you use a computer, let us know and we will make sure the site works for you.

The Learning Technology Team
{{collegeName}}`,
  },
  {
    key: 'onboarding-academic',
    name: 'Onboarding: your programme',
    subject: 'Your programme: {{programmeTitle}}',
    placeholders: [
      student,
      {
        name: 'programmeTitle',
        description: 'The programme the student is starting',
        sample: 'BA (Hons) Theology, Ministry and Mission',
      },
      {
        name: 'startDate',
        description: 'The first day of teaching, e.g. 14 September 2026',
        sample: '14 September 2026',
      },
      college,
    ],
    body: `Dear {{studentName}},

You are enrolled on the {{programmeTitle}}, and teaching begins on {{startDate}}.

Your programme handbook, on the online learning site, sets out the modules for your first year, how each is assessed and the dates by which work is due. Please read it before you start, together with the academic conduct policy, which explains how we expect sources to be used and acknowledged.

In your first weeks you will be introduced to your personal tutor, who will meet you each term to talk about your progress and your formation. Your module tutors are happy to answer questions about reading and assignments at any time.

We look forward to studying with you.

The Academic Office
{{collegeName}}`,
  },
  {
    key: 'onboarding-study-skills',
    name: 'Onboarding: study skills',
    subject: 'Study skills support at {{collegeName}}',
    placeholders: [
      student,
      {
        name: 'studySkillsLink',
        description: 'The study skills pages of the portal',
        sample: 'https://portal.example.ac.uk/forms/studyskills',
      },
      college,
    ],
    body: `Dear {{studentName}},

Whether you are returning to study after many years or coming straight from another course, our study skills team is here to help you do your best work.

You will find guides on reading theology well, note-taking, essay planning, referencing and theological reflection here:

{{studySkillsLink}}

You can also book a one-to-one session with a study skills tutor, online or at your hub. If you have, or think you may have, a specific learning difference such as dyslexia, please tell us: we can arrange an assessment and agree support such as extra time.

The Study Skills Team
{{collegeName}}`,
  },
  {
    key: 'onboarding-residential',
    name: 'Onboarding: residential weekends',
    subject: 'Your residential weekends this year',
    placeholders: [
      student,
      {
        name: 'residentialDates',
        description: "The dates of this year's residentials, one per line",
        sample: '2–4 October 2026\n22–24 January 2027\n30 April – 2 May 2027',
      },
      college,
    ],
    body: `Dear {{studentName}},

Residential weekends are an important part of life at {{collegeName}}: teaching, worship and time together as a learning community. This year's residentials are:

{{residentialDates}}

Attendance is expected. Accommodation and meals are included in your fees; please let us know of any dietary needs or access requirements at least three weeks before each weekend. Weekends begin with registration at 4 pm on the Friday and close after lunch on the Sunday.

If you cannot attend a residential for a serious reason, please speak to your personal tutor as early as you can.

The Residentials Team
{{collegeName}}`,
  },
  {
    key: 'onboarding-location',
    name: 'Onboarding: your hub',
    subject: 'Your hub: {{hubName}}',
    placeholders: [
      student,
      { name: 'hubName', description: 'The hub (regional teaching centre) the student belongs to', sample: 'Durham' },
      college,
    ],
    body: `Dear {{studentName}},

You will be part of the {{hubName}} hub. Hub evenings are where most of your weekly teaching happens, alongside worship and a shared meal with the other students in your area.

Your hub director will write to you before the start of term with the address, parking and public transport details, and the timetable for the first half term. In the meantime you can find information about your hub on the portal under "My Hub".

We hope you will soon feel at home there.

The Hubs Team
{{collegeName}}`,
  },
];
