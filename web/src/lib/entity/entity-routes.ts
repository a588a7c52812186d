import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import type { MenuRoute } from '@collegium/domain/menu';
import { useMatches } from 'react-router';

// Which entity a menu route shows (domain/src/menu.ts `entity`), and where an entity's list and
// record pages are, so a list can open a record and a record can go back to its list.

const ROUTES: readonly MenuRoute[] = buildRoutes(MENU_CONFIG);

export type EntityRoute = MenuRoute & { entity: string };

const isRecordPath = (path: string) => path.endsWith('/:id');

export function entityRouteByKey(key: string | undefined): EntityRoute | undefined {
  const route = ROUTES.find((r) => r.key === key);
  return route?.entity === undefined ? undefined : (route as EntityRoute);
}

/** spec 2.5: the record page `/{module}/:id` of an entity, if it has one. */
export function recordRouteOf(entity: string): MenuRoute | undefined {
  return ROUTES.find((r) => r.entity === entity && isRecordPath(r.path));
}

/** The first list page of an entity, if it has one. */
export function listRouteOf(entity: string): MenuRoute | undefined {
  return ROUTES.find((r) => r.entity === entity && !isRecordPath(r.path));
}

/** `/organisations/:id` with the id filled in ('new' opens the create form). */
export function recordPath(route: MenuRoute, id: string | number): string {
  return route.path.replace(':id', encodeURIComponent(String(id)));
}

/** The menu route the current screen was opened through (its handle carries the key). */
export function useEntityRoute(): EntityRoute {
  const match = useMatches().at(-1);
  const key = (match?.handle as { key?: string } | undefined)?.key;
  const route = entityRouteByKey(key);
  if (route === undefined) throw new Error(`The route ${String(key)} names no entity.`);
  return route;
}
