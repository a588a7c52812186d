import type { Requirement } from './permissions.ts';
import type { MenuNode } from './menu.ts';
import { applicationStatusesForMode } from './application-list-modes.ts';
import { USER_ADMIN_REQUIREMENT } from './user-admin-requirement.ts';

// The module menu configuration itself (spec 2.4, 2.5, 2.6): every staff module with its pages,
// the student forms area and the record pages. menu.ts holds the shapes and the rules that turn
// this into routes and a permission-filtered menu.

// spec 2.3 and DESIGN 5: the dashboard opens for staff OR students (an array means any one).
export const DASHBOARD_REQUIREMENT: Requirement = ['dashboard:view', 'forms:student'];

/** A module child: path segment, title, own requirement and any further settings. */
type ChildSpec = readonly [path: string, title: string, requires?: Requirement, extra?: Partial<MenuNode>];

/** Builds a module (a top-level group) whose children are keyed `<module>.<path>`. */
function moduleNode(
  name: string,
  title: string,
  icon: string,
  requires: Requirement,
  children: readonly ChildSpec[],
): MenuNode {
  return {
    key: name,
    path: name,
    title,
    icon,
    requires,
    children: children.map(([path, childTitle, childRequires, extra]) => ({
      key: `${name}.${path === '' ? 'home' : path}`,
      path,
      title: childTitle,
      ...(childRequires === undefined ? {} : { requires: childRequires }),
      ...extra,
    })),
  };
}

/** A record page `/<module>/:id` needing only the module's view permission (spec 2.5). */
function recordNode(module: string, title: string, requires: Requirement, entity?: string): MenuNode {
  return {
    key: `${module}.record`,
    path: `${module}/:id`,
    title,
    requires,
    hidden: true,
    ...(entity ? { entity } : {}),
  };
}

