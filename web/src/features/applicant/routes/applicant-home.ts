import { DASHBOARD_REQUIREMENT } from '@collegium/domain/menu-config';
import { hasPermission, meetsRequirement } from '@collegium/domain/permissions';
import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { guardRequest } from '../../../lib/routing/guard-loader.ts';
import type { RouteMeta } from '../../../lib/routing/route-meta.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

// An applicant signing in lands at / like everyone else, where the dashboard is not theirs
// (spec 2.3 needs dashboard:view or forms:student): they go to their application instead of a 403.

export const APPLICATION_PATH = '/application';

/** True for someone who applies but has neither dashboard (staff or student). */
export function landsInApplication(permissions: readonly string[]): boolean {
  return hasPermission(permissions, 'applications:apply') && !meetsRequirement(permissions, DASHBOARD_REQUIREMENT);
}

export function homeLoader(meta: RouteMeta): LoaderFunction {
  return async ({ request }) => {
    const result = await guardRequest(meta, request);
    if (result.outcome === 'forbidden' && landsInApplication(useSessionStore.getState().user?.permissions ?? [])) {
      throw redirect(APPLICATION_PATH);
    }
    return result;
  };
}
