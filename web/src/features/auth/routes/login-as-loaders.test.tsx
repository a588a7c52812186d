import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AppProviders,
  appRouterOptions,
  appRoutes,
  loadSignedInRoutes,
  trackLocations,
} from '../../../test/app-shell.ts';
import { afterLoginAsTarget } from '../../../lib/navigation-history.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';

const staff = userAnswer({ id: 2, name: 'Sam Staff', permissions: ['dashboard:view', 'dashboard:loginas'] });
const actedAs = userAnswer({
  id: 3,
  name: 'Stella Student',
  permissions: ['forms:student'],
  overridingUser: { id: 2, name: 'Sam Staff', email: 'sam@example.org' },
});

function serve() {
  return mockFetch(({ method, path }) => {
    if (method === 'POST' && path === '/auth/loginas/user/3') return json(200, actedAs);
    if (method === 'POST' && path === '/auth/loginas') return json(200, staff);
    if (method === 'POST' && path === '/auth/logout') return { status: 204 };
    if (path === '/api/dashboard/work') return json(200, { items: [] });
    if (path === '/api/dashboard/stats') {
      return json(200, {
        currentStudents: 1,
        startingStudents: 2,
        people: 3,
        staffUsers: 4,
        studentUsers: 5,
        applicantUsers: 6,
        signedInNow: 7,
      });
    }
    if (path === '/api/forms/student') return json(200, { partnerId: 12, location: 'York', programmeCode: 'MA' });
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
}

function signedInAs(user: unknown, path: string) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(user), checked: true });
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path], ...appRouterOptions([]) });
  trackLocations(router);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(loadSignedInRoutes, 60_000);
describe('impersonation routes (spec 2.1)', () => {
  it('goes to /dashboard after starting from the root, and back with one click', async () => {
    const fetch = serve();
    const router = signedInAs(staff, '/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await router.navigate('/loginas/user/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(/You are acting as/)).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Stella Student');
    expect(useSessionStore.getState().user?.overridingUser?.name).toBe('Sam Staff');
    expect(fetch.mock.calls.some(([url, init]) => url === '/auth/loginas/user/3' && init?.method === 'POST')).toBe(
      true,
    );

    // From /dashboard (not the root) the way back ends at /.
    await userEvent.click(screen.getByRole('button', { name: 'Return to my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().user?.name).toBe('Sam Staff');
    expect(screen.queryByText(/You are acting as/)).toBeNull();
  });

  it('refuses /loginas without dashboard:loginas, in place, without calling the server', async () => {
    const fetch = serve();
    const router = signedInAs(userAnswer({ permissions: ['dashboard:view'] }), '/loginas/user/3');
    expect(await screen.findByText('You do not have permission to access this page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/loginas/user/3');
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/auth/loginas'))).toBe(false);
  });

  it('applies the redirect rule: /dashboard from the root, / from anywhere else', () => {
    expect(afterLoginAsTarget('/')).toBe('/dashboard');
    expect(afterLoginAsTarget('/students/all')).toBe('/');
    expect(afterLoginAsTarget(null)).toBe('/');
  });
});

describe('signing out (spec 2.1)', () => {
  it('ends the session on the server, clears it here and goes to the login page', async () => {
    const fetch = serve();
    const router = signedInAs(staff, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam Staff' });
    expect(dialog.textContent).toContain('grace@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    expect(fetch.mock.calls.some(([url, init]) => url === '/auth/logout' && init?.method === 'POST')).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, student: null });
  });

  it('switches the theme from the user menu', async () => {
    serve();
    signedInAs(staff, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Sam Staff' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use the dark theme' }));
    expect(screen.getByRole('button', { name: 'Use the light theme' })).toBeDefined();
  });
});