// spec 2.4: the staff menu, each group's permission in brackets there.
const STAFF_MODULES: readonly MenuNode[] = [
  moduleNode('applications', 'Applications', 'Assignment', 'applications:menu', [
    // spec 2.4, 4.3: one list screen in three modes, each fixing the statuses it shows.
    // Each needs applications:view, so a holder of applications:menu without it (the flexible-study
    // coordinator) is not offered lists whose records they cannot open.
    [
      'ongoing',
      'Ongoing',
      'applications:view',
      { entity: 'applications', presetFilters: { status: applicationStatusesForMode('ongoing') } },
    ],
    [
      'confirmed',
      'Confirmed',
      'applications:view',
      { entity: 'applications', presetFilters: { status: applicationStatusesForMode('confirmed') } },
    ],
    ['all', 'All applications', 'applications:view', { entity: 'applications' }],
    ['applicationreporting', 'Application reporting', 'applications:admin'],
    ['statistics', 'Statistics'],
    // spec 2.5 myapplicants: the list the record pages open from (ours: the spec names only the records).
    ['myapplicants', 'My applicants', 'myapplicants:view'],
    // spec 2.5 fc-applications: the applications for flexible study (ours: fc = flexible course),
    // the list the record pages /fc-applications/{id} open from.
    ['flexible', 'Flexible study', 'fc-applications:view'],
    // Issue 20: candidates' Bishops' Advisory Panel stage and upcoming panels (feature bap).
    ['bap', 'BAP panels', 'applications:view', { feature: 'bap' }],
  ]),
  moduleNode('students', 'Students', 'School', 'students:menu', [
    // spec 2.4, 4.2: enrolled students are Current ones; new students are those starting at the
    // next intake (their own screen and call: the intake is chosen from the upcoming ones).
    ['enrolled', 'Enrolled', 'students:view', { entity: 'students', presetFilters: { status: ['Current'] } }],
    ['new', 'New students', 'students:recruitment'],
    ['all', 'All students', 'students:view', { entity: 'students' }],
    ['photos', 'Photos'],
    ['studentreporting', 'Student reporting', 'students:view'],
    // Issue 5: extension, deferral, IoS and withdrawal requests to decide (deciding needs students:edit).
    ['requests', 'Requests', 'students:view'],
    // Students asking for a copy of their file (spec 7.3 folder-request); marking them needs students:edit.
    ['folder-requests', 'Folder requests', 'students:view'],
    ['intentions', 'Intentions', ['role:hd', 'role:pd', 'students:recruitment']],
    ['enrolment', 'Enrolment', 'students:enrolment'],
    // Issue 20, feature personal-tutor: each student's tutor; students:edit assigns in bulk.
    ['personal-tutors', 'Personal tutors', 'students:view', { feature: 'personal-tutor' }],
    // Issue 20, feature badges: the badges, granting them (students:edit) and the awards report.
    ['badges', 'Badges', 'students:view', { feature: 'badges' }],
    // Issue 20: formation (pastoral) groups of a year (feature formation-groups).
    ['formation-groups', 'Formation groups', 'students:view', { feature: 'formation-groups' }],
    // Issue 20, feature residentialAttendance: residentials and their registers (registry keeps them all).
    ['residentials', 'Residentials', 'students:edit', { feature: 'residentialAttendance' }],
    [
      'residentials/:id',
      'Register',
      'students:edit',
      { key: 'students.residential', feature: 'residentialAttendance', hidden: true },
    ],
    // spec 2.4: a non-enrolled list exists but is disabled.
    ['nonenrolled', 'Not enrolled', 'students:view', { disabled: true }],
  ]),
  moduleNode('mystudents', 'My Students', 'Groups', 'mystudents:menu', [
    ['allphotos', 'All photos', 'mystudents:allphotos'],
    ['photos', 'Photos', 'students:faculty'],
    ['learningsupport', 'Learning support', 'students:faculty'],
    // Issue 20: the formation groups the signed-in member of faculty leads.
    ['formation-group', 'Formation group', undefined, { feature: 'formation-groups' }],
    // Issue 20, feature residentialAttendance: the residentials of the instances the tutor teaches.
    ['residentials', 'Residentials', undefined, { feature: 'residentialAttendance' }],
    [
      'residentials/:id',
      'Register',
      undefined,
      { key: 'mystudents.residential', feature: 'residentialAttendance', hidden: true },
    ],
  ]),
  // spec 1 and DESIGN 5: invoices and bursaries are optional features; off means no page.
  moduleNode('finance', 'Finance', 'AccountBalance', 'finance:menu', [
    ['invoices', 'Invoices', 'students:invoice', { feature: 'invoices' }],
    // Issue 14: one invoice, opened from the list.
    ['invoices/:id', 'Invoice', 'students:invoice', { key: 'finance.invoice', feature: 'invoices', hidden: true }],
    ['bursaries', 'Bursaries', 'role:bursary', { feature: 'bursaries' }],
    // Issue 14: fee rates are system data finance keeps.
    ['feerates', 'Fee rates', 'students:invoice', { feature: 'invoices' }],
    // Issue 14: the bulk runs (a year's assessments, a month's invoices) as jobs with progress.
    ['runs', 'Runs', 'students:invoice', { feature: 'invoices' }],
    // Issue 14: a bank statement's receipts recorded as payments (payments come with invoices).
    ['bank', 'Bank import', 'students:invoice', { feature: 'payments' }],
    // Issue 14: the checks are of fees, invoices and payments, so they come with invoices.
    ['validation', 'Validation', undefined, { feature: 'invoices' }],
  ]),
  moduleNode('faculty', 'Faculty', 'Badge', 'faculty:menu', [['all', 'All faculty', undefined, { entity: 'faculty' }]]),
  moduleNode('modules', 'Modules', 'ViewModule', 'modules:menu', [
    ['all', 'All modules', undefined, { entity: 'modules' }],
  ]),
  moduleNode('leads', 'Potential Students', 'PersonSearch', 'leads:menu', [
    // Issue 17: the activity feed and follow-ups at the root; the list of potential students beside it.
    ['', 'Activity', undefined, { key: 'leads.activity' }],
    ['all', 'All potential students', undefined, { entity: 'leads' }],
    ['report', 'Report'],
    ['events', 'Events', 'leads:import'],
    ['events/:id', 'Event', 'leads:import', { key: 'leads.event', hidden: true }],
    // Issue 17: registrations (per event, per person: its filters and search) reach their record pages.
    ['registrations', 'Registrations', 'registrations:view', { entity: 'registrations' }],
  ]),
  moduleNode('alumni', 'Alumni', 'EmojiEvents', 'alumni:menu', [
    ['all', 'All alumni', undefined, { entity: 'alumni' }],
  ]),
  moduleNode('organisations', 'Organisations', 'Business', 'organisations:menu', [
    ['all', 'All organisations', undefined, { entity: 'organisations' }],
  ]),
  moduleNode('contacts', 'Contacts', 'Contacts', 'contacts:menu', [
    ['all', 'All contacts', undefined, { entity: 'contacts' }],
    ['consents', 'Consents', 'role:manager', { entity: 'consents' }],
  ]),
  moduleNode('fundraising', 'Fundraising', 'VolunteerActivism', 'fundraising:menu', [
    // Issue 17: alumni with giving and consents (search, filters, Excel and the mailing list).
    ['alumni', 'Alumni'],
    // Issue 17: the donors' list, so the donor record page (the embedded CRM) is reachable.
    ['donors', 'Donors', 'donors:view', { entity: 'donors' }],
    // Issue 17: the giving record (recorded on the donor's page).
    ['gifts', 'Gifts', 'donors:view'],
  ]),
  moduleNode('reporting', 'Reporting', 'Assessment', 'reports:menu', [
    ['students', 'Students'],
    ['applications', 'Applications'],
    ['marketing', 'Marketing'],
    ['custom', 'Custom reports', ['students:admin', 'applications:admin']],
    ['adhoc', 'Ad hoc queries', 'admin:sysadmin'],
  ]),
  moduleNode('hesa', 'HESA', 'QueryStats', 'hesa:menu', [
    ['export', 'Export'],
    ['mapping', 'Mapping'],
    ['student', 'Student data'],
  ]),
  moduleNode('admin', 'Administration', 'AdminPanelSettings', 'admin:menu', [
    ['portalpages', 'Portal pages', 'pages:list'],
    ['emailtemplates', 'E-mail templates', 'admin:templates'],
    ['outbox', 'Outbox', 'admin:admin'],
    ['systemdata', 'System data', 'admin:admin'],
    ['import', 'Import', 'admin:sysadmin'],
    // Issue 15: the person's own data (subject access, anonymisation, retention).
    ['privacy', 'Privacy', 'admin:admin'],
    // Issue 15, spec 2.5 agreement: the policies users must accept.
    ['policies', 'Policies', 'policies:view', { entity: 'policies' }],
    // Issue 20, feature externalLink: the links of the staff and the student menu (system data).
    ['externallinks', 'External links', 'admin:admin', { feature: 'externalLink' }],
  ]),
  moduleNode('users', 'Users', 'ManageAccounts', 'users:menu', [
    ['all', 'All users', undefined, { entity: 'users' }],
    // Issue 15: roles as named lists of permissions (the generic entity `roles`).
    ['roles', 'Roles', USER_ADMIN_REQUIREMENT, { entity: 'roles' }],
  ]),
];

