import { describe, expect, it, vi } from 'vitest';
import { LOGIN_PATH, loginRedirect, needsUserReload, runGuard } from './route-guard.ts';
import type { GuardSession, GuardTarget } from './route-guard.ts';
import type { RouteMeta } from './route-meta.ts';

const signedOut: GuardSession = { status: 'unauthenticated', user: null, checked: true };
const signedIn = (permissions: string[]): GuardSession => ({
  status: 'authenticated',
  user: { id: 1, permissions },
  checked: true,
});

const target = (pathname: string, search = '', hash = ''): GuardTarget => ({ pathname, search, hash });

const students: RouteMeta = {
  key: 'students.intentions',
  title: 'Intentions',
  access: 'signedIn',
  requires: ['students:menu', ['role:hd', 'role:pd', 'students:recruitment']],
};
const login: RouteMeta = { key: 'login', title: 'Sign in', access: 'loggedOutOnly' };
const status: RouteMeta = { key: 'status', title: 'Status', access: 'public' };

/** Runs the guard with a session that `reload` may replace. */
async function guard(route: RouteMeta, to: GuardTarget, session: GuardSession, reloaded?: GuardSession) {
  let current = session;
  const reloadUser = vi.fn(async () => {
    if (reloaded) current = reloaded;
  });
  const setTitle = vi.fn();
  const result = await runGuard({ route, target: to, getSession: () => current, reloadUser, setTitle });
  return { result, reloadUser, setTitle };
}

describe('step 1: reload the current user when the stored id and the session disagree', () => {
  it('reloads when a user id is stored but the session is not authenticated', async () => {
    const stored: GuardSession = { status: 'unauthenticated', user: { id: 1, permissions: [] }, checked: true };
    const { reloadUser, result } = await guard(
      students,
      target('/students/intentions'),
      stored,
      signedIn(['students:menu', 'role:pd']),
    );
    expect(reloadUser).toHaveBeenCalledTimes(1);
    // The reloaded session is the one the later steps use.
    expect(result).toEqual({ outcome: 'allow', title: 'Intentions', error: null });
  });

  it('reloads when the session is authenticated but no user id is stored', async () => {
    const { reloadUser } = await guard(status, target('/status'), {
      status: 'authenticated',
      user: null,
      checked: true,
    });
    expect(reloadUser).toHaveBeenCalledTimes(1);
  });

  it('asks the server once per page load before the first page that needs a session (after SSO)', async () => {
    const { reloadUser, result } = await guard(
      students,
      target('/students/intentions'),
      { ...signedOut, checked: false },
      signedIn(['*']),
    );
    expect(reloadUser).toHaveBeenCalledTimes(1);
    expect(result.outcome).toBe('allow');
    // Public pages do not need to know who is there.
    expect(
      (await guard(status, target('/status'), { ...signedOut, checked: false })).reloadUser,
    ).not.toHaveBeenCalled();
  });

  it('does not reload when id and session agree', async () => {
    expect((await guard(status, target('/status'), signedOut)).reloadUser).not.toHaveBeenCalled();
    expect((await guard(status, target('/status'), signedIn([]))).reloadUser).not.toHaveBeenCalled();
  });

  it('never reloads on the way to the login page', async () => {
    const stored: GuardSession = { status: 'unauthenticated', user: { id: 1, permissions: [] }, checked: false };
    const { reloadUser } = await guard(login, target(LOGIN_PATH), stored);
    expect(reloadUser).not.toHaveBeenCalled();
  });

  it('treats the mismatch helper as spec 2.2 says', () => {
    expect(needsUserReload({ status: 'unauthenticated', user: { id: 3, permissions: [] }, checked: true })).toBe(true);
    expect(needsUserReload({ status: 'authenticated', user: null, checked: true })).toBe(true);
    expect(needsUserReload({ status: 'authenticated', user: { id: 3, permissions: [] }, checked: true })).toBe(false);
    expect(needsUserReload(signedOut)).toBe(false);
    expect(needsUserReload({ ...signedOut, checked: false })).toBe(false);
  });
});

describe('step 2: a non-public route while unauthenticated goes to the login page', () => {
  it('keeps the full original path, query included, in the redirect query', async () => {
    const { result } = await guard(students, target('/students/intentions', '?cohort=4&page=2'), signedOut);
    expect(result).toEqual({
      outcome: 'redirect',
      to: '/pages/login?redirect=%2Fstudents%2Fintentions%3Fcohort%3D4%26page%3D2',
    });
    expect(new URLSearchParams(loginRedirect(target('/a', '?b=1', '#c')).split('?')[1]).get('redirect')).toBe(
      '/a?b=1#c',
    );
  });

  it('still redirects when the reload finds no session (404 on /auth/account)', async () => {
    const stored: GuardSession = { status: 'unauthenticated', user: { id: 1, permissions: [] }, checked: true };
    const { result, reloadUser } = await guard(students, target('/students/intentions'), stored, signedOut);
    expect(reloadUser).toHaveBeenCalled();
    expect(result).toMatchObject({ outcome: 'redirect', to: '/pages/login?redirect=%2Fstudents%2Fintentions' });
  });

  it('lets anyone open a public or logged-out-only route', async () => {
    expect((await guard(status, target('/status'), signedOut)).result.outcome).toBe('allow');
    expect((await guard(login, target(LOGIN_PATH), signedOut)).result.outcome).toBe('allow');
  });
});

