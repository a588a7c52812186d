import { describe, expect, it } from 'vitest';
import { json, mockFetch, userAnswer } from '../../test/mock-fetch.ts';
import { selectPermissions, useSessionStore } from './session-store.ts';
import type { SessionStatus } from './session-store.ts';

const state = () => useSessionStore.getState();

/** Records every status the store passes through. */
function watchStatus(): SessionStatus[] {
  const seen: SessionStatus[] = [];
  useSessionStore.subscribe((s, prev) => {
    if (s.status !== prev.status) seen.push(s.status);
  });
  return seen;
}

describe('sign-in (spec 4.1)', () => {
  it('goes unauthenticated → authenticating → authenticated and keeps the user', async () => {
    const fetch = mockFetch(({ path }) => (path === '/auth/login' ? json(200, userAnswer()) : json(404)));
    const seen = watchStatus();
    await expect(state().login({ email: 'grace@example.org', password: 'secret' })).resolves.toBe(true);
    expect(seen).toEqual(['authenticating', 'authenticated']);
    expect(state().user).toMatchObject({
      id: 7,
      name: 'Grace Hopper',
      email: 'grace@example.org',
      permissions: ['dashboard:view'],
    });
    expect(state().error).toBeNull();
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: '{"email":"grace@example.org","password":"secret"}',
    });
  });

  it('does not load a student for the administrator (*), whom the server does not name a student', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/auth/login' ? json(200, userAnswer({ permissions: ['*'] })) : json(404),
    );
    await state().login({ email: 'a@b.c', password: 'p' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/auth/login']);
    expect(state().student).toBeNull();
  });

  it('loads the current student for a student (forms:student and a record: isStudent)', async () => {
    mockFetch(({ path }) =>
      path === '/auth/login'
        ? json(200, userAnswer({ permissions: ['forms:student'], isStudent: true }))
        : path === '/api/forms/student'
          ? json(200, { partnerId: 4521, location: 'Durham', programmeCode: 'BTh' })
          : json(404),
    );
    await state().login({ email: 'a@b.c', password: 'p' });
    expect(state().student).toEqual({ partnerId: 4521, hub: 'Durham', programmeCode: 'BTh' });
  });

  it('does not ask for a student when the user is not one', async () => {
    const fetch = mockFetch(() => json(200, userAnswer()));
    await state().login({ email: 'a@b.c', password: 'p' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(state().student).toBeNull();
  });

  it('sends sysadmin: true for the sysadmin sign-in', async () => {
    const fetch = mockFetch(() => json(200, userAnswer()));
    await state().login({ email: 'a@b.c', password: 'p', sysadmin: true });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'a@b.c',
      password: 'p',
      sysadmin: true,
    });
  });

  it('on failure stores code and status message, joins detail messages by line breaks, clears permissions', async () => {
    useSessionStore.setState({ user: userAnswer({ permissions: ['*'] }) as never });
    mockFetch(() =>
      json(422, {
        status: 422,
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        details: [
          { message: 'Enter your e-mail address.', param: 'email' },
          { message: 'Enter your password.', param: 'password' },
        ],
      }),
    );
    await expect(state().login({ email: '', password: '' })).resolves.toBe(false);
    expect(state().status).toBe('error');
    expect(state().error).toEqual({
      code: 422,
      statusMessage: 'Validation error',
      message: 'Some fields are not valid.',
      details: 'Enter your e-mail address.\nEnter your password.',
      fields: { email: 'Enter your e-mail address.', password: 'Enter your password.' },
    });
    expect(selectPermissions(state())).toEqual([]);
  });

  it('shows the plain message when there are no details (401)', async () => {
    mockFetch(() =>
      json(401, { status: 401, code: 'invalid_credentials', message: 'The e-mail address or password is not right.' }),
    );
    await state().login({ email: 'a@b.c', password: 'x' });
    expect(state().error).toMatchObject({
      code: 401,
      statusMessage: 'Needs authentication',
      message: 'The e-mail address or password is not right.',
      details: '',
    });
  });

  it('rejects a user without id, name or email: 422, user and student cleared (spec 5)', async () => {
    for (const broken of [{ id: undefined }, { name: '' }, { email: null }]) {
      useSessionStore.setState({ student: { partnerId: 1, hub: null, programmeCode: null } });
      mockFetch(() => json(200, userAnswer(broken)));
      await expect(state().login({ email: 'a@b.c', password: 'p' })).resolves.toBe(false);
      expect(state()).toMatchObject({
        status: 'error',
        user: null,
        student: null,
        error: { code: 422, message: 'User must contain at least id, name and email' },
      });
    }
  });
});