/** A forms-area page `[path, title, requires?]`, keyed `forms.<path>`. */
function formPage(path: string, title: string, requires?: Requirement): MenuNode {
  const key = `forms.${path.split('/')[0] as string}`;
  return { key, path, title, ...(requires === undefined ? {} : { requires }) };
}

// spec 2.6: the student forms area; everything needs forms:student unless noted.
const FORMS_AREA: MenuNode = {
  key: 'forms',
  path: 'forms',
  title: 'Student Forms',
  icon: 'Description',
  requires: 'forms:student',
  audience: 'student',
  children: [
    // The student dashboard lives at /forms; the menu reaches it through Dashboard instead.
    { key: 'forms.home', path: '', title: 'Student Forms', hidden: true },
    formPage('course', 'My Programme'),
    formPage('studyskills', 'Study Skills'),
    formPage('hub', 'My Hub'),
    formPage('chester', 'Chester'),
    formPage('wellbeing', 'Well-being'),
    formPage('policies', 'Policies and Values'),
    formPage('help', 'Help'),
    { ...formPage('itsupport/:name', 'IT Support'), hidden: true },
    formPage('emergency-contacts', 'Emergency Contacts'),
    formPage('residential-requirements', 'Residential Requirements'),
    formPage('safeguarding', 'Safeguarding'),
    formPage('dbs', 'DBS Check'),
    formPage('personal-details', 'Personal Details'),
    // Issue 20, feature personal-tutor: the tutor's contact details and a meeting request.
    { ...formPage('personal-tutor', 'My Personal Tutor'), feature: 'personal-tutor' },
    { ...formPage('badges', 'My Badges'), feature: 'badges' },
    // Issue 5: the student's read-only views (spec 7.3 transcript, current-assignments, current-extensions).
    formPage('transcript', 'Transcript'),
    formPage('current-assignments', 'Current Assignments'),
    formPage('current-extensions', 'Current Extensions'),
    formPage('hesa', 'HESA Data', 'forms:hesa'),
    // Issue 20: the student's library account and the catalogue (feature library).
    { ...formPage('library', 'Library'), feature: 'library' },
    // Issue 20: the student's formation group and its leader (feature formation-groups).
    { ...formPage('formation-group', 'Formation Group'), feature: 'formation-groups' },
    {
      key: 'forms.group.forms',
      title: 'Forms',
      icon: 'EditNote',
      children: [
        formPage('extension-request', 'Extension - 7 Days'),
        formPage('extensions-8-days-or-more', 'Extension - 8+ days'),
        formPage('deferrals', 'Deferrals'),
        formPage('interruption-of-studies', 'Interruption of Studies'),
        formPage('withdrawal', 'Withdrawal'),
        // spec 2.6: a folder-request page is commented out (not offered).
      ],
    },
    {
      key: 'forms.group.finance',
      title: 'Finance',
      icon: 'Payments',
      children: [
        formPage('finance-details', 'Overview'),
        { ...formPage('bursary-application', 'Bursary Application', 'forms:bursary'), feature: 'bursaries' },
      ],
    },
    {
      key: 'forms.group.support',
      title: 'Student Support',
      icon: 'SupportAgent',
      children: [
        formPage('student-support-introduction', 'Introduction'),
        formPage('student-support-faqs', 'FAQs'),
        formPage('neurodiversity-declaration', 'Neurodiversity Declaration'),
        formPage('disability-declaration', 'Disability Declaration'),
      ],
    },
  ],
};

