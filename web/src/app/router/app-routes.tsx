import { buildRoutes, hasRecordId, isRecordId, withFeatures } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import type { MenuRoute } from '@collegium/domain/menu';
import { data, Outlet, redirect } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { dashboardTitle } from '../../features/dashboard/dashboard-mode.ts';
import { cancelLoginAsLoader, loginAsLoader, logoutLoader } from '../../features/auth/routes/login-as-loaders.ts';
import { LOGIN_META, loginLoader } from '../../features/auth/routes/login-loader.ts';
import { SwitchingAccount } from '../../features/auth/components/switching-account.tsx';
import { homeLoader } from '../../features/applicant/routes/applicant-home.ts';
import { guardLoader } from '../../lib/routing/guard-loader.ts';
import type { RouteMeta } from '../../lib/routing/route-meta.ts';
import { AppLayout } from '../layout/app-layout.tsx';
import { PublicLayout } from '../layout/public-layout.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { RootError, RouteError } from './route-error.tsx';
import { SCREENS } from './screens.ts';

// The route tree: public and session routes (spec 2.1), the menu routes that have a screen
// (spec 2.5, built from domain/src/menu.ts), and the not-found page.

/** Titles that depend on who is looking (spec 2.3). */
const TITLES: Readonly<Record<string, RouteMeta['title']>> = { home: dashboardTitle, dashboard: dashboardTitle };

/** A path relative to the root route ('/' becomes the index). */
function relative(path: string): Pick<RouteObject, 'path'> & { index?: true } {
  return path === '/' ? { index: true } : { path: path.slice(1) };
}

function Empty() {
  return null;
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

function publicRoute(path: string, meta: RouteMeta, load: Parameters<typeof lazyScreen>[0]): RouteObject {
  return { id: meta.key, path, loader: guardLoader(meta), lazy: lazyScreen(load), ErrorBoundary: RouteError };
}

export function appRoutes(features: readonly string[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      ErrorBoundary: RootError,
      HydrateFallback: PageLoading,
      children: [
        {
          Component: PublicLayout,
          children: [
            {
              ...publicRoute('pages/login', LOGIN_META, () =>
                import('../../features/auth/components/login-page.tsx').then((m) => m.LoginPage),
              ),
              loader: loginLoader,
            },
            publicRoute('pages/sysadmin', { key: 'sysadmin', title: 'Sysadmin sign-in', access: 'public' }, () =>
              import('../../features/auth/components/sysadmin-page.tsx').then((m) => m.SysadminPage),
            ),
            publicRoute('pages/reset/:token', { key: 'reset', title: 'Choose a new password', access: 'public' }, () =>
              import('../../features/auth/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
            ),
            publicRoute(
              'pages/email/:token',
              { key: 'email-change', title: 'Confirm your new sign-in address', access: 'public' },
              () => import('../../features/users/components/email-change-page.tsx').then((m) => m.EmailChangePage),
            ),
            // Applying (issue 6): registration, its e-mail confirmation, and a referee's form.
            publicRoute('pages/register', { key: 'register', title: 'Apply to study', access: 'loggedOutOnly' }, () =>
              import('../../features/applicant/components/register-page.tsx').then((m) => m.RegisterPage),
            ),
            publicRoute(
              'pages/confirm/:token',
              { key: 'confirm', title: 'Confirm your e-mail address', access: 'public' },
              () => import('../../features/applicant/components/confirm-page.tsx').then((m) => m.ConfirmPage),
            ),
            publicRoute('pages/reference/:token', { key: 'reference', title: 'Reference', access: 'public' }, () =>
              import('../../features/references/components/reference-form-page.tsx').then((m) => m.ReferenceFormPage),
            ),
            publicRoute(
              'pages/diocese-evidence/:token',
              { key: 'diocese-evidence', title: 'Send evidence', access: 'public' },
              () =>
                import('../../features/references/components/diocese-evidence-page.tsx').then(
                  (m) => m.DioceseEvidencePage,
                ),
            ),
            publicRoute('status', { key: 'status', title: 'Status', access: 'public' }, () =>
              import('../../features/status/components/status-page.tsx').then((m) => m.StatusPage),
            ),
            // spec 2.1: any unknown path.
            publicRoute('*', { key: 'not-found', title: 'Page not found', access: 'public' }, () =>
              import('../../features/errors/components/not-found-page.tsx').then((m) => m.NotFoundPage),
            ),
          ],
        },
        // Redirect-only routes: their loaders always leave, so they render nothing.
        { path: 'sysadmin', loader: () => redirect('/pages/sysadmin'), Component: Empty },
        { path: 'logout', loader: logoutLoader, Component: Empty },
        // Between two identities: no data here, so the old user's page is gone before the switch.
        { path: 'switching-account', Component: SwitchingAccount },
        {
          Component: AppLayout,
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
      ],
    },
  ];
}
