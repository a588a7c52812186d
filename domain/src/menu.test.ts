import { describe, expect, it } from 'vitest';
import { buildRoutes, joinPath, visibleMenu, withFeatures } from './menu.ts';
import { MENU_CONFIG } from './menu-config.ts';
import type { MenuNode } from './menu.ts';
import { meetsAll } from './permissions.ts';

const routes = buildRoutes(MENU_CONFIG);
const allKeys = routes.map((r) => r.key);
const route = (key: string) => {
  const found = routes.find((r) => r.key === key);
  if (found === undefined) throw new Error(`no route ${key}`);
  return found;
};

/** Every leaf key of a (filtered) menu tree, depth first. */
function leafKeys(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.children === undefined ? [n.key] : leafKeys(n.children)));
}

describe('joinPath', () => {
  it('joins segments into one absolute path and drops empty ones', () => {
    expect(joinPath('', '')).toBe('/');
    expect(joinPath('/forms', undefined, 'dbs')).toBe('/forms/dbs');
    expect(joinPath('/leads/', '')).toBe('/leads');
    expect(joinPath('forms', 'itsupport/:name')).toBe('/forms/itsupport/:name');
  });
});

describe('buildRoutes (spec 2.5)', () => {
  it('gives every route a unique key, a unique path, a title and something to check', () => {
    expect(new Set(allKeys).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const r of routes) {
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.requires.length).toBeGreaterThan(0);
    }
  });

  it('puts the dashboard at / and /dashboard for staff OR students (DESIGN 5)', () => {
    expect(route('home')).toEqual({
      key: 'home',
      path: '/',
      title: 'Dashboard',
      requires: [['dashboard:view', 'forms:student']],
    });
    expect(route('dashboard').path).toBe('/dashboard');
    expect(meetsAll(['forms:student'], route('dashboard').requires)).toBe(true);
    expect(meetsAll(['dashboard:view'], route('dashboard').requires)).toBe(true);
    expect(meetsAll(['students:view'], route('dashboard').requires)).toBe(false);
    expect(route('kb')).toMatchObject({ path: '/kb', requires: ['dashboard:view'] });
  });

  it("makes children /<module>/<child> carrying the module's requirement and their own", () => {
    expect(route('students.intentions')).toEqual({
      key: 'students.intentions',
      path: '/students/intentions',
      title: 'Intentions',
      requires: ['students:menu', ['role:hd', 'role:pd', 'students:recruitment']],
    });
    const intentions = route('students.intentions').requires;
    expect(meetsAll(['students:menu', 'role:pd'], intentions)).toBe(true);
    expect(meetsAll(['role:pd'], intentions)).toBe(false); // the module's requirement is missing
    expect(meetsAll(['students:menu'], intentions)).toBe(false); // the child's own is missing
  });

  it('lets a child without its own requirement inherit only the module one (spec 2.4)', () => {
    expect(route('students.photos').requires).toEqual(['students:menu']);
    expect(route('applications.statistics').requires).toEqual(['applications:menu']);
    expect(route('hesa.export')).toMatchObject({ path: '/hesa/export', requires: ['hesa:menu'] });
  });

  it('puts the potential-student activity page at the group root', () => {
    expect(route('leads.activity')).toMatchObject({ path: '/leads', title: 'Activity' });
    expect(route('leads.events').requires).toEqual(['leads:menu', 'leads:import']);
  });

  it('builds record pages needing only the matching view permission (spec 2.5)', () => {
    expect(route('students.record')).toEqual({
      key: 'students.record',
      path: '/students/:id',
      title: 'Student',
      requires: ['students:view'],
      entity: 'students',
    });
    expect(route('consents.record')).toMatchObject({ path: '/consents/:id', requires: ['consents:view'] });
    expect(route('donors.record').requires).toEqual(['donors:view']);
  });

  it('puts Alumni and the Donors list under Fundraising (issue 17)', () => {
    expect(route('fundraising.alumni')).toMatchObject({ path: '/fundraising/alumni', requires: ['fundraising:menu'] });
    expect(route('fundraising.donors')).toEqual({
      key: 'fundraising.donors',
      path: '/fundraising/donors',
      title: 'Donors',
      requires: ['fundraising:menu', 'donors:view'],
      entity: 'donors',
    });
  });

  it('gives the student lists their entity and fixed filters (spec 2.4, 4.2)', () => {
    expect(route('students.enrolled')).toEqual({
      key: 'students.enrolled',
      path: '/students/enrolled',
      title: 'Enrolled',
      requires: ['students:menu', 'students:view'],
      entity: 'students',
      presetFilters: { status: ['Current'] },
    });
    // The new students (those starting at the next intake) have their own screen and call.
    expect(route('students.new')).toEqual({
      key: 'students.new',
      path: '/students/new',
      title: 'New students',
      requires: ['students:menu', 'students:recruitment'],
    });
    expect(route('students.all')).toMatchObject({ requires: ['students:menu', 'students:view'], entity: 'students' });
    expect(route('students.all')).not.toHaveProperty('presetFilters');
    expect(route('faculty.all')).not.toHaveProperty('presetFilters');
  });

  it('builds the forms area with sub-groups adding no path segment (spec 2.6)', () => {
    expect(route('forms.home')).toMatchObject({ path: '/forms', requires: ['forms:student'] });
    expect(route('forms.extension-request')).toMatchObject({
      path: '/forms/extension-request',
      title: 'Extension - 7 Days',
      requires: ['forms:student'],
    });
    expect(route('forms.bursary-application').requires).toEqual(['forms:student', 'forms:bursary']);
    expect(route('forms.hesa').requires).toEqual(['forms:student', 'forms:hesa']);
    expect(route('forms.itsupport').path).toBe('/forms/itsupport/:name');
  });

  it('carries the student and applicant audience onto every route of those areas (issue 19)', () => {
    const forms = routes.filter((r) => r.path === '/forms' || r.path.startsWith('/forms/'));
    expect(forms.length).toBeGreaterThan(20);
    for (const r of forms) expect(r.audience, r.key).toBe('student');
    expect(route('application').audience).toBe('applicant');
    expect(route('students.all')).not.toHaveProperty('audience');
    expect(route('dashboard')).not.toHaveProperty('audience');
  });

  it('gives every generic list a record page its rows open (issue 19: alumni rows did not open)', () => {
    const lists = routes.filter((r) => r.entity !== undefined && !r.path.endsWith('/:id'));
    expect(lists.length).toBeGreaterThan(10);
    for (const list of lists) {
      const record = routes.find((r) => r.entity === list.entity && r.path.endsWith('/:id'));
      expect(record?.key, list.key).toBeDefined();
    }
    expect(route('alumni.record')).toMatchObject({ path: '/alumni/:id', requires: ['alumni:view'], entity: 'alumni' });
  });

  it('makes no route for a disabled entry (the non-enrolled list)', () => {
    expect(allKeys).not.toContain('students.nonenrolled');
  });

  it('makes no route for an external link', () => {
    const config: MenuNode[] = [
      {
        key: 'x',
        path: 'x',
        title: 'X',
        requires: 'a',
        children: [
          { key: 'x.site', title: 'Site', href: 'https://example.org' },
          { key: 'x.list', path: 'list', title: 'List' },
        ],
      },
    ];
    expect(buildRoutes(config)).toEqual([{ key: 'x.list', path: '/x/list', title: 'List', requires: ['a'] }]);
  });
});

