import type { Kysely, Transaction } from 'kysely';
import type { PageCategory } from '@collegium/domain/portal-pages';
import type { Database } from '../db/schema.ts';

// Portal pages (issue 5): the knowledge base ships with the product (the migration writes it);
// the student content pages describe the demo college and are written with the demo data.

export interface SeedPage {
  pathKey: string;
  title: string;
  category: PageCategory;
  body: string;
}

/** One how-to article per staff module in the menu, about this product. */
export const KNOWLEDGE_BASE: readonly SeedPage[] = [
  {
    pathKey: 'kb/dashboard',
    title: 'Getting around: the dashboard, the menu and acting as another user',
    category: 'KB',
    body: `The **Dashboard** is the first page after signing in. Its cards show figures for the areas your permissions open.

## The menu
- The menu on the left lists only the modules your role opens. If a colleague sees a page you do not, ask an administrator to check your roles under **Users**.
- Select the arrow at the bottom of the menu to fold it to the initials of each page, which leaves more room on a laptop.
- On a phone the menu opens from the button at the top left and closes once you choose a page.

## Acting as another user
Staff with *dashboard:loginas* can act as a student or colleague to see exactly what they see. A banner at the top names the person you are acting as and who you signed in as; choose **Return to my account** in it to go back. Everything you change while acting is recorded in the audit log under your own name as well as theirs.`,
  },
  {
    pathKey: 'kb/students',
    title: 'Students: finding a student and keeping their record up to date',
    category: 'KB',
    body: `Open **Students → All students** to search every student, or **Enrolled** for current students only.

## Finding someone
1. Type part of a name, e-mail address or partner ID into the search box; the list narrows as you type.
2. Add filters (programme, status, hub, cohort) to narrow further. Filters stay in place when you come back to the list.
3. Select a row to open the student's record.

## The student record
The header shows the photo, partner ID (seven digits), programme, level and engagement status. The tabs hold details, engagements and sessions, modules and results, assignments and extensions, dissertation, documents and history.

- **Changing an engagement status** (for example Current to IoS) offers only the statuses the rules allow from the present one; the change is dated and shows in History.
- **Transfers** between programmes check the credit rules first and explain any that are not met.
- **History** lists every change with who made it and when.

## Exporting
With *students:export* the list has **Export**, which downloads the rows and filters on screen as a spreadsheet.`,
  },
  {
    pathKey: 'kb/enrolment-and-intentions',
    title: 'Students: enrolment, new students and intentions for next year',
    category: 'KB',
    body: `## New students
**Students → New students** lists everyone starting at the next intake. Choose another upcoming intake from the list at the top to plan ahead.

## Enrolment
**Students → Enrolment** shows the sessions waiting to be enrolled. Tick the students whose paperwork is complete and choose **Mark enrolled**, then confirm. A student can also confirm their own enrolment from the portal.

## Intentions
Each spring students say whether they intend to continue, change pace or leave. **Students → Intentions** lists every answer with its status, so hub and programme directors can follow up the students who have not answered.`,
  },
  {
    pathKey: 'kb/applications',
    title: 'Applications: reviewing an application from start to decision',
    category: 'KB',
    body: `Applicants apply through their own account: they register, confirm their e-mail address and complete the application wizard, which saves on every **Next**.

## Working through the queue
- **Applications → Ongoing** lists applications still in progress, newest first. **Confirmed** lists those with an accepted place.
- Open an application to see each section (eligibility, references, placement, finances, qualifications...) with its own review status. Set a section to *Accepted* when you have checked it, or *Additional information needed* with a note saying what is missing.
- References arrive by link: each referee receives an e-mail with a private link and answers in the browser. The application shows who has answered and who is still awaited.
- Dioceses send their evidence through a link of their own; it appears under Evidence with the source *Diocese*.

## Deciding
When every section is reviewed, record the outcome. A confirmed applicant's account gains the student portal once their first session starts.`,
  },
  {
    pathKey: 'kb/mystudents',
    title: 'My Students: tutees, photos and learning support for tutors',
    category: 'KB',
    body: `**My Students** shows tutors and directors the students they teach or look after.

- **Photos** shows cards of your tutees and the students in modules you teach, so you can put names to faces before a residential.
- **Learning support** lists the adjustments agreed for your students (extra time, rest breaks, materials in advance). Each time you open it the view is recorded, because this is special-category information: open it only when you need it and do not copy it elsewhere.
- Select a student to open their record page with the tabs your permissions allow.`,
  },
  {
    pathKey: 'kb/faculty',
    title: 'Faculty: adding a tutor and recording what they teach',
    category: 'KB',
    body: `1. Open **Faculty → All faculty** and choose **New member of faculty**.
2. Fill in the details: job title, department, start date and qualifications. Fields marked with an asterisk are required; a problem shows in red under the field.
3. Choose **Save**. The record opens with a **Teaching** tab listing the module instances they teach.

To change details later, edit the form and choose **Save**. If a colleague saved the same record while you were editing, you are told so and can reload their version before making your change again.`,
  },
  {
    pathKey: 'kb/modules',
    title: 'Modules: setting up a module and its instances',
    category: 'KB',
    body: `**Modules → All modules** lists every module with its code, level and credits.

- Choose **New module** to add one. The code must be unique (for example *TH4101*); level and credits follow the programme rules.
- A module's record shows its instances: each run of the module in a year and hub, with its tutor, hub weeks and residentials.
- Assignments belong to an instance. Their due dates are what students see in *Current assignments*, and extensions move the due date for one student only.`,
  },
  {
    pathKey: 'kb/leads',
    title: 'Potential students: recording enquiries and following them up',
    category: 'KB',
    body: `**Potential Students → Activity** lists everyone who has enquired, with their stage and where they first heard of the college.

## Recording an enquiry
1. Choose **New potential student**.
2. Enter the name and at least one way to reach them, the first contact date and the first source (website enquiry, open day, church visit, diocesan referral...).
3. Set the stage (Initial contact made, Engaged with HD/PD, Interested in current enrolment...) and save.

## Following up
Filter the list by stage to see who needs a call. **Report** counts enquiries by source and stage for the marketing meeting. Staff with *leads:import* can bring in the sign-up lists from events under **Events**.`,
  },
  {
    pathKey: 'kb/organisations',
    title: 'Organisations: churches, dioceses and partners',
    category: 'KB',
    body: `**Organisations → All organisations** holds the churches, dioceses, trusts and partner institutions the college works with.

- Choose **New organisation**, give its name, type (Church or Other) and status, and its address. Postcodes are checked against the UK format.
- Contacts can be linked to an organisation, so the diocesan director of ordinands is one click from the diocese.
- Use **History** on a record to see who changed an address and when.`,
  },
  {
    pathKey: 'kb/contacts',
    title: 'Contacts and consents: keeping people and their permissions right',
    category: 'KB',
    body: `**Contacts → All contacts** lists people who are not students or staff: referees, supervisors, donors and church contacts.

- Record the preferred name as well as the legal one; letters and e-mails use the preferred name.
- **Consents** (managers only) shows what each person has agreed to receive, for example the newsletter or fundraising appeals. Never send marketing to someone without a current consent; record a withdrawal the day it arrives.
- Deleting a contact is permanent and recorded in the audit log; prefer marking them inactive if they might return.`,
  },
  {
    pathKey: 'kb/alumni',
    title: 'Alumni: keeping in touch with former students',
    category: 'KB',
    body: `**Alumni → All alumni** lists former students with their award and year of completion.

- Update a graduate's address and ministry role when they tell you; the fundraising team relies on it.
- Filter by year of completion to invite a cohort to a reunion.`,
  },
  {
    pathKey: 'kb/reporting',
    title: 'Reporting: student and application figures',
    category: 'KB',
    body: `- **Students → Student reporting** counts students by programme, level, hub and status for any academic year, with charts you can download for a board paper.
- **Applications → Application reporting** follows the year's applications from started to accepted, by programme and by source.
- On any list you may export, **Export** downloads the rows and filters on screen as a spreadsheet, and **Custom export** lets you choose the columns first.`,
  },
  {
    pathKey: 'kb/users',
    title: 'Users: giving a colleague access',
    category: 'KB',
    body: `1. Open **Users → All users** and choose **New user**.
2. Enter their first and last name and **Sign-in e-mail**, then how they sign in: **E-mail them a link to choose a password**, or **Work account only (single sign-on with this address)**.
3. Tick their roles (Registry, Admissions, Finance, Tutor...). Each role is a list of permissions; the panel beside the form shows what the account will open. You cannot give a right you do not hold yourself.
4. Choose **Create and send invitation** (or **Create account** for a work account). On their record page, **Direct permissions** adds permission strings on top of the roles, e.g. \`students:view leads:*\`; use it sparingly.

When someone leaves, open their record and choose **Deactivate** rather than deleting them: every session of theirs ends at once, a deactivated account cannot sign in, and their name stays on the records they changed.`,
  },
  {
    pathKey: 'kb/admin',
    title: 'Administration: portal pages, e-mail templates and the outbox',
    category: 'KB',
    body: `## Portal pages
**Administration → Portal pages** holds the pages students read in the portal (My Programme, Study Skills, Help, IT Support...) and the articles of this knowledge base.

1. Filter by category or search by title, then choose a page.
2. Edit the text in Markdown: \`## Heading\`, \`**bold**\`, \`- list item\`, \`[link text](https://example.org)\`. The preview beside the editor shows what readers will see.
3. Tick **Published** for students to see it; an unpublished page is hidden from them.
4. Choose **Save**. If someone else saved the page while you were editing, you are told so; reload to see their version.

On the Help page each \`## Heading\` becomes a tab. HTML typed into a page is shown as text, and links may only go to web addresses, e-mail addresses or pages of the portal.

## E-mail templates and the outbox
**E-mail templates** holds the wording of every message the system sends, with placeholders such as \`{{applicantName}}\`. **Outbox** shows each message sent or waiting, and lets you retry one that failed.`,
  },
  {
    pathKey: 'kb/gifts',
    title: 'Gifts: recording a gift, Gift Aid and the Gifts list',
    category: 'KB',
    body: `Gifts are recorded against a donor, so open the donor first.

## Recording a gift
1. Open **Fundraising → Donors**, find the donor by name or CRM id and select the row. Their page lists their **Gifts** above the CRM page.
2. Choose **Record a gift** (you need the right to edit donors).
3. Enter the day it was **Received on** (DD/MM/YYYY, not after today) and the **Amount (£)** in pounds and pence, like 250.00; choose the **Fund** it is for and how it was **Paid by**.
4. Tick **Gift Aid may be claimed** only for a donor who has made a Gift Aid declaration: the line under the box says whether their record holds one. Add any **Notes**.
5. Choose **Record gift**. A problem shows in red under its field and in the list at the top of the form; nothing is saved until each is put right.

## Gift Aid
Gift Aid is claimed only on gifts from a donor whose record holds a Gift Aid declaration: a gift marked claimable for anyone else is refused, so record the declaration on the donor first. HMRC must be able to trace every gift claimed on to a named donor and their declaration for six years after the end of the accounting year of the last such gift. So a donor who gave with Gift Aid in the last seven years cannot be anonymised yet: **Administration → Privacy** says until which day, and withdrawing their fundraising consent stops all contact meanwhile. Once a donor is anonymised their gifts stay in every total, under the anonymised name, with their notes removed.

## The Gifts list
**Fundraising → Gifts** lists every gift, newest first, with the total of all the gifts the filters match (every page, not only the one shown). Search by donor name or e-mail, narrow by **Fund** and **Paid by**, and choose **Export to Excel** for the rows as a spreadsheet. A gift recorded in error is taken out with **Remove** (with the right to delete donors); the audit log keeps what it was. **Fundraising → Alumni** adds each person's gifts into their lifetime giving.`,
  },
];

