import { AUDIENCE_FORBIDDEN_MESSAGE, PAGE_FORBIDDEN_MESSAGE } from '@collegium/domain/error-catalogue';
import { meetsAll } from '@collegium/domain/permissions';
import { resolveTitle } from './route-meta.ts';
import type { RouteMeta } from './route-meta.ts';

// spec 2.2: the route guard, run before every navigation. Pure apart from the two effects it is
// handed (reloading the user, setting the title), so each step can be tested on its own.

export const LOGIN_PATH = '/pages/login';

export interface GuardSession {
  status: 'unauthenticated' | 'authenticating' | 'authenticated' | 'error';
  user: { id: unknown; permissions: readonly string[]; isStudent?: boolean; isApplicant?: boolean } | null;
  /** Whether the server has been asked about the session during this page load. */
  checked: boolean;
}

export interface GuardTarget {
  /** Path below the history base. */
  pathname: string;
  search: string;
  hash: string;
}

export interface GuardContext {
  route: RouteMeta;
  target: GuardTarget;
  getSession: () => GuardSession;
  /** GET /auth/account and update the session (spec 2.2 step 1). */
  reloadUser: () => Promise<void>;
  /** spec 2.2 step 5. */
  setTitle: (title: string) => void;
}

export interface RouteError {
  status: 403;
  message: string;
}

export type GuardResult =
  | { outcome: 'redirect'; to: string }
  | { outcome: 'allow'; title: string; error: null }
  | { outcome: 'forbidden'; title: string; error: RouteError };

/**
 * spec 2.2 step 1: a stored user id without an authenticated session, or the reverse, means the
 * browser and the server may disagree.
 */
export function needsUserReload(session: GuardSession): boolean {
  const hasStoredId = session.user !== null && session.user.id !== undefined && session.user.id !== null;
  return hasStoredId !== (session.status === 'authenticated');
}

/**
 * Step 1 also asks the server once per page load before the first route that needs a session:
 * after a single sign-on the server holds a session the browser store knows nothing about.
 * Public pages do not need to know, so they are spared the call.
 */
function firstVisitNeedsSession(session: GuardSession, route: RouteMeta): boolean {
  return !session.checked && route.access === 'signedIn';
}

/** spec 2.2 step 2: the login page with the full original path (query and fragment) to return to. */
export function loginRedirect(target: GuardTarget): string {
  const original = `${target.pathname}${target.search}${target.hash}`;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(original)}`;
}

function isAudience(user: GuardSession['user'], audience: 'student' | 'applicant'): boolean {
  return audience === 'student' ? user?.isStudent === true : user?.isApplicant === true;
}

export async function runGuard(context: GuardContext): Promise<GuardResult> {
  const { route, target } = context;

  // Step 1: reload the current user when the stored id and the session disagree.
  let session = context.getSession();
  if (target.pathname !== LOGIN_PATH && (needsUserReload(session) || firstVisitNeedsSession(session, route))) {
    await context.reloadUser();
    session = context.getSession();
  }
  const authenticated = session.status === 'authenticated';

  // Step 2: a non-public route while unauthenticated goes to the login page.
  if (route.access === 'signedIn' && !authenticated) return { outcome: 'redirect', to: loginRedirect(target) };

  // Step 3: a signed-in user has no business on a logged-out-only route.
  if (route.access === 'loggedOutOnly' && authenticated) return { outcome: 'redirect', to: '/' };

  // Step 5 (whatever step 4 decides, the page keeps its title).
  const permissions = session.user?.permissions ?? [];
  const title = resolveTitle(route, permissions);
  context.setTitle(title);

  // Step 4: the route's requirements, deduplicated by meetsRequirement; nothing listed fails.
  if (route.requires !== undefined && (route.requires.length === 0 || !meetsAll(permissions, route.requires))) {
    return { outcome: 'forbidden', title, error: { status: 403, message: PAGE_FORBIDDEN_MESSAGE } };
  }
  // Issue 19: a student or applicant area needs the account to be one, not only the rights, so its
  // page never asks the server for a student record or an application that is not there.
  if (route.audience !== undefined && !isAudience(session.user, route.audience)) {
    return { outcome: 'forbidden', title, error: { status: 403, message: AUDIENCE_FORBIDDEN_MESSAGE[route.audience] } };
  }
  return { outcome: 'allow', title, error: null };
}
