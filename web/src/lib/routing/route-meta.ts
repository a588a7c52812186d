import type { Requirement } from '@collegium/domain/permissions';

// What the guard (spec 2.2) needs to know about a route.

/**
 * public: anyone (status page, sysadmin sign-in); loggedOutOnly: only when signed out (login);
 * signedIn: needs a session, and `requires` when given.
 */
export type RouteAccess = 'public' | 'loggedOutOnly' | 'signedIn';

export interface RouteMeta {
  key: string;
  /** Page title (spec 2.2 step 5); a function when it depends on who is looking (spec 2.3). */
  title: string | ((permissions: readonly string[]) => string);
  access: RouteAccess;
  /**
   * Requirements that must ALL be met (spec 2.2 step 4, 2.5). Left out: no check (any signed-in
   * user). Present but empty: a check was expected and there is nothing to check, so it fails.
   */
  requires?: readonly Requirement[];
  /**
   * Only for a student or an applicant as the server names them (issue 19): the rights alone
   * (the administrator's `*`) do not open the student forms or My Application.
   */
  audience?: 'student' | 'applicant';
}

export function resolveTitle(meta: RouteMeta, permissions: readonly string[]): string {
  return typeof meta.title === 'function' ? meta.title(permissions) : meta.title;
}