// spec 2.5: record pages, each needing only the matching view permission.
const RECORD_PAGES: readonly MenuNode[] = [
  recordNode('applications', 'Application', 'applications:view', 'applications'),
  recordNode('fc-applications', 'Flexible study application', 'fc-applications:view'),
  recordNode('myapplicants', 'Applicant', 'myapplicants:view'),
  recordNode('students', 'Student', 'students:view', 'students'),
  recordNode('mystudents', 'Student', 'mystudents:view'),
  recordNode('faculty', 'Faculty member', 'faculty:view', 'faculty'),
  recordNode('modules', 'Module', 'modules:view', 'modules'),
  recordNode('leads', 'Potential Student', 'leads:view', 'leads'),
  recordNode('donors', 'Donor', 'donors:view', 'donors'),
  recordNode('organisations', 'Organisation', 'organisations:view', 'organisations'),
  recordNode('contacts', 'Contact', 'contacts:view', 'contacts'),
  recordNode('registrations', 'Registration', 'registrations:view', 'registrations'),
  recordNode('consents', 'Consent', 'consents:view', 'consents'),
  // Issues 11 and 15: a user's record page (account, roles, sessions, history, Log in as) and a role's.
  recordNode('users', 'User', 'users:view', 'users'),
  {
    key: 'policies.record',
    path: 'admin/policies/:id',
    title: 'Policy',
    requires: 'policies:view',
    hidden: true,
    entity: 'policies',
  },
  {
    key: 'roles.record',
    path: 'users/roles/:id',
    title: 'Role',
    requires: USER_ADMIN_REQUIREMENT,
    hidden: true,
    entity: 'roles',
  },
  // Issue 19: the alumni list's rows open their record (every generic list opens its records).
  recordNode('alumni', 'Alumni record', 'alumni:view', 'alumni'),
];

/** The whole configuration: dashboard, knowledge base, staff modules, forms area, records. */
export const MENU_CONFIG: readonly MenuNode[] = [
  { key: 'home', path: '', title: 'Dashboard', requires: DASHBOARD_REQUIREMENT, hidden: true },
  {
    key: 'dashboard',
    path: 'dashboard',
    title: 'Dashboard',
    icon: 'Dashboard',
    requires: DASHBOARD_REQUIREMENT,
    alsoActiveAt: ['/'],
  },
  { key: 'kb', path: 'kb', title: 'Knowledge Base', icon: 'MenuBook', requires: 'dashboard:view' },
  // Issue 6: an applicant's own application (the applicant journey).
  {
    key: 'application',
    path: 'application',
    title: 'My Application',
    icon: 'Assignment',
    requires: 'applications:apply',
    audience: 'applicant',
  },
  ...STAFF_MODULES,
  FORMS_AREA,
  ...RECORD_PAGES,
];
