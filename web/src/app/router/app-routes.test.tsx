import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { useVisibleMenu } from '../../hooks/use-menu.ts';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../lib/config.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { json, mockFetch, userAnswer } from '../../test/mock-fetch.ts';
import { AppProviders } from '../providers.tsx';
import { appRouterOptions, appRoutes } from './app-routes.tsx';
import { screenRoutes } from './signed-in-routes.tsx';

function start(path: string, basename?: string) {
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    ...(basename ? { basename } : {}),
    ...appRouterOptions([]),
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A server with (or without) a signed-in user. */
function server(user: Record<string, unknown> | null) {
  return mockFetch(({ path }) => {
    if (path === '/auth/account')
      return user ? json(200, userAnswer(user)) : json(404, { status: 404, code: 'no_session', message: 'No session' });
    if (path === '/api/dashboard/stats') {
      return json(200, {
        currentStudents: 312,
        startingStudents: 4,
        people: 9,
        staffUsers: 2,
        studentUsers: 3,
        applicantUsers: 1,
        signedInNow: 5,
      });
    }
    if (path === '/api/dashboard/work') return json(200, { items: [] });
    if (path === '/api/forms/student') return json(200, { partnerId: 42, location: 'Durham', programmeCode: 'BTh' });
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
}

afterEach(() => setConfig({}));

// The router loads these on first need; loaded ahead, a test's time limit counts no module transforms.
beforeAll(() => Promise.all([import('./signed-in-routes.tsx'), import('../layout/public-data-layout.tsx')]), 60_000);

describe('the route table', () => {
  it('routes only the menu keys that have a screen', () => {
    expect(screenRoutes([]).map((r) => [r.key, r.path])).toEqual([
      ['home', '/'],
      ['dashboard', '/dashboard'],
      ['kb', '/kb'],
      ['application', '/application'],
      ['applications.ongoing', '/applications/ongoing'],
      ['applications.confirmed', '/applications/confirmed'],
      ['applications.all', '/applications/all'],
      ['applications.applicationreporting', '/applications/applicationreporting'],
      ['applications.statistics', '/applications/statistics'],
      ['applications.myapplicants', '/applications/myapplicants'],
      ['applications.flexible', '/applications/flexible'],
      ['students.enrolled', '/students/enrolled'],
      ['students.new', '/students/new'],
      ['students.all', '/students/all'],
      ['students.photos', '/students/photos'],
      ['students.studentreporting', '/students/studentreporting'],
      ['students.requests', '/students/requests'],
      ['students.folder-requests', '/students/folder-requests'],
      ['students.intentions', '/students/intentions'],
      ['students.enrolment', '/students/enrolment'],
      ['mystudents.allphotos', '/mystudents/allphotos'],
      ['mystudents.photos', '/mystudents/photos'],
      ['mystudents.learningsupport', '/mystudents/learningsupport'],
      ['faculty.all', '/faculty/all'],
      ['modules.all', '/modules/all'],
      ['leads.activity', '/leads'],
      ['leads.all', '/leads/all'],
      ['leads.report', '/leads/report'],
      ['leads.events', '/leads/events'],
      ['leads.event', '/leads/events/:id'],
      ['leads.registrations', '/leads/registrations'],
      ['alumni.all', '/alumni/all'],
      ['organisations.all', '/organisations/all'],
      ['contacts.all', '/contacts/all'],
      ['contacts.consents', '/contacts/consents'],
      ['fundraising.alumni', '/fundraising/alumni'],
      ['fundraising.donors', '/fundraising/donors'],
      ['fundraising.gifts', '/fundraising/gifts'],
      ['reporting.students', '/reporting/students'],
      ['reporting.applications', '/reporting/applications'],
      ['reporting.marketing', '/reporting/marketing'],
      ['reporting.custom', '/reporting/custom'],
      ['reporting.adhoc', '/reporting/adhoc'],
      ['hesa.export', '/hesa/export'],
      ['hesa.mapping', '/hesa/mapping'],
      ['hesa.student', '/hesa/student'],
      ['admin.portalpages', '/admin/portalpages'],
      ['admin.emailtemplates', '/admin/emailtemplates'],
      ['admin.outbox', '/admin/outbox'],
      ['admin.systemdata', '/admin/systemdata'],
      ['admin.import', '/admin/import'],
      ['admin.privacy', '/admin/privacy'],
      ['admin.policies', '/admin/policies'],
      ['users.all', '/users/all'],
      ['users.roles', '/users/roles'],
      ['forms.home', '/forms'],
      ['forms.course', '/forms/course'],
      ['forms.studyskills', '/forms/studyskills'],
      ['forms.hub', '/forms/hub'],
      ['forms.chester', '/forms/chester'],
      ['forms.wellbeing', '/forms/wellbeing'],
      ['forms.policies', '/forms/policies'],
      ['forms.help', '/forms/help'],
      ['forms.itsupport', '/forms/itsupport/:name'],
      ['forms.emergency-contacts', '/forms/emergency-contacts'],
      ['forms.residential-requirements', '/forms/residential-requirements'],
      ['forms.safeguarding', '/forms/safeguarding'],
      ['forms.dbs', '/forms/dbs'],
      ['forms.personal-details', '/forms/personal-details'],
      ['forms.transcript', '/forms/transcript'],
      ['forms.current-assignments', '/forms/current-assignments'],
      ['forms.current-extensions', '/forms/current-extensions'],
      ['forms.hesa', '/forms/hesa'],
      ['forms.extension-request', '/forms/extension-request'],
      ['forms.extensions-8-days-or-more', '/forms/extensions-8-days-or-more'],
      ['forms.deferrals', '/forms/deferrals'],
      ['forms.interruption-of-studies', '/forms/interruption-of-studies'],
      ['forms.withdrawal', '/forms/withdrawal'],
      ['forms.finance-details', '/forms/finance-details'],
      ['forms.student-support-introduction', '/forms/student-support-introduction'],
      ['forms.student-support-faqs', '/forms/student-support-faqs'],
      ['forms.neurodiversity-declaration', '/forms/neurodiversity-declaration'],
      ['forms.disability-declaration', '/forms/disability-declaration'],
      ['applications.record', '/applications/:id'],
      ['fc-applications.record', '/fc-applications/:id'],
      ['myapplicants.record', '/myapplicants/:id'],
      ['students.record', '/students/:id'],
      ['mystudents.record', '/mystudents/:id'],
      ['faculty.record', '/faculty/:id'],
      ['modules.record', '/modules/:id'],
      ['leads.record', '/leads/:id'],
      ['donors.record', '/donors/:id'],
      ['organisations.record', '/organisations/:id'],
      ['contacts.record', '/contacts/:id'],
      ['registrations.record', '/registrations/:id'],
      ['consents.record', '/consents/:id'],
      ['users.record', '/users/:id'],
      ['policies.record', '/admin/policies/:id'],
      ['roles.record', '/users/roles/:id'],
      ['alumni.record', '/alumni/:id'],
    ]);
  });
});

describe('optional features', () => {
  it('routes the bursary application only while the bursaries feature is on', () => {
    const keys = (features: string[]) => screenRoutes(features).map((r) => r.key);
    expect(keys([])).not.toContain('forms.bursary-application');
    expect(keys(['bursaries'])).toContain('forms.bursary-application');
  });

  it('routes the bursary committee’s list only while the bursaries feature is on', () => {
    const routes = (features: string[]) => screenRoutes(features).map((r) => [r.key, r.path]);
    expect(routes([])).not.toContainEqual(['finance.bursaries', '/finance/bursaries']);
    expect(routes(['bursaries'])).toContainEqual(['finance.bursaries', '/finance/bursaries']);
  });

  it('routes the issue-20 screens only while their features are on', () => {
    const routes = (features: string[]) => screenRoutes(features).map((r) => [r.key, r.path]);
    expect(routes([])).not.toContainEqual(['forms.library', '/forms/library']);
    expect(routes(['library'])).toContainEqual(['forms.library', '/forms/library']);
    const groups = [
      ['students.formation-groups', '/students/formation-groups'],
      ['mystudents.formation-group', '/mystudents/formation-group'],
      ['forms.formation-group', '/forms/formation-group'],
    ];
    for (const route of groups) expect(routes([])).not.toContainEqual(route);
    for (const route of groups) expect(routes(['formation-groups'])).toContainEqual(route);
    expect(routes([])).not.toContainEqual(['applications.bap', '/applications/bap']);
    expect(routes(['bap'])).toContainEqual(['applications.bap', '/applications/bap']);
    const residentials = [
      ['students.residentials', '/students/residentials'],
      ['students.residential', '/students/residentials/:id'],
      ['mystudents.residentials', '/mystudents/residentials'],
      ['mystudents.residential', '/mystudents/residentials/:id'],
    ];
    for (const route of residentials) expect(routes([])).not.toContainEqual(route);
    for (const route of residentials) expect(routes(['residentialAttendance'])).toContainEqual(route);
  });
});

describe('the guard wired into the router (spec 2.2)', () => {
  it('sends a visitor without a session to the login page with the full original path', async () => {
    server(null);
    const router = start('/dashboard?tab=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/pages/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard?tab=2');
    expect(document.title).toBe('Sign in · Collegium');
  });

  it('restores a stored session from /auth/account and opens the page (step 1)', async () => {
    const fetch = server({ permissions: ['dashboard:view', 'users:menu'] });
    useSessionStore.setState({ user: { ...userAnswer(), role: '' } as never, status: 'unauthenticated' });
    start('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(fetch.mock.calls.some(([url]) => url === '/auth/account')).toBe(true);
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(await screen.findByText('312')).toBeDefined();
    expect(document.title).toBe('Dashboard · Collegium');
    expect(useUiStore.getState().pageTitle).toBe('Dashboard');
    expect(screen.getByTestId('app-bar-title').textContent).toBe('Dashboard');
  });

  it('sends a signed-in user away from the login page to / (step 3)', async () => {
    server({ permissions: ['forms:student'] });
    // A stored user on a public page: step 1 restores the session from the server.
    useSessionStore.setState({ user: { ...userAnswer(), role: '' } as never, status: 'unauthenticated' });
    const router = start('/status');
    await screen.findByRole('heading', { level: 1, name: 'Service status' });
    await router.navigate('/pages/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Forms' })).toBeDefined();
  });

  it('keeps the route and shows the 403 in place of the page (step 4)', async () => {
    server({ permissions: ['mystudents:menu students:faculty'] });
    const router = start('/dashboard');
    expect(await screen.findByText('You do not have permission to access this page')).toBeDefined();
    expect(screen.getByText('Error 403')).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The shell is still there: the app bar with the page title (a narrow jsdom window keeps
    // the drawer closed).
    expect(screen.getByRole('banner').textContent).toContain('Student Forms');
    expect(screen.getByRole('main').textContent).toContain('You do not have permission');
  });

  it('shows the not-found page with code 404 for an unknown path', async () => {
    server(null);
    start('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(screen.getByText('404')).toBeDefined();
    expect(document.title).toBe('Page not found · Collegium');
  });

  it.each(['/students/nonenrolled', '/students/0', '/students/12abc'])(
    'shows the not-found page for %s (a menu path without a screen, or no record id) and calls no record API',
    async (path) => {
      const fetch = server({ permissions: ['leads:menu leads:view leads:import students:menu students:view'] });
      useSessionStore.setState({ user: { ...userAnswer(), role: '' } as never, status: 'authenticated' });
      start(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
      expect(screen.getByText('404')).toBeDefined();
      expect(document.title).toBe('Page not found · Collegium');
      expect(screen.queryByText(/does not exist/)).toBeNull();
      // Only the shell's own call (the policies awaiting acceptance, issue 15) goes out.
      expect(
        fetch.mock.calls
          .map(([url]) => String(url))
          .filter((url) => url.startsWith('/api/') && url !== '/api/agreement'),
      ).toEqual([]);
    },
  );

  it('gives the administrator (*) no Student Forms or My Application and never asks for a student record', async () => {
    const fetch = server({ permissions: ['*'] });
    useSessionStore.setState({ user: { ...userAnswer(), role: '' } as never, status: 'unauthenticated' });
    start('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(await screen.findByText('312')).toBeDefined();
    const menu = renderHook(() => useVisibleMenu()).result.current.map((n) => n.key);
    expect(menu).toContain('users');
    expect(menu).not.toContain('forms');
    expect(menu).not.toContain('application');
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/forms/'))).toBe(false);
  });

  it('refuses the administrator (*) a student forms page opened by its address, once, without asking the server (issue 19)', async () => {
    const fetch = server({ permissions: ['*'] });
    useSessionStore.setState({ user: { ...userAnswer(), role: '' } as never, status: 'unauthenticated' });
    start('/forms/course');
    const message = 'This area is for students. Your account is not linked to a student record.';
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText(/No student record is linked/)).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/forms'))).toBe(false);
  });

  it('still opens a record page for a numeric id', async () => {
    const fetch = server({ permissions: ['leads:menu leads:view'] });
    useSessionStore.setState({ user: { ...userAnswer(), role: '' } as never, status: 'authenticated' });
    start('/leads/12');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/leads'))).toBe(true));
  });

  it('keeps paths below the history base (configurable base URL)', async () => {
    setConfig({ baseUrl: '/college/' });
    server(null);
    const router = start('/college/dashboard?x=1', '/college');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // Router locations carry the base; the redirect query holds the path below it.
    expect(router.state.location.pathname).toBe('/college/pages/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard?x=1');
  });

  it('redirects /sysadmin to /pages/sysadmin', async () => {
    // The sysadmin page reloads the window when it is left (at clean-up here).
    vi.stubGlobal('location', { pathname: '/pages/sysadmin', reload: vi.fn() });
    server(null);
    const router = start('/sysadmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sysadmin sign-in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/pages/sysadmin');
  });
});
