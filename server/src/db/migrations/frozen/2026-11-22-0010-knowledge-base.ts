// Frozen copy of the knowledge-base pages as migration 0010 installs them.
// Migrations are history: never edit this file; a new or changed page arrives by a new migration.

export interface FrozenPage {
  pathKey: string;
  title: string;
  category: string;
  body: string;
}

export const KNOWLEDGE_BASE_0010: readonly FrozenPage[] = [
  {
    pathKey: 'kb/dashboard',
    title: 'Getting around: the dashboard, the menu and acting as another user',
    category: 'KB',
    body: 'The **Dashboard** is the first page after signing in. Its cards show figures for the areas your permissions open.\n\n## The menu\n- The menu on the left lists only the modules your role opens. If a colleague sees a page you do not, ask an administrator to check your roles under **Users**.\n- Select the arrow at the bottom of the menu to fold it to the initials of each page, which leaves more room on a laptop.\n- On a phone the menu opens from the button at the top left and closes once you choose a page.\n\n## Acting as another user\nStaff with *dashboard:loginas* can act as a student or colleague to see exactly what they see. A banner at the top names the person you are acting as and who you signed in as; choose **Return to my account** in it to go back. Everything you change while acting is recorded in the audit log under your own name as well as theirs.',
  },
  {
    pathKey: 'kb/students',
    title: 'Students: finding a student and keeping their record up to date',
    category: 'KB',
    body: "Open **Students → All students** to search every student, or **Enrolled** for current students only.\n\n## Finding someone\n1. Type part of a name, e-mail address or partner ID into the search box; the list narrows as you type.\n2. Add filters (programme, status, hub, cohort) to narrow further. Filters stay in place when you come back to the list.\n3. Select a row to open the student's record.\n\n## The student record\nThe header shows the photo, partner ID (seven digits), programme, level and engagement status. The tabs hold details, engagements and sessions, modules and results, assignments and extensions, dissertation, documents and history.\n\n- **Changing an engagement status** (for example Current to IoS) offers only the statuses the rules allow from the present one; the change is dated and shows in History.\n- **Transfers** between programmes check the credit rules first and explain any that are not met.\n- **History** lists every change with who made it and when.\n\n## Exporting\nWith *students:export* the list has **Export**, which downloads the rows and filters on screen as a spreadsheet.",
  },
  {
    pathKey: 'kb/enrolment-and-intentions',
    title: 'Students: enrolment, new students and intentions for next year',
    category: 'KB',
    body: '## New students\n**Students → New students** lists everyone starting at the next intake. Choose another upcoming intake from the list at the top to plan ahead.\n\n## Enrolment\n**Students → Enrolment** shows the sessions waiting to be enrolled. Tick the students whose paperwork is complete and choose **Mark enrolled**, then confirm. A student can also confirm their own enrolment from the portal.\n\n## Intentions\nEach spring students say whether they intend to continue, change pace or leave. **Students → Intentions** lists every answer with its status, so hub and programme directors can follow up the students who have not answered.',
  },
  {
    pathKey: 'kb/applications',
    title: 'Applications: reviewing an application from start to decision',
    category: 'KB',
    body: "Applicants apply through their own account: they register, confirm their e-mail address and complete the application wizard, which saves on every **Next**.\n\n## Working through the queue\n- **Applications → Ongoing** lists applications still in progress, newest first. **Confirmed** lists those with an accepted place.\n- Open an application to see each section (eligibility, references, placement, finances, qualifications...) with its own review status. Set a section to *Accepted* when you have checked it, or *Additional information needed* with a note saying what is missing.\n- References arrive by link: each referee receives an e-mail with a private link and answers in the browser. The application shows who has answered and who is still awaited.\n- Dioceses send their evidence through a link of their own; it appears under Evidence with the source *Diocese*.\n\n## Deciding\nWhen every section is reviewed, record the outcome. A confirmed applicant's account gains the student portal once their first session starts.",
  },
  {
    pathKey: 'kb/mystudents',
    title: 'My Students: tutees, photos and learning support for tutors',
    category: 'KB',
    body: '**My Students** shows tutors and directors the students they teach or look after.\n\n- **Photos** shows cards of your tutees and the students in modules you teach, so you can put names to faces before a residential.\n- **Learning support** lists the adjustments agreed for your students (extra time, rest breaks, materials in advance). Each time you open it the view is recorded, because this is special-category information: open it only when you need it and do not copy it elsewhere.\n- Select a student to open their record page with the tabs your permissions allow.',
  },
  {
    pathKey: 'kb/faculty',
    title: 'Faculty: adding a tutor and recording what they teach',
    category: 'KB',
    body: '1. Open **Faculty → All faculty** and choose **New member of faculty**.\n2. Fill in the details: job title, department, start date and qualifications. Fields marked with an asterisk are required; a problem shows in red under the field.\n3. Choose **Save**. The record opens with a **Teaching** tab listing the module instances they teach.\n\nTo change details later, edit the form and choose **Save**. If a colleague saved the same record while you were editing, you are told so and can reload their version before making your change again.',
  },
  {
    pathKey: 'kb/modules',
    title: 'Modules: setting up a module and its instances',
    category: 'KB',
    body: "**Modules → All modules** lists every module with its code, level and credits.\n\n- Choose **New module** to add one. The code must be unique (for example *TH4101*); level and credits follow the programme rules.\n- A module's record shows its instances: each run of the module in a year and hub, with its tutor, hub weeks and residentials.\n- Assignments belong to an instance. Their due dates are what students see in *Current assignments*, and extensions move the due date for one student only.",
  },
  {
    pathKey: 'kb/leads',
    title: 'Potential students: recording enquiries and following them up',
    category: 'KB',
    body: '**Potential Students → Activity** lists everyone who has enquired, with their stage and where they first heard of the college.\n\n## Recording an enquiry\n1. Choose **New potential student**.\n2. Enter the name and at least one way to reach them, the first contact date and the first source (website enquiry, open day, church visit, diocesan referral...).\n3. Set the stage (Initial contact made, Engaged with HD/PD, Interested in current enrolment...) and save.\n\n## Following up\nFilter the list by stage to see who needs a call. **Report** counts enquiries by source and stage for the marketing meeting. Staff with *leads:import* can bring in the sign-up lists from events under **Events**.',
  },
  {
    pathKey: 'kb/organisations',
    title: 'Organisations: churches, dioceses and partners',
    category: 'KB',
    body: '**Organisations → All organisations** holds the churches, dioceses, trusts and partner institutions the college works with.\n\n- Choose **New organisation**, give its name, type (Church or Other) and status, and its address. Postcodes are checked against the UK format.\n- Contacts can be linked to an organisation, so the diocesan director of ordinands is one click from the diocese.\n- Use **History** on a record to see who changed an address and when.',
  },
  {
    pathKey: 'kb/contacts',
    title: 'Contacts and consents: keeping people and their permissions right',
    category: 'KB',
    body: '**Contacts → All contacts** lists people who are not students or staff: referees, supervisors, donors and church contacts.\n\n- Record the preferred name as well as the legal one; letters and e-mails use the preferred name.\n- **Consents** (managers only) shows what each person has agreed to receive, for example the newsletter or fundraising appeals. Never send marketing to someone without a current consent; record a withdrawal the day it arrives.\n- Deleting a contact is permanent and recorded in the audit log; prefer marking them inactive if they might return.',
  },
  {
    pathKey: 'kb/alumni',
    title: 'Alumni: keeping in touch with former students',
    category: 'KB',
    body: "**Alumni → All alumni** lists former students with their award and year of completion.\n\n- Update a graduate's address and ministry role when they tell you; the fundraising team relies on it.\n- Filter by year of completion to invite a cohort to a reunion.",
  },
  {
    pathKey: 'kb/reporting',
    title: 'Reporting: student and application figures',
    category: 'KB',
    body: "- **Students → Student reporting** counts students by programme, level, hub and status for any academic year, with charts you can download for a board paper.\n- **Applications → Application reporting** follows the year's applications from started to accepted, by programme and by source.\n- On any list you may export, **Export** downloads the rows and filters on screen as a spreadsheet, and **Custom export** lets you choose the columns first.",
  },
  {
    pathKey: 'kb/users',
    title: 'Users: giving a colleague access',
    category: 'KB',
    body: "1. Open **Users → All users** and choose **New user**.\n2. Enter their name and **Sign-in e-mail**.\n3. Access comes from their roles (Registry, Admissions, Finance, Tutor...), each a list of permissions, which a system administrator assigns. **Direct permissions** adds permission strings on top of the roles, e.g. `students:view leads:*`; use it sparingly.\n4. Save. They sign in with the college's single sign-on if it is set up, or choose a password through the reset link an administrator sends them.\n\nWhen someone leaves, untick **Active** rather than deleting them: an inactive account cannot sign in, and their name stays on the records they changed.",
  },
  {
    pathKey: 'kb/admin',
    title: 'Administration: portal pages, e-mail templates and the outbox',
    category: 'KB',
    body: '## Portal pages\n**Administration → Portal pages** holds the pages students read in the portal (My Programme, Study Skills, Help, IT Support...) and the articles of this knowledge base.\n\n1. Filter by category or search by title, then choose a page.\n2. Edit the text in Markdown: `## Heading`, `**bold**`, `- list item`, `[link text](https://example.org)`. The preview beside the editor shows what readers will see.\n3. Tick **Published** for students to see it; an unpublished page is hidden from them.\n4. Choose **Save**. If someone else saved the page while you were editing, you are told so; reload to see their version.\n\nOn the Help page each `## Heading` becomes a tab. HTML typed into a page is shown as text, and links may only go to web addresses, e-mail addresses or pages of the portal.\n\n## E-mail templates and the outbox\n**E-mail templates** holds the wording of every message the system sends, with placeholders such as `{{applicantName}}`. **Outbox** shows each message sent or waiting, and lets you retry one that failed.',
  },
];
