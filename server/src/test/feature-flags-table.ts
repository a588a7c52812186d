import type { FeatureFlag } from '../config.ts';

// Issue 20: what each optional feature (spec 1) wires in, so the flag walk (feature-flags.test.ts)
// can switch each one on and off and check that nothing is half-wired: on, its menu entries are
// there and its calls answer an authorised user; off, the entries are gone, the calls are 404 and
// its jobs are not scheduled. A flag missing from this table fails the walk.

export interface FlagProbe {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the API prefix; `{studentId}` is replaced by the prober's own student record. */
  url: string;
  payload?: object;
}

export interface FlagWiring {
  flag: FeatureFlag;
  /** Flags that must be on as well for this one to mean anything (payments records against invoices). */
  needs?: readonly FeatureFlag[];
  /** The permissions of the user who probes the calls (they also get a student record). */
  permissions: string;
  /** Menu keys (domain/src/menu-config.ts) present only while the flag is on. */
  menuKeys: readonly string[];
  /** Calls present only while the flag is on: each answers the prober (not 404) when on, 404 when off. */
  routes: readonly FlagProbe[];
  /** Recurring job types scheduled only while the flag is on. */
  jobs: readonly string[];
  /** Generic lists' columns and filters served (`GET /<entity>?schema`) only while the flag is on. */
  listFields?: readonly { entity: string; columns: readonly string[]; filters: readonly string[] }[];
  /** Why a list is empty, when it is (e.g. a feature that only changes a screen). */
  note?: string;
}

/** The five flags built before issue 20. */
export const FLAGS_BUILT: readonly FlagWiring[] = [
  {
    flag: 'invoices',
    permissions: 'students:invoice finance:menu',
    menuKeys: ['finance.invoices', 'finance.invoice', 'finance.feerates', 'finance.validation'],
    routes: [
      { method: 'GET', url: '/finance/invoices' },
      { method: 'GET', url: '/finance/fee-rates' },
      { method: 'GET', url: '/finance/validation' },
      { method: 'GET', url: '/students/{studentId}/fee-assessments' },
    ],
    jobs: [],
  },
  {
    flag: 'payments',
    needs: ['invoices'],
    permissions: 'students:invoice',
    menuKeys: ['finance.bank'],
    // An empty body: the call exists (422, the amount is missing) rather than 404.
    routes: [
      { method: 'POST', url: '/students/{studentId}/payments', payload: {} },
      { method: 'GET', url: '/finance/bank-statements/accounts' },
    ],
    jobs: [],
    note: 'The payment form sits on the record’s Finance tab; Finance > Bank import records a bank statement.',
  },
  {
    flag: 'bursaries',
    permissions: 'forms:student forms:bursary role:bursary',
    menuKeys: ['finance.bursaries', 'forms.bursary-application'],
    routes: [
      { method: 'GET', url: '/forms/student/bursary-application' },
      { method: 'GET', url: '/finance/bursaries' },
    ],
    jobs: [],
  },
  {
    flag: 'accounting',
    permissions: 'finance:menu students:invoice',
    menuKeys: [],
    routes: [{ method: 'GET', url: '/finance/accounting' }],
    jobs: ['accounting.sync'],
    note: 'The connection is a panel on Finance → Validation, no menu entry of its own.',
  },
  {
    flag: 'welcome-dashboard',
    permissions: 'dashboard:view',
    menuKeys: [],
    routes: [],
    jobs: [],
    note: 'Changes only which dashboard staff see (web/src/features/dashboard/dashboard-mode.ts).',
  },
];