describe('step 3: a signed-in user on a logged-out-only route goes to /', () => {
  it('redirects from the login page to /', async () => {
    expect((await guard(login, target(LOGIN_PATH), signedIn([]))).result).toEqual({ outcome: 'redirect', to: '/' });
  });

  it('leaves public routes alone', async () => {
    expect((await guard(status, target('/status'), signedIn([]))).result.outcome).toBe('allow');
  });
});

describe('step 4: the route requirements', () => {
  it('allows a user meeting the module AND the page requirement', async () => {
    const { result } = await guard(students, target('/students/intentions'), signedIn(['students:menu', 'role:hd']));
    expect(result).toEqual({ outcome: 'allow', title: 'Intentions', error: null });
  });

  it('refuses with 403 and the exact message when one requirement is missing; the route stays', async () => {
    for (const permissions of [['role:hd'], ['students:menu'], []]) {
      const { result } = await guard(students, target('/students/intentions'), signedIn(permissions));
      expect(result).toEqual({
        outcome: 'forbidden',
        title: 'Intentions',
        error: { status: 403, message: 'You do not have permission to access this page' },
      });
    }
  });

  it('refuses a route that lists nothing where a check is expected', async () => {
    const empty: RouteMeta = { key: 'x', title: 'X', access: 'signedIn', requires: [] };
    expect((await guard(empty, target('/x'), signedIn(['*']))).result.outcome).toBe('forbidden');
  });

  it('does not check a route that expects no check (any signed-in user)', async () => {
    const open: RouteMeta = { key: 'cancel', title: 'Cancel', access: 'signedIn' };
    expect((await guard(open, target('/cancel-loginas'), signedIn([]))).result.outcome).toBe('allow');
  });

  it('reads an array as any one and a string as all of its permissions', async () => {
    const route: RouteMeta = {
      key: 'd',
      title: 'D',
      access: 'signedIn',
      requires: [['dashboard:view', 'forms:student'], 'a:b c:d'],
    };
    expect((await guard(route, target('/d'), signedIn(['forms:student', 'a:b', 'c:d']))).result.outcome).toBe('allow');
    expect((await guard(route, target('/d'), signedIn(['forms:student', 'a:b']))).result.outcome).toBe('forbidden');
  });
});

describe('issue 19: the student and applicant areas need the account to be one', () => {
  const forms: RouteMeta = {
    key: 'forms.course',
    title: 'My Programme',
    access: 'signedIn',
    requires: ['forms:student'],
    audience: 'student',
  };
  const application: RouteMeta = {
    key: 'application',
    title: 'My Application',
    access: 'signedIn',
    requires: ['applications:apply'],
    audience: 'applicant',
  };
  const as = (flags: { isStudent?: boolean; isApplicant?: boolean }): GuardSession => ({
    status: 'authenticated',
    user: { id: 1, permissions: ['*'], ...flags },
    checked: true,
  });

  it('refuses the administrator (`*`) with no student record or application, saying why', async () => {
    expect((await guard(forms, target('/forms/course'), as({}))).result).toEqual({
      outcome: 'forbidden',
      title: 'My Programme',
      error: { status: 403, message: 'This area is for students. Your account is not linked to a student record.' },
    });
    expect((await guard(application, target('/application'), as({ isStudent: true }))).result).toMatchObject({
      outcome: 'forbidden',
      error: { status: 403, message: 'This area is for applicants. Your account has no application.' },
    });
  });

  it('opens the areas to a student and to an applicant', async () => {
    expect((await guard(forms, target('/forms/course'), as({ isStudent: true }))).result.outcome).toBe('allow');
    expect((await guard(application, target('/application'), as({ isApplicant: true }))).result.outcome).toBe('allow');
  });
});

describe('step 5: the page title comes from the route metadata', () => {
  it('sets the title on allowed and refused pages alike', async () => {
    expect((await guard(students, target('/students/intentions'), signedIn(['*']))).setTitle).toHaveBeenCalledWith(
      'Intentions',
    );
    expect((await guard(students, target('/students/intentions'), signedIn([]))).setTitle).toHaveBeenCalledWith(
      'Intentions',
    );
  });

  it('works out a title that depends on who is looking', async () => {
    const dashboard: RouteMeta = {
      key: 'dashboard',
      title: (p) => (p.includes('dashboard:view') ? 'Dashboard' : 'Student Forms'),
      access: 'signedIn',
      requires: [['dashboard:view', 'forms:student']],
    };
    expect((await guard(dashboard, target('/dashboard'), signedIn(['dashboard:view']))).result).toMatchObject({
      title: 'Dashboard',
    });
    expect((await guard(dashboard, target('/dashboard'), signedIn(['forms:student']))).result).toMatchObject({
      title: 'Student Forms',
    });
  });

  it('sets no title when it redirects', async () => {
    expect((await guard(students, target('/students/intentions'), signedOut)).setTitle).not.toHaveBeenCalled();
  });
});
