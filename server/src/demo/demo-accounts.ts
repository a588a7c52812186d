// The demo sign-ins printed by npm start and listed in the README (all share one password).
export const DEMO_PASSWORD = 'college-demo-2026';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.college', role: 'System administrator', firstName: 'Alex', lastName: 'Morgan' },
  { email: 'registry@demo.college', role: 'Registry', firstName: 'Rachel', lastName: 'Hughes' },
  { email: 'tutor@demo.college', role: 'Tutor', firstName: 'Thomas', lastName: 'Whitfield' },
  { email: 'finance@demo.college', role: 'Finance', firstName: 'Fiona', lastName: 'Clarke' },
  { email: 'student@demo.college', role: 'Student', firstName: 'Samuel', lastName: 'Adeyemi' },
  { email: 'applicant@demo.college', role: 'Applicant', firstName: 'Hannah', lastName: 'Price' },
  // Seeded by its feature (application-details.ts) with fixed details, so adding it leaves the
  // random demo data that follows the accounts as it was.
  {
    email: 'flexi@demo.college',
    role: 'Flexible study coordinator',
    firstName: 'Grace',
    lastName: 'Okafor',
    seededLater: true,
  },
] as const;

/** The accounts seedAccounts (demo-data.ts) makes first, from generated people. */
export const FIRST_DEMO_ACCOUNTS = DEMO_ACCOUNTS.filter((a) => !('seededLater' in a));