/** Helper 20a's flags: bap, formation-groups, cohortGroupLabels, library. */
export const FLAGS_20A: readonly FlagWiring[] = [
  {
    flag: 'formation-groups',
    permissions: 'students:view students:edit mystudents:menu forms:student',
    menuKeys: ['students.formation-groups', 'mystudents.formation-group', 'forms.formation-group'],
    routes: [
      { method: 'GET', url: '/formation-groups' },
      { method: 'GET', url: '/formation-groups/led' },
      { method: 'GET', url: '/forms/student/formation-group' },
      // An empty body: the call exists (422, the name and leader are missing).
      { method: 'POST', url: '/formation-groups', payload: {} },
    ],
    jobs: [],
  },
  {
    flag: 'cohortGroupLabels',
    permissions: 'students:view students:menu',
    menuKeys: [],
    routes: [],
    jobs: [],
    listFields: [{ entity: 'students', columns: ['cohortGroup'], filters: ['cohortGroup'] }],
    note: 'A column (a labelled chip) and a filter on the students list, and a chip on the record header.',
  },
  {
    flag: 'library',
    permissions: 'forms:student students:view students:edit',
    menuKeys: ['forms.library'],
    routes: [
      { method: 'GET', url: '/forms/student/library' },
      { method: 'GET', url: '/students/{studentId}/library' },
      { method: 'PUT', url: '/students/{studentId}/library', payload: { accountNumber: 'WALK-1' } },
    ],
    jobs: [],
  },
];

/** Helper 20b's flags: externalLink, personal-tutor, badges. */
export const FLAGS_20B: readonly FlagWiring[] = [
  {
    flag: 'externalLink',
    permissions: 'admin:admin dashboard:view',
    menuKeys: ['admin.externallinks'],
    routes: [
      { method: 'GET', url: '/external-links/menu' },
      { method: 'GET', url: '/admin/external-links' },
      // An empty body: the call exists (422, the title and address are missing).
      { method: 'POST', url: '/admin/external-links', payload: {} },
    ],
    jobs: [],
  },
  {
    flag: 'personal-tutor',
    permissions: 'forms:student students:view students:edit',
    menuKeys: ['students.personal-tutors', 'forms.personal-tutor'],
    routes: [
      { method: 'GET', url: '/forms/personal-tutor' },
      { method: 'GET', url: '/students/personal-tutors' },
    ],
    jobs: [],
  },
  {
    flag: 'badges',
    permissions: 'forms:student students:view students:edit',
    menuKeys: ['students.badges', 'forms.badges'],
    routes: [
      { method: 'GET', url: '/badges' },
      { method: 'GET', url: '/badges/awards' },
      { method: 'GET', url: '/forms/badges' },
      { method: 'POST', url: '/badges', payload: {} },
    ],
    jobs: [],
  },
];

/** Helper 20c's flag: bap. */
export const FLAGS_BAP: readonly FlagWiring[] = [
  {
    flag: 'bap',
    permissions: 'applications:menu applications:view applications:edit',
    menuKeys: ['applications.bap'],
    routes: [
      { method: 'GET', url: '/bap/candidates' },
      // Id 0: the call exists (422, not a valid application id) rather than 404.
      { method: 'GET', url: '/applications/0/bap' },
      { method: 'PUT', url: '/applications/0/bap', payload: {} },
    ],
    jobs: ['bap.panel-reminders'],
  },
];

/** Helper 20d's flag: residentialAttendance. */
export const FLAGS_RESIDENTIAL: readonly FlagWiring[] = [
  {
    flag: 'residentialAttendance',
    permissions: 'students:view students:edit mystudents:menu',
    menuKeys: ['students.residentials', 'students.residential', 'mystudents.residentials', 'mystudents.residential'],
    routes: [
      { method: 'GET', url: '/residentials' },
      { method: 'GET', url: '/students/{studentId}/residential-attendance' },
      // An empty body: the call exists (422, the instance, title and dates are missing).
      { method: 'POST', url: '/residentials', payload: {} },
    ],
    jobs: [],
  },
];

/** Every flag's wiring. */
export const FLAG_TABLE: readonly FlagWiring[] = [
  ...FLAGS_BUILT,
  ...FLAGS_20A,
  ...FLAGS_20B,
  ...FLAGS_BAP,
  ...FLAGS_RESIDENTIAL,
];
