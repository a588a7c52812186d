// The roles a college starts with (DESIGN 5). They are data: an administrator edits them later.
// Each is a space-separated list of permission strings in the grammar of spec 6. Staff roles
// name their applications rights one by one: `applications` alone would also grant
// applications:apply, and staff would see an applicant's "My Application" page.

export const DEMO_ROLES: { name: string; description: string; permissions: string }[] = [
  { name: 'System administrator', description: 'Everything, including system settings and imports.', permissions: '*' },
  {
    name: 'Registry',
    description:
      'Student records, applications, contacts, organisations, modules, reporting, the HESA return and the student portal pages.',
    // The registry keeps the portal's content pages (Administration → Portal pages, the only
    // administration page admin:menu opens without further rights).
    permissions:
      'dashboard:view dashboard:loginas students applications:menu,view,create,edit,delete,export,admin fc-applications:view reports:menu hesa ' +
      'admin:menu pages:list,edit ' +
      'contacts:menu,view,create,edit,delete,export organisations:menu,view,create,edit,delete,export ' +
      'modules:menu,view,create,edit,export faculty:menu,view,create,edit,export alumni:menu,view,create,edit,export ' +
      'registrations:view,export consents:view,export',
  },
  {
    name: 'Admissions',
    description: 'Applications, potential students and recruitment.',
    permissions:
      'dashboard:view applications:menu,view,create,edit,delete,export,admin leads myapplicants:view students:menu students:view students:recruitment ' +
      'contacts:menu,view,create,edit,export organisations:menu,view,create,edit,export registrations:view,create,edit,export ' +
      'consents:view reports:menu',
  },
  {
    name: 'Finance',
    description:
      'Invoices, bursaries (the bursary office brings the committee its decisions), donors and the accounting connection.',
    permissions:
      'dashboard:view finance role:bursary students:menu students:view students:invoice students:export contacts:menu contacts:view ' +
      'donors:view,export reports:menu',
  },
  {
    name: 'Hub director',
    description: 'Runs a hub: its students, potential students and photos.',
    permissions:
      'dashboard:view role:hd mystudents:menu mystudents:view mystudents:allphotos students:menu students:view students:faculty ' +
      'leads:menu,view,create,edit faculty:view modules:view',
  },
  {
    name: 'Programme director',
    description: 'Leads a programme: its students, applicants and modules.',
    permissions:
      'dashboard:view role:pd mystudents:menu mystudents:view students:menu students:view students:faculty applications:menu applications:view ' +
      'myapplicants:view leads:view,edit modules:view,edit faculty:view',
  },
  {
    name: 'Tutor',
    description: 'Teaches modules and supports their own students.',
    permissions: 'dashboard:view mystudents:menu mystudents:view students:faculty modules:view faculty:view',
  },
  {
    name: 'Bursary committee',
    description: 'Decides bursary applications.',
    permissions: 'dashboard:view role:bursary finance:menu',
  },
  {
    name: 'Manager',
    description: 'Oversees contacts, consents, fundraising and reports.',
    permissions:
      'dashboard:view role:manager contacts consents donors alumni fundraising:menu reports:menu ' +
      'organisations:menu,view,export leads:menu,view,export registrations:view,export',
  },
  {
    name: 'Marketing',
    description: 'Potential students, events, consents and contacts.',
    permissions:
      'dashboard:view leads registrations:view,create,edit,delete,export consents:view,create,edit,export ' +
      'contacts:menu,view,create,edit,export organisations:menu,view,create,edit,export alumni:menu,view,export reports:menu',
  },
  {
    name: 'Flexible study coordinator',
    description: 'Looks after applicants for flexible study: reads their applications (Applications → Flexible study).',
    permissions: 'dashboard:view applications:menu fc-applications:view',
  },
  {
    name: 'Student',
    description: 'A student using the portal.',
    permissions: 'forms:student forms:hesa forms:bursary',
  },
  { name: 'Applicant', description: 'Someone applying to study.', permissions: 'applications:apply' },
];