describe('reloading the current user (GET /auth/account)', () => {
  it('a 404 is not an error: the user simply waits to log in', async () => {
    useSessionStore.setState({ user: userAnswer() as never });
    mockFetch(() => json(404, { status: 404, code: 'no_session', message: 'No session.' }));
    await state().loadAccount();
    expect(state()).toMatchObject({ status: 'unauthenticated', user: null, error: null, checked: true });
  });

  it('restores the session from the server', async () => {
    mockFetch(() => json(200, userAnswer({ permissions: ['students:view'] })));
    await state().loadAccount();
    expect(state()).toMatchObject({ status: 'authenticated', checked: true });
    expect(selectPermissions(state())).toEqual(['students:view']);
  });

  it('sets an error with the code from the HTTP status for other failures', async () => {
    mockFetch(() => json(500, { status: 500, code: 'internal', message: 'Database down.' }));
    await state().loadAccount();
    expect(state()).toMatchObject({ status: 'error', error: { code: 500, message: 'Database down.' } });
  });

  it('shares one request between concurrent reloads', async () => {
    const fetch = mockFetch(() => json(200, userAnswer()));
    await Promise.all([state().loadAccount(), state().loadAccount()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('logout and impersonation', () => {
  it('logout clears authentication, user and student, and tells the server', async () => {
    useSessionStore.setState({
      status: 'authenticated',
      user: userAnswer() as never,
      student: { partnerId: 1, hub: 'Durham', programmeCode: 'MA' },
    });
    const fetch = mockFetch(() => ({ status: 204 }));
    await state().logout();
    expect(fetch.mock.calls[0]?.[0]).toBe('/auth/logout');
    expect(state()).toMatchObject({ status: 'unauthenticated', user: null, student: null, error: null });
  });

  it('logout removes the form drafts kept in this browser, and nothing else', async () => {
    localStorage.setItem(
      'collegium.draft.5.dbs',
      '{"values":{"certificateNumber":"001234567890"},"savedAt":"2026-11-22T10:00:00Z"}',
    );
    localStorage.setItem('collegium.draft.5.emergency-contacts', '{}');
    localStorage.setItem('collegium.table.students', '{"search":"smith"}');
    useSessionStore.setState({ status: 'authenticated', user: userAnswer() as never });
    mockFetch(() => ({ status: 204 }));
    await state().logout();
    expect(localStorage.getItem('collegium.draft.5.dbs')).toBeNull();
    expect(localStorage.getItem('collegium.draft.5.emergency-contacts')).toBeNull();
    expect(localStorage.getItem('collegium.table.students')).toBe('{"search":"smith"}');
  });

  it('logout forgets the session even when the server cannot be reached', async () => {
    useSessionStore.setState({ status: 'authenticated', user: userAnswer() as never });
    mockFetch(() => new TypeError('Failed to fetch'));
    await state().logout();
    expect(state().user).toBeNull();
  });

  it('adopting an acted-as user keeps the real one aside and only token names', async () => {
    mockFetch(() => json(404));
    await state().adoptUser(
      userAnswer({
        id: 9,
        name: 'Stella Student',
        tokens: [{ name: 'api', createdAt: '2025-01-01', expiresAt: null }],
        overridingUser: { id: 7, name: 'Grace Hopper', email: 'grace@example.org' },
      }),
    );
    expect(state().user).toMatchObject({
      id: 9,
      tokens: [{ name: 'api' }],
      overridingUser: { id: 7, name: 'Grace Hopper' },
    });
    expect(state().user?.tokens[0]).toEqual({ name: 'api' });
  });

  it('persists only the user between visits (spec 3)', async () => {
    mockFetch(() => json(200, userAnswer()));
    await state().login({ email: 'a@b.c', password: 'p' });
    const stored = JSON.parse(localStorage.getItem('collegium-session') ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(stored.state)).toEqual(['user']);
    expect(stored.state.user).toMatchObject({ id: 7 });
  });
});
