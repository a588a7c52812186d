import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { guardRequest } from '../../../lib/routing/guard-loader.ts';
import type { RouteMeta } from '../../../lib/routing/route-meta.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { afterLoginAsTarget, currentPathname } from '../../../lib/navigation-history.ts';
import { sessionApi } from '../../../lib/session/session-api.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

// spec 2.1: /loginas/{mode}/{id} (dashboard:loginas) and /cancel-loginas (any signed-in user)
// start and end impersonation, then go to /dashboard if the user came from the root, else to /.

export const LOGIN_AS_META: RouteMeta = {
  key: 'loginas',
  title: 'Act as another user',
  access: 'signedIn',
  requires: ['dashboard:loginas'],
};

export const CANCEL_LOGIN_AS_META: RouteMeta = {
  key: 'cancel-loginas',
  title: 'Return to my account',
  access: 'signedIn',
};

/** The user the server switched to, waiting for the page of the old one to be gone. */
let pendingUser: { value: unknown } | null = null;

/** Hands over the switched-to user once (SwitchingAccount adopts it). */
export function takePendingUser(): { value: unknown } | null {
  const taken = pendingUser;
  pendingUser = null;
  return taken;
}

/**
 * Switches on the server, then goes through /switching-account, a route without data: the old
 * user's page is gone before the new user is adopted, so no query of that page runs again under
 * the new identity (a 403 snackbar on the student's first page, issue 11).
 */
async function switchUser(call: () => Promise<{ data: unknown }>): Promise<Response> {
  const from = currentPathname();
  try {
    const response = await call();
    pendingUser = { value: response.data };
  } catch (error) {
    handleApiError(error);
    return redirect('/');
  }
  return redirect(`/switching-account?to=${encodeURIComponent(afterLoginAsTarget(from))}`);
}

export async function loginAsLoader({ request, params }: LoaderFunctionArgs) {
  const guard = await guardRequest(LOGIN_AS_META, request);
  if (guard.outcome === 'forbidden') return guard;
  return switchUser(() => sessionApi.loginAs(params.mode ?? '', params.id ?? ''));
}

export async function cancelLoginAsLoader({ request }: LoaderFunctionArgs) {
  await guardRequest(CANCEL_LOGIN_AS_META, request);
  return switchUser(() => sessionApi.cancelLoginAs());
}

/** spec 2.1: the logout route ends the session and goes to the login page. */
export async function logoutLoader() {
  await useSessionStore.getState().logout();
  return redirect('/pages/login');
}
