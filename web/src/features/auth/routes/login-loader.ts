import type { LoaderFunctionArgs } from 'react-router';
import { guardRequest } from '../../../lib/routing/guard-loader.ts';
import type { RouteMeta } from '../../../lib/routing/route-meta.ts';
import { ssoError } from '../../../lib/session/session-error.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { takeSsoError } from '../sso-error-cookie.ts';

export const LOGIN_META: RouteMeta = { key: 'login', title: 'Sign in', access: 'loggedOutOnly' };

/**
 * spec 2.1: on the login page a leftover single-sign-on error is shown as a 401; otherwise the
 * authentication state is reset. Done in the loader so it happens once per visit.
 */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  const guard = await guardRequest(LOGIN_META, request);
  const message = takeSsoError();
  if (message !== null) useSessionStore.getState().setError(ssoError(message));
  else useSessionStore.getState().reset();
  return guard;
}
