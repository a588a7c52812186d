import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, appRouterOptions, appRoutes, loadSignedInRoutes } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import type { MockAnswer } from '../../../test/mock-fetch.ts';
import { SSO_ERROR_COOKIE } from '../sso-error-cookie.ts';

function open(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path], ...appRouterOptions([]) });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => setConfig({}));

beforeAll(loadSignedInRoutes, 60_000);
describe('/pages/login (spec 2.1)', () => {
  it('has labelled fields, a login image and one SSO button per provider linking to /auth/<key>', async () => {
    setConfig({
      ssoProviders: [
        { key: 'microsoft', name: 'Microsoft' },
        { key: 'google', name: 'Google' },
      ],
    });
    mockFetch(() => json(404));
    open('/pages/login');
    expect(await screen.findByLabelText(/E-mail address/)).toBeDefined();
    expect(screen.getByLabelText(/Password/)).toBeDefined();
    // The single-sign-on buttons load with the page only where providers are configured.
    expect((await screen.findByRole('link', { name: 'Sign in with Microsoft' })).getAttribute('href')).toBe(
      '/auth/microsoft',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe('/auth/google');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/login.jpg');
    expect(screen.getByRole('link', { name: 'Apply to study' }).getAttribute('href')).toBe('/pages/register');
  });

  it('shows problems next to the fields before asking the server', async () => {
    const fetch = mockFetch(() => json(404));
    open('/pages/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    // Issue 19: the GOV.UK error summary heads the form, takes the focus and links to each field.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Enter your e-mail address.', 'Enter your password.']);
    expect(screen.getAllByText('Enter your e-mail address.')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your password.' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Enter a valid e-mail address.')).toHaveLength(2);
    expect(fetch.mock.calls.filter(([url]) => url === '/auth/login')).toHaveLength(0);
  });

  it("shows the server's message in an alert, and field details next to the fields", async () => {
    mockFetch(({ path, body }) => {
      if (path !== '/auth/login') return json(404);
      const { password } = body as { password: string };
      return password === 'short'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            details: [{ message: 'The password is too short.', param: 'password' }],
          })
        : json(401, {
            status: 401,
            code: 'invalid_credentials',
            message: 'The e-mail address or password is not right.',
          });
    });
    open('/pages/login');
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'grace@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // issue 19: a sentence, not "401 · Needs authentication".
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The e-mail address or password is not right.');
    expect(alert.textContent).not.toMatch(/401|Needs authentication/);
    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // At the field and in the error summary; the alert gives way to them.
    await waitFor(() => expect(screen.getAllByText('The password is too short.').length).toBe(2));
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link').textContent).toBe(
      'The password is too short.',
    );
  });

  it('clears the messages on the next attempt (issue 19)', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    let calls = 0;
    mockFetch(({ path }) => {
      if (path !== '/auth/login') return json(404);
      calls++;
      if (calls === 1)
        return json(401, {
          status: 401,
          code: 'invalid_credentials',
          message: 'The e-mail address or password is not right.',
        });
      return new Promise<MockAnswer>((resolve) => (answer = resolve));
    });
    open('/pages/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Enter your e-mail address.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'grace@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByText('Enter your e-mail address.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDefined();
    answer(
      json(401, { status: 401, code: 'invalid_credentials', message: 'The e-mail address or password is not right.' }),
    );
    expect(await screen.findByRole('alert')).toBeDefined();
  });

  it('goes to the redirect query after sign-in', async () => {
    mockFetch(({ path }) =>
      path === '/auth/login' ? json(200, userAnswer()) : path === '/auth/account' ? json(404) : json(200, {}),
    );
    const router = open('/pages/login?redirect=%2Fdashboard%3Ftab%3D2');
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'grace@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('shows a leftover single-sign-on error (a 401) as its sentence and clears the cookie', async () => {
    document.cookie = `${SSO_ERROR_COOKIE}=${encodeURIComponent('No college account uses this Microsoft login.')}; path=/`;
    mockFetch(() => json(404));
    open('/pages/login');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No college account uses this Microsoft login.');
    expect(useSessionStore.getState().error?.code).toBe(401);
    expect(document.cookie).not.toContain(SSO_ERROR_COOKIE);
  });

  it('otherwise resets the authentication state', async () => {
    useSessionStore.setState({
      status: 'error',
      error: { code: 500, statusMessage: 'Service error', message: 'x', details: '', fields: {} },
    });
    mockFetch(() => json(404));
    open('/pages/login');
    await screen.findByLabelText(/E-mail address/);
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', error: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the sysadmin page posts sysadmin: true, and leaving it reloads the window', async () => {
    const fakeLocation = { pathname: '/pages/sysadmin', reload: vi.fn() };
    vi.stubGlobal('location', fakeLocation);
    const fetch = mockFetch(({ path }) =>
      path === '/auth/login' ? json(403, { status: 403, code: 'forbidden', message: 'Not a sysadmin.' }) : json(404),
    );
    const router = open('/pages/sysadmin');
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'grace@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as sysadmin' }));
    expect(await screen.findByText('Not a sysadmin.')).toBeDefined();
    const call = fetch.mock.calls.find(([url]) => url === '/auth/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'grace@example.org',
      password: 'secret',
      sysadmin: true,
    });
    expect(fakeLocation.reload).not.toHaveBeenCalled();
    fakeLocation.pathname = '/status';
    await router.navigate('/status');
    await waitFor(() => expect(fakeLocation.reload).toHaveBeenCalledTimes(1));
  });
});
