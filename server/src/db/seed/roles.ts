// The roles a college starts with (DESIGN 5). They are data: an administrator edits them later.
// Each is a space-separated list of permission strings in the grammar of spec 6.

export const DEMO_ROLES: { name: string; description: string; permissions: string }[] = [
  { name: 'System administrator', description: 'Everything, including system settings and imports.', permissions: '*' },
  {
    name: 'Registry',
    description: 'Student records, applications, reporting and the HESA return.',
    permissions:
      'dashboard:view dashboard:loginas students applications fc-applications:view reports:menu hesa contacts:menu contacts:view organisations:menu organisations:view modules:menu modules:view faculty:menu faculty:view alumni:menu registrations:view consents:view',
  },
  {
    name: 'Admissions',
    description: 'Applications, potential students and recruitment.',
    permissions:
      'dashboard:view applications leads myapplicants:view students:menu students:view students:recruitment contacts:menu contacts:view organisations:menu organisations:view reports:menu',
  },
  {
    name: 'Finance',
    description: 'Invoices, bursaries and the accounting connection.',
    permissions: 'dashboard:view finance students:menu students:view students:invoice contacts:menu contacts:view reports:menu',
  },
  {
    name: 'Hub director',
    description: 'Runs a hub: its students, potential students and photos.',
    permissions:
      'dashboard:view role:hd mystudents:menu mystudents:view mystudents:allphotos students:menu students:view students:faculty leads:menu leads:view',
  },
  {
    name: 'Programme director',
    description: 'Leads a programme: its students and applicants.',
    permissions:
      'dashboard:view role:pd mystudents:menu mystudents:view students:menu students:view students:faculty applications:menu applications:view myapplicants:view',
  },
  {
    name: 'Tutor',
    description: 'Teaches modules and supports their own students.',
    permissions: 'dashboard:view mystudents:menu mystudents:view students:faculty',
  },
  { name: 'Bursary committee', description: 'Decides bursary applications.', permissions: 'dashboard:view role:bursary finance:menu' },
  { name: 'Manager', description: 'Oversees contacts, consents and reports.', permissions: 'dashboard:view role:manager contacts reports:menu' },
  {
    name: 'Marketing',
    description: 'Potential students, events and contacts.',
    permissions: 'dashboard:view leads contacts:menu contacts:view organisations:menu organisations:view reports:menu',
  },
  { name: 'Student', description: 'A student using the portal.', permissions: 'forms:student forms:hesa forms:bursary' },
  { name: 'Applicant', description: 'Someone applying to study.', permissions: 'applications:apply' },
];
