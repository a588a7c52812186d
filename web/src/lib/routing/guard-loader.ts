import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { routerBasename } from '../config.ts';
import { useSessionStore } from '../session/session-store.ts';
import { applyPageTitle } from './page-title.ts';
import { runGuard } from './route-guard.ts';
import type { GuardResult } from './route-guard.ts';
import type { RouteMeta } from './route-meta.ts';

// The guard's wiring: every guarded route's loader runs it before the route renders, so it
// applies to every navigation, including the first page load (spec 2.2).

/** The path below the history base. */
export function stripBasename(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export type GuardData = Exclude<GuardResult, { outcome: 'redirect' }>;

/** Runs the guard for a navigation to `request`; a redirect is thrown as React Router expects. */
export async function guardRequest(route: RouteMeta, request: Request): Promise<GuardData> {
  const url = new URL(request.url);
  const result = await runGuard({
    route,
    target: { pathname: stripBasename(url.pathname, routerBasename()), search: url.search, hash: url.hash },
    getSession: () => useSessionStore.getState(),
    reloadUser: () => useSessionStore.getState().loadAccount(),
    setTitle: applyPageTitle,
  });
  if (result.outcome === 'redirect') throw redirect(result.to);
  return result;
}

export function guardLoader(route: RouteMeta): LoaderFunction {
  return ({ request }) => guardRequest(route, request);
}

/** The guard's answer for a route match, if that route is guarded. */
export function isGuardData(data: unknown): data is GuardData {
  return typeof data === 'object' && data !== null && 'outcome' in data && 'title' in data;
}