/** The student content pages of the demo college (a UK theological college, validated by Chester). */
export const DEMO_STUDENT_PAGES: readonly SeedPage[] = [
  {
    pathKey: 'course',
    title: 'My Programme',
    category: 'Student',
    body: `Welcome to your programme. Collegium Theological College trains people for lay and ordained ministry through part-time and full-time study at our regional hubs and online. Our awards (Certificate and Diploma of Higher Education, BTh, Graduate Diploma, PGCert, PGDip and MA) are validated by the **University of Chester**.

## How your year is organised
- **Hub evenings**: one evening a week in term at your hub, 6.30 pm to 9.00 pm, with worship, teaching and a seminar.
- **Residential weekends**: three a year (October, February and May), Friday 6 pm to Sunday 2 pm. Attendance is required for every module that lists the residential.
- **Independent study**: about 10 hours a week for a part-time student, 20 for full time.

## Credits and levels
Each module carries 20 or 40 credits. A full year of full-time study is 120 credits at one level; part-time students take 60 a year. Your programme handbook on the VLE sets out which modules are required at each level.

## Who to ask
- About a module: its tutor (listed under *Current assignments*).
- About your programme, pace or a change of pathway: your programme director.
- About enrolment, fees or your record: the Registry at [registry@collegium.ac.uk](mailto:registry@collegium.ac.uk), 01904 555 210.`,
  },
  {
    pathKey: 'studyskills',
    title: 'Study Skills',
    category: 'Student',
    body: `Many of our students return to study after years in work or ministry. These resources help you get going again.

## Writing essays
- Answer the question set: underline its key words and return to them in each paragraph.
- Plan before writing: an introduction that says what you will argue, three or four sections, a conclusion that answers the question.
- Word counts are strict: you may go 10% over; beyond that the marker stops reading.

## Referencing
The college uses **Harvard (Chester) referencing**. Cite every source you quote or paraphrase, including the Bible (give the translation on first use, e.g. *NRSVA*). The referencing guide is in the Library section of the VLE.

## Reading theology
Read the introduction and conclusion of a book first, then the chapters your essay needs. Keep notes with the page numbers as you go: it saves hours when you reference.

## One-to-one help
Our study skills tutor, Dr Ruth Akintola, offers 30-minute sessions online on Tuesdays and Thursdays. Book by e-mailing [studyskills@collegium.ac.uk](mailto:studyskills@collegium.ac.uk) with your draft attached at least three days before.`,
  },
  {
    pathKey: 'hub',
    title: 'My Hub',
    category: 'Student',
    body: `Your hub is your local community of learning: you meet there weekly in term for worship, teaching and fellowship.

| Hub | Where we meet | Hub director |
| --- | --- | --- |
| London | St Mary's Church Hall, Lambeth SE1 | Revd Dr James Okafor |
| Birmingham | Carrs Lane Centre, B4 | Revd Helen Marsh |
| Manchester | Luther King House, M14 | Dr Samuel Price |
| Bristol | Trinity Centre, BS2 | Revd Claire Dunn |
| Durham | St John's Hall, DH1 | Revd Canon Peter Hale |
| Online | Microsoft Teams, Tuesday evenings | Dr Anna Whitfield |

## Hub evenings
Doors open at 6.15 pm; worship begins at 6.30 pm. Let your hub director know by 4 pm if you cannot attend: attendance is recorded and counts towards your engagement.

## Parking and access
Each venue has step-free access. Ask your hub director about parking; most venues have a few spaces kept for students with a blue badge.`,
  },
  {
    pathKey: 'chester',
    title: 'Chester',
    category: 'Student',
    body: `Our programmes are validated by the **University of Chester**, which means your award is a University of Chester award and you are a registered student of the university as well as of the college.

## What this gives you
- **A Chester student account**: your university e-mail address and login arrive in your first month. Use it for the university library's online journals and e-books.
- **Library access**: you may borrow from the university's libraries at Chester and Warrington with your student card.
- **Graduation**: you graduate at Chester Cathedral in November, alongside the university's other graduates.

## Rules that come from Chester
Assessment regulations, academic integrity and appeals follow the university's *Principles and Regulations*. The college's own policies (see *Policies and Values*) apply them to our programmes.

## Contacts
- University partnership office: [partnerships@chester.ac.uk](mailto:partnerships@chester.ac.uk)
- University of Chester website: [www.chester.ac.uk](https://www.chester.ac.uk)`,
  },
  {
    pathKey: 'wellbeing',
    title: 'Well-being',
    category: 'Student',
    body: `Study alongside work, family and ministry can be demanding. Please tell us early when things are difficult: there is almost always something we can do.

## Who can help
- **Your personal tutor** is the first person to talk to about anything affecting your studies.
- **The chaplain**, Revd Sarah Lindqvist, offers confidential conversations and prayer: [chaplain@collegium.ac.uk](mailto:chaplain@collegium.ac.uk).
- **Student Support** can arrange learning support, extensions and, where needed, an interruption of studies. See the *Student Support* pages.

## Support outside the college
- **Samaritans**: call 116 123, free, any time.
- **NHS 111** for urgent health advice that is not an emergency; **999** in an emergency.
- **Shout**: text SHOUT to 85258 for confidential text support.
- **Clergy Support Trust** offers grants and counselling to clergy and ordinands: [www.clergysupport.org.uk](https://www.clergysupport.org.uk).

If you are worried about the safety of a child or an adult at risk, follow the safeguarding policy under *Policies and Values* and contact the college's designated safeguarding lead the same day.`,
  },
  {
    pathKey: 'policies',
    title: 'Policies and Values',
    category: 'Student',
    body: `As a community of Christian learning we aim to be hospitable, honest and safe. These policies say how. You will be asked to confirm that you have read the three marked with a star.

## Our policies
- **Code of Conduct** ★: how we treat one another at hubs, residentials and online.
- **Safeguarding Policy** ★: how we protect children and adults at risk, and who to contact.
- **Academic Conduct** ★: plagiarism, collusion, use of AI tools and how suspected misconduct is handled.
- **Extensions and Mitigating Circumstances**: how to ask for more time and what evidence is needed.
- **Complaints and Appeals**: how to raise a concern and what happens next.
- **Equality, Diversity and Inclusion**: our commitments and how to report discrimination.
- **Data Protection**: what we hold about you and why (the Student Privacy Notice).

All policies are in the *Policies* folder of the VLE, and the Registry will post you a printed copy on request.

## Our values
*Hospitality* — we welcome difference. *Truthfulness* — we say what we think with care. *Formation* — we learn for the sake of others.`,
  },
  {
    pathKey: 'help',
    title: 'Help',
    category: 'Student',
    body: `Answers to the questions students ask most. Choose a tab.

## Using the portal
- **Forms** save when you choose *Save*; while you type, a draft is kept on this device, so a lost connection does not lose your work.
- **Your details**: check *Personal Details* and *Emergency Contacts* at the start of each year.
- The portal works on a phone: use the menu button at the top left to move between pages.

## Assignments and extensions
- Submit assignments on the VLE by **12 noon** on the due date.
- For up to 7 days more, use **Extension - 7 Days**: no evidence is needed, once per module.
- For 8 days or more, use **Extension - 8+ days** and attach evidence (a doctor's letter, a letter from your incumbent...).
- Your current due dates are under *Current assignments*; decisions on requests show under *Current extensions*.

## Contacts
- Registry (records, enrolment, fees): [registry@collegium.ac.uk](mailto:registry@collegium.ac.uk), 01904 555 210
- IT helpdesk: [ithelp@collegium.ac.uk](mailto:ithelp@collegium.ac.uk), 01904 555 230, weekdays 9 am to 5 pm
- Student Support: [support@collegium.ac.uk](mailto:support@collegium.ac.uk)
- Library: [library@collegium.ac.uk](mailto:library@collegium.ac.uk)`,
  },
  {
    pathKey: 'itsupport/email',
    title: 'College e-mail',
    category: 'ITSupport',
    body: `Every student has a college e-mail address of the form *firstname.lastname@students.collegium.ac.uk*. We write to you only at this address.

## Setting it up
1. Go to [outlook.office.com](https://outlook.office.com) and sign in with your college address and the temporary password in your welcome letter.
2. You will be asked to choose a new password and to set up **multi-factor authentication** with the Microsoft Authenticator app.
3. To read college mail on your phone, install Outlook and sign in with the same details.

## Problems
If your account is locked, e-mail [ithelp@collegium.ac.uk](mailto:ithelp@collegium.ac.uk) from your personal address with your partner ID, or call 01904 555 230.`,
  },
  {
    pathKey: 'itsupport/vle',
    title: 'The VLE (Moodle)',
    category: 'ITSupport',
    body: `The virtual learning environment holds your module materials, reading lists and the submission points for assignments.

- Sign in at [vle.collegium.ac.uk](https://vle.collegium.ac.uk) with your college e-mail address.
- Your modules appear on the dashboard from the first day of term. If one is missing, tell the IT helpdesk the module code.
- Submit each assignment as a Word document or PDF. You will receive a receipt by e-mail; keep it.
- The Turnitin similarity report is for your information; a high score is not in itself a problem.`,
  },
  {
    pathKey: 'itsupport/wifi',
    title: 'Wi-Fi at hubs and residentials',
    category: 'ITSupport',
    body: `- At residentials, connect to **Collegium-Guest** and sign in with your college e-mail address.
- **eduroam** works at the residential venue and at the University of Chester: sign in with your Chester student account.
- Hub venues have their own guest Wi-Fi; the password is on the notice by the door.`,
  },
  {
    pathKey: 'student-support-introduction',
    title: 'Student Support',
    category: 'StudentSupport',
    body: `Student Support helps you get the most from your studies whatever your circumstances. We work with your tutors, in confidence, to put the right help in place.

## What we can arrange
- **Learning support** for dyslexia, dyspraxia, ADHD, autism and other neurodivergent conditions: extra time, materials in advance, rest breaks, a quiet room at residentials.
- **Disability support** for physical and mental health conditions, including accessible rooms at residentials.
- **Advice on the Disabled Students' Allowance** and help with the application.
- **Extensions, deferrals and interruptions** when life gets in the way.

## How to start
Complete the *Neurodiversity Declaration* or *Disability Declaration* in this portal, or e-mail [support@collegium.ac.uk](mailto:support@collegium.ac.uk). Our adviser, Mrs Joanna Reeve, will contact you within five working days to talk through what would help. What you tell us is shared only with the staff who need it to support you, and only with your agreement.`,
  },
  {
    pathKey: 'student-support-faqs',
    title: 'Student Support FAQs',
    category: 'StudentSupport',
    body: `## Do I need a diagnosis to get support?
No. Tell us what you find difficult and we will start with what we can do now. A diagnostic assessment can follow; we can help you arrange and fund one.

## Will my tutors know?
Only the adjustments are shared with your tutors (for example "25% extra time"), not the reasons, unless you agree.

## Can I get more time for an assignment?
Yes. For up to 7 days use *Extension - 7 Days*. For longer, use *Extension - 8+ days* with evidence. If you have a learning support plan that allows longer deadlines, say so in the request.

## I am struggling to keep up. What are my options?
Talk to your personal tutor first. You can study at a slower pace, defer the start of the next year, or take an interruption of studies of up to a year and return at the same point.

## Who sees my disability declaration?
The Student Support adviser and, with your consent, the staff who arrange your adjustments. Reads of this information are recorded.`,
  },
];

type Db = Kysely<Database> | Transaction<Database>;

async function insertMissing(db: Db, pages: readonly SeedPage[], now: string): Promise<number> {
  const existing = new Set((await db.selectFrom('portal_pages').select('path_key').execute()).map((r) => r.path_key));
  const missing = pages.filter((p) => !existing.has(p.pathKey));
  if (missing.length === 0) return 0;
  await db
    .insertInto('portal_pages')
    .values(
      missing.map((p) => ({
        path_key: p.pathKey,
        title: p.title,
        category: p.category,
        body: p.body,
        published: 1,
        updated_by_user_id: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return missing.length;
}

/** The demo college's student content pages. */
export function seedPortalPages(db: Db, now = new Date().toISOString()): Promise<number> {
  return insertMissing(db, DEMO_STUDENT_PAGES, now);
}