describe('withFeatures', () => {
  it('removes pages of optional features that are off, at any depth', () => {
    const off = buildRoutes(withFeatures(MENU_CONFIG, [])).map((r) => r.key);
    expect(off).not.toContain('finance.invoices');
    expect(off).not.toContain('finance.bursaries');
    expect(off).not.toContain('forms.bursary-application');
    // Issue 14: the finance checks come with invoices.
    expect(off).not.toContain('finance.validation');
    // Issue 20: externalLink, personal-tutor, badges, library and formation-groups add pages too.
    for (const key of [
      'admin.externallinks',
      'students.personal-tutors',
      'forms.personal-tutor',
      'students.badges',
      'forms.badges',
      'forms.library',
      'students.formation-groups',
      'applications.bap',
      'students.residentials',
      'mystudents.residentials',
      // Issue 14: the bank import comes with payments.
      'finance.bank',
    ])
      expect(off).not.toContain(key);
    const on = buildRoutes(
      withFeatures(MENU_CONFIG, [
        'invoices',
        'payments',
        'bursaries',
        'externalLink',
        'personal-tutor',
        'badges',
        'library',
        'formation-groups',
        'bap',
        'residentialAttendance',
      ]),
    ).map((r) => r.key);
    expect(on).toEqual(allKeys);
  });
});

const STAFF = { student: false, applicant: false };
const STUDENT = { student: true, applicant: false };

