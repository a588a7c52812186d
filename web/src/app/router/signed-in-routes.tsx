import { buildRoutes, hasRecordId, isRecordId, withFeatures } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import type { MenuRoute } from '@collegium/domain/menu';
import { data, matchRoutes } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { dashboardTitle } from '../../features/dashboard/dashboard-mode.ts';
import { cancelLoginAsLoader, loginAsLoader } from '../../features/auth/routes/login-as-loaders.ts';
import { homeLoader } from '../../features/applicant/routes/applicant-home.ts';
import { guardLoader } from '../../lib/routing/guard-loader.ts';
import type { RouteMeta } from '../../lib/routing/route-meta.ts';
import { AppLayout } from '../layout/app-layout.tsx';
import { ServerState } from '../server-state.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { usePreloadListScreen } from './preload-list-screen.ts';
import { RouteError } from './route-error.tsx';
import { SCREENS } from './screens.ts';

// The signed-in half of the route tree (issue 19): the layout with its drawer and menu, and the
// menu routes that have a screen (spec 2.5, built from domain/src/menu.ts). This module and what
// it imports load only when a path asks for them (app-routes.tsx, patchRoutesOnNavigation), or
// ahead of time while the sign-in form is sent, so the sign-in page never downloads them.

/** Titles that depend on who is looking (spec 2.3). */
const TITLES: Readonly<Record<string, RouteMeta['title']>> = { home: dashboardTitle, dashboard: dashboardTitle };

/** A path relative to the root route ('/' becomes the index). */
function relative(path: string): Pick<RouteObject, 'path'> & { index?: true } {
  return path === '/' ? { index: true } : { path: path.slice(1) };
}

function Empty() {
  return null;
}

function SignedInLayout() {
  usePreloadListScreen();
  return (
    <ServerState>
      <AppLayout />
    </ServerState>
  );
}

/** A record route answers 404 (the not-found page) for an id that is no record id, before the screen or any call. */
function recordIdsOnly(route: MenuRoute, loader: LoaderFunction): LoaderFunction {
  if (!hasRecordId(route.path)) return loader;
  return (args) => {
    if (!isRecordId(args.params.id)) throw data(null, { status: 404, statusText: 'Not found' });
    return loader(args);
  };
}

function menuRoute(route: MenuRoute): RouteObject {
  const load = SCREENS[route.key];
  if (load === undefined) throw new Error(`No screen for ${route.key}`);
  return {
    id: route.key,
    ...relative(route.path),
    // An applicant at / goes to their application rather than a 403 (features/applicant).
    loader: recordIdsOnly(
      route,
      (route.key === 'home' ? homeLoader : guardLoader)({
        key: route.key,
        title: TITLES[route.key] ?? route.title,
        access: 'signedIn',
        requires: route.requires,
        ...(route.audience ? { audience: route.audience } : {}),
      }),
    ),
    lazy: lazyScreen(load),
    ErrorBoundary: RouteError,
    handle: { key: route.key },
  } as RouteObject;
}

/** The menu routes that have a screen, with optional features that are off left out. */
export function screenRoutes(features: readonly string[]): MenuRoute[] {
  return buildRoutes(withFeatures(MENU_CONFIG, features)).filter((r) => Object.hasOwn(SCREENS, r.key));
}

/** The signed-in layout route and everything below it, to be patched under the root route. */
export function signedInRoutes(features: readonly string[]): RouteObject[] {
  return [
    {
      id: 'signed-in',
      Component: SignedInLayout,
      children: [
        ...screenRoutes(features).map(menuRoute),
        // spec 2.5, issue 15: the user-profile route, for every signed-in user (no permission).
        {
          id: 'profile',
          path: 'profile',
          loader: guardLoader({ key: 'profile', title: 'My profile', access: 'signedIn' }),
          lazy: lazyScreen(() =>
            import('../../features/users/components/profile-screen.tsx').then((m) => m.ProfileScreen),
          ),
          ErrorBoundary: RouteError,
        },
        // spec 2.5, issue 15: the agreement route, the policies a user must accept before going on.
        {
          id: 'agreement',
          path: 'agreement',
          loader: guardLoader({ key: 'agreement', title: 'Policies to accept', access: 'signedIn' }),
          lazy: lazyScreen(() =>
            import('../../features/users/components/agreement-screen.tsx').then((m) => m.AgreementScreen),
          ),
          ErrorBoundary: RouteError,
        },
        { id: 'loginas', path: 'loginas/:mode/:id', loader: loginAsLoader, Component: Empty },
        { id: 'cancel-loginas', path: 'cancel-loginas', loader: cancelLoginAsLoader, Component: Empty },
      ],
    },
  ];
}

/**
 * The preload map: starts fetching the screen of `path` (below the history base), so that after
 * sign-in the page the user asked for does not wait for its chunk. Unknown paths preload nothing.
 */
export function preloadScreen(features: readonly string[], path: string): void {
  const routes = screenRoutes(features).map((r) => ({ path: r.path, key: r.key }));
  const match = matchRoutes(routes, path)?.at(-1)?.route;
  if (match) void SCREENS[match.key]?.().catch(() => undefined);
}
