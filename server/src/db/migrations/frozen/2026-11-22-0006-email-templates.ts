// Frozen copy of the default e-mail templates as migration 0006 (and 0023a) install them.
// Migrations are history: never edit this file; a new or changed default arrives by a new migration.

export interface FrozenTemplate {
  key: string;
  name: string;
  subject: string;
  body: string;
  placeholders: { name: string; description: string; sample: string }[];
}

export const EMAIL_TEMPLATES_0006: readonly FrozenTemplate[] = [
  {
    key: 'reference-request',
    name: 'Reference request',
    subject: 'Reference request for {{applicantName}}',
    placeholders: [
      {
        name: 'refereeName',
        description: 'The name of the referee, as the applicant gave it',
        sample: 'Revd Canon Peter Holloway',
      },
      {
        name: 'applicantName',
        description: "The applicant's full name",
        sample: 'Hannah Whitfield',
      },
      {
        name: 'courseName',
        description: 'The programme applied for',
        sample: 'BA (Hons) Theology, Ministry and Mission',
      },
      {
        name: 'referenceLink',
        description: 'The one-time link to the reference form',
        sample: 'https://portal.example.ac.uk/pages/reference/8f2c41d0e7',
      },
      {
        name: 'expiresOn',
        description: 'The last day the link works, e.g. 15 January 2027',
        sample: '15 January 2027',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{refereeName}},\n\n{{applicantName}} has applied to study for the {{courseName}} at {{collegeName}} and has named you as a referee. We would be very grateful if you could tell us about them.\n\nThe reference form takes about fifteen minutes to complete. It asks how you know the applicant, how long you have known them, and for your view of their academic ability, how they relate to others and their readiness for study. Please complete it here:\n\n{{referenceLink}}\n\nThe link is personal to you and can be used once. It will stay open until the end of {{expiresOn}}.\n\nWhat you write is treated in confidence and is seen only by the admissions team and the staff who consider the application. If you are unable to give a reference, or feel you do not know the applicant well enough, simply reply to this e-mail and let us know.\n\nWith thanks and every blessing,\n\nThe Admissions Team\n{{collegeName}}',
  },
  {
    key: 'reference-reminder',
    name: 'Reference reminder',
    subject: 'Reminder: reference for {{applicantName}}',
    placeholders: [
      {
        name: 'refereeName',
        description: 'The name of the referee, as the applicant gave it',
        sample: 'Revd Canon Peter Holloway',
      },
      {
        name: 'applicantName',
        description: "The applicant's full name",
        sample: 'Hannah Whitfield',
      },
      {
        name: 'courseName',
        description: 'The programme applied for',
        sample: 'BA (Hons) Theology, Ministry and Mission',
      },
      {
        name: 'referenceLink',
        description: 'The one-time link to the reference form',
        sample: 'https://portal.example.ac.uk/pages/reference/8f2c41d0e7',
      },
      {
        name: 'expiresOn',
        description: 'The last day the link works, e.g. 15 January 2027',
        sample: '15 January 2027',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{refereeName}},\n\nA little while ago we asked whether you would give a reference for {{applicantName}}, who has applied for the {{courseName}} at {{collegeName}}. We have not yet received it, and the application cannot be considered until we do.\n\nIf you are able to help, the form is here:\n\n{{referenceLink}}\n\nThe link will stay open until the end of {{expiresOn}}. If you have already sent your reference, thank you, and please ignore this reminder. If you are unable to give one, a short reply to this e-mail would help us to ask someone else in good time.\n\nWith thanks,\n\nThe Admissions Team\n{{collegeName}}',
  },
  {
    key: 'email-confirmation',
    name: 'E-mail address confirmation',
    subject: 'Please confirm your e-mail address',
    placeholders: [
      {
        name: 'name',
        description: 'The first name of the person who registered',
        sample: 'Hannah',
      },
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
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{name}},\n\nThank you for registering to apply to {{collegeName}}. To finish setting up your account, please confirm that this is your e-mail address by opening the link below:\n\n{{confirmationLink}}\n\nThe link works until {{expiresOn}}. Once your address is confirmed you can start your application, save it as you go, and come back to it whenever suits you.\n\nIf you did not register with us, you need not do anything: the account will not be used.\n\nThe Admissions Team\n{{collegeName}}',
  },
  {
    key: 'password-reset',
    name: 'Password reset',
    subject: 'Reset your {{collegeName}} password',
    placeholders: [
      {
        name: 'name',
        description: 'The name of the account holder',
        sample: 'Hannah Whitfield',
      },
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
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{name}},\n\nA password reset has been set up for your {{collegeName}} account. To choose a new password, open this link:\n\n{{resetLink}}\n\nThe link can be used once and works until {{expiresOn}}. When you have set your new password you will be signed out everywhere else, and you can sign in again straight away.\n\nIf you did not expect this e-mail, please tell the IT team by replying to it; your current password keeps working until the link is used.\n\nIT Support\n{{collegeName}}',
  },
  {
    key: 'onboarding-accounts',
    name: 'Onboarding: your accounts',
    subject: 'Welcome to {{collegeName}}: your student accounts',
    placeholders: [
      {
        name: 'studentName',
        description: "The student's first name (or preferred name)",
        sample: 'Hannah',
      },
      {
        name: 'loginEmail',
        description: 'The e-mail address the student signs in with',
        sample: 'hannah.whitfield@students.example.ac.uk',
      },
      {
        name: 'portalLink',
        description: 'The address of the student portal',
        sample: 'https://portal.example.ac.uk/',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: "Dear {{studentName}},\n\nWelcome to {{collegeName}}. We are delighted that you are joining us, and this is the first of a few short e-mails to help you get ready to start.\n\nYour student account is now set up. You sign in to the student portal with this address:\n\n{{loginEmail}}\n\nThe portal is at {{portalLink}}. There you will find your programme, your modules and assignment deadlines, your hub, and the college's policies. Please sign in in the next few days, check that your personal details are right, and read the student code of conduct.\n\nIf anything does not work, reply to this e-mail and the registry team will help.\n\nEvery blessing,\n\nThe Registry\n{{collegeName}}",
  },
  {
    key: 'onboarding-vle',
    name: 'Onboarding: the virtual learning environment',
    subject: 'Getting started with the online learning site',
    placeholders: [
      {
        name: 'studentName',
        description: "The student's first name (or preferred name)",
        sample: 'Hannah',
      },
      {
        name: 'vleLink',
        description: 'The address of the virtual learning environment',
        sample: 'https://learn.example.ac.uk/',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{studentName}},\n\nMuch of your reading, the lecture recordings and the place where you hand in assignments are on our online learning site:\n\n{{vleLink}}\n\nYou sign in with your college account. Before your first teaching day, please:\n\n- sign in and open the "Start here" page for your programme;\n- work through the short induction unit, which shows how to find module materials and submit work;\n- upload a photograph to your profile so that tutors and fellow students can put a face to your name.\n\nIf you have a disability or a specific learning difference that affects how you use a computer, let us know and we will make sure the site works for you.\n\nThe Learning Technology Team\n{{collegeName}}',
  },
  {
    key: 'onboarding-academic',
    name: 'Onboarding: your programme',
    subject: 'Your programme: {{programmeTitle}}',
    placeholders: [
      {
        name: 'studentName',
        description: "The student's first name (or preferred name)",
        sample: 'Hannah',
      },
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
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{studentName}},\n\nYou are enrolled on the {{programmeTitle}}, and teaching begins on {{startDate}}.\n\nYour programme handbook, on the online learning site, sets out the modules for your first year, how each is assessed and the dates by which work is due. Please read it before you start, together with the academic conduct policy, which explains how we expect sources to be used and acknowledged.\n\nIn your first weeks you will be introduced to your personal tutor, who will meet you each term to talk about your progress and your formation. Your module tutors are happy to answer questions about reading and assignments at any time.\n\nWe look forward to studying with you.\n\nThe Academic Office\n{{collegeName}}',
  },
  {
    key: 'onboarding-study-skills',
    name: 'Onboarding: study skills',
    subject: 'Study skills support at {{collegeName}}',
    placeholders: [
      {
        name: 'studentName',
        description: "The student's first name (or preferred name)",
        sample: 'Hannah',
      },
      {
        name: 'studySkillsLink',
        description: 'The study skills pages of the portal',
        sample: 'https://portal.example.ac.uk/forms/studyskills',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{studentName}},\n\nWhether you are returning to study after many years or coming straight from another course, our study skills team is here to help you do your best work.\n\nYou will find guides on reading theology well, note-taking, essay planning, referencing and theological reflection here:\n\n{{studySkillsLink}}\n\nYou can also book a one-to-one session with a study skills tutor, online or at your hub. If you have, or think you may have, a specific learning difference such as dyslexia, please tell us: we can arrange an assessment and agree support such as extra time.\n\nThe Study Skills Team\n{{collegeName}}',
  },
  {
    key: 'onboarding-residential',
    name: 'Onboarding: residential weekends',
    subject: 'Your residential weekends this year',
    placeholders: [
      {
        name: 'studentName',
        description: "The student's first name (or preferred name)",
        sample: 'Hannah',
      },
      {
        name: 'residentialDates',
        description: "The dates of this year's residentials, one per line",
        sample: '2–4 October 2026\n22–24 January 2027\n30 April – 2 May 2027',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: "Dear {{studentName}},\n\nResidential weekends are an important part of life at {{collegeName}}: teaching, worship and time together as a learning community. This year's residentials are:\n\n{{residentialDates}}\n\nAttendance is expected. Accommodation and meals are included in your fees; please let us know of any dietary needs or access requirements at least three weeks before each weekend. Weekends begin with registration at 4 pm on the Friday and close after lunch on the Sunday.\n\nIf you cannot attend a residential for a serious reason, please speak to your personal tutor as early as you can.\n\nThe Residentials Team\n{{collegeName}}",
  },
  {
    key: 'onboarding-location',
    name: 'Onboarding: your hub',
    subject: 'Your hub: {{hubName}}',
    placeholders: [
      {
        name: 'studentName',
        description: "The student's first name (or preferred name)",
        sample: 'Hannah',
      },
      {
        name: 'hubName',
        description: 'The hub (regional teaching centre) the student belongs to',
        sample: 'Durham',
      },
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{studentName}},\n\nYou will be part of the {{hubName}} hub. Hub evenings are where most of your weekly teaching happens, alongside worship and a shared meal with the other students in your area.\n\nYour hub director will write to you before the start of term with the address, parking and public transport details, and the timetable for the first half term. In the meantime you can find information about your hub on the portal under "My Hub".\n\nWe hope you will soon feel at home there.\n\nThe Hubs Team\n{{collegeName}}',
  },
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
      {
        name: 'dioceseName',
        description: 'The sending diocese',
        sample: 'Diocese of Durham',
      },
      {
        name: 'applicantName',
        description: "The applicant's full name",
        sample: 'Hannah Whitfield',
      },
      {
        name: 'courseName',
        description: 'The programme applied for',
        sample: 'Bachelor of Theology (BTh)',
      },
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
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: "Dear {{contactName}},\n\n{{applicantName}} has applied to study for the {{courseName}} at {{collegeName}} and has named the {{dioceseName}} as their sending diocese.\n\nTo consider the application we would be grateful for the diocese's evidence: the Bishops' Advisory Panel (stage 2) recommendation where there is one, and anything on finance, safeguarding or the candidate's written work that the diocese holds. You can upload the files here, as many as you need:\n\n{{uploadLink}}\n\nThe link is for the diocese only and will stay open until the end of {{expiresOn}}. If it has expired, reply to this e-mail and we will send a new one.\n\nWith thanks and every blessing,\n\nThe Admissions Team\n{{collegeName}}",
  },
  {
    key: 'folder-request-outcome',
    name: 'Copy of the student file: outcome',
    subject: 'Your request for a copy of your student file',
    placeholders: [
      {
        name: 'studentName',
        description: "The student's first name (or preferred name)",
        sample: 'Hannah',
      },
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
      {
        name: 'collegeName',
        description: 'The name of the college (COLLEGE_NAME)',
        sample: 'Collegium Theological College',
      },
    ],
    body: 'Dear {{studentName}},\n\nOn {{requestedOn}} you asked us for a copy of your student file. {{outcome}}\n\n{{note}}\n\nIf you have any questions, reply to this e-mail.\n\nWith best wishes,\n\nThe Registry\n{{collegeName}}',
  },
];