describe('visibleMenu (spec 2.4, 2.7)', () => {
  it('shows a tutor only the groups their permissions reach', () => {
    const menu = visibleMenu(MENU_CONFIG, ['mystudents:menu students:faculty'], allKeys, STAFF);
    expect(menu.map((n) => n.key)).toEqual(['mystudents']);
    // (the raw configuration: every optional feature's pages included)
    expect(leafKeys(menu)).toEqual([
      'mystudents.photos',
      'mystudents.learningsupport',
      'mystudents.formation-group',
      'mystudents.residentials',
    ]);
  });

  it('shows an administrator holding * every listed, enabled staff entry, and no student or applicant area', () => {
    const menu = visibleMenu(MENU_CONFIG, ['*'], allKeys, STAFF);
    expect(menu.map((n) => n.key)).toEqual([
      'dashboard',
      'kb',
      'applications',
      'students',
      'mystudents',
      'finance',
      'faculty',
      'modules',
      'leads',
      'alumni',
      'organisations',
      'contacts',
      'fundraising',
      'reporting',
      'hesa',
      'admin',
      'users',
    ]);
    // The same rights on an account that is a student and an applicant (issue 11: the server says so).
    const both = visibleMenu(MENU_CONFIG, ['*'], allKeys, { student: true, applicant: true });
    expect(both.map((n) => n.key)).toEqual([
      'dashboard',
      'kb',
      'application',
      'applications',
      'students',
      'mystudents',
      'finance',
      'faculty',
      'modules',
      'leads',
      'alumni',
      'organisations',
      'contacts',
      'fundraising',
      'reporting',
      'hesa',
      'admin',
      'users',
      'forms',
    ]);
    expect(leafKeys(both)).toContain('forms.bursary-application');
    const leaves = leafKeys(menu);
    expect(leaves).toContain('students.intentions');
    expect(leaves).toContain('admin.import');
    expect(leaves).not.toContain('forms.bursary-application');
    // Hidden (record pages, aliases) and disabled entries never appear in the menu.
    expect(leaves).not.toContain('home');
    expect(leaves).not.toContain('students.record');
    expect(leaves).not.toContain('forms.home');
    expect(leaves).not.toContain('forms.itsupport');
    expect(leaves).not.toContain('students.nonenrolled');
  });

  it('shows a student the forms area (and the dashboard that is their forms page) only', () => {
    const menu = visibleMenu(MENU_CONFIG, ['forms:student'], allKeys, STUDENT);
    expect(menu.map((n) => n.key)).toEqual(['dashboard', 'forms']);
    const forms = menu[1] as MenuNode;
    expect(forms.children?.map((n) => n.key)).toContain('forms.group.support');
    const leaves = leafKeys(menu);
    expect(leaves).toContain('forms.extension-request');
    expect(leaves).not.toContain('forms.hesa'); // needs forms:hesa
    expect(leaves).not.toContain('forms.bursary-application'); // needs forms:bursary
    const finance = forms.children?.find((n) => n.key === 'forms.group.finance');
    expect(finance?.children?.map((n) => n.key)).toEqual(['forms.finance-details']);
  });

  it('shows nothing to empty permissions', () => {
    expect(visibleMenu(MENU_CONFIG, [], allKeys, STUDENT)).toEqual([]);
  });

  it('hides entries that have no screen yet, and groups left empty', () => {
    const menu = visibleMenu(MENU_CONFIG, ['*'], ['home', 'dashboard', 'students.all'], STAFF);
    expect(menu.map((n) => n.key)).toEqual(['dashboard', 'students']);
    expect(leafKeys(menu)).toEqual(['dashboard', 'students.all']);
    // The hidden student-dashboard alias alone gives a student no menu entry.
    expect(visibleMenu(MENU_CONFIG, ['forms:student'], ['forms.home'], STUDENT)).toEqual([]);
  });

  it('keeps an external link without a screen', () => {
    const config: MenuNode[] = [{ key: 'site', title: 'College website', href: 'https://example.org', requires: 'a' }];
    expect(visibleMenu(config, ['a'], [], STAFF)).toEqual(config);
    expect(visibleMenu(config, ['b'], [], STAFF)).toEqual([]);
  });
});

describe('record ids in routes (issue 11)', () => {
  it('matches positive whole numbers only', async () => {
    const { isRecordId, hasRecordId } = await import('./menu.ts');
    expect(['1', '42', '2147483647', 'new'].map(isRecordId)).toEqual([true, true, true, true]);
    expect(
      ['report', 'events', 'nonenrolled', '0', '012', '12abc', 'New', 'newer', '', undefined].map(isRecordId),
    ).toEqual([false, false, false, false, false, false, false, false, false, false]);
    expect(hasRecordId('/students/:id')).toBe(true);
    expect(hasRecordId('/forms/itsupport/:name')).toBe(false);
  });
});
