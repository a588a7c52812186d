import { Outlet, redirect } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { LOGIN_META, loginLoader } from '../../features/auth/routes/login-loader.ts';
import { guardLoader } from '../../lib/routing/guard-loader.ts';
import type { RouteMeta } from '../../lib/routing/route-meta.ts';
import { setSignedInPreload } from '../../lib/routing/signed-in-preload.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { NotFoundPage } from '../../features/errors/components/not-found-page.tsx';
import { RootError, RouteError } from './route-error.tsx';

// The route tree: public and session routes (spec 2.1) and the not-found page. The signed-in half
// (the layout and the menu routes, spec 2.5) is in signed-in-routes.tsx, loaded on first need
// (issue 19: the sign-in page's JavaScript carries neither the route table nor the shell).

function Empty() {
  return null;
}

const loadSignedIn = () => import('./signed-in-routes.tsx');

/**
 * The router's patchRoutesOnNavigation: a path the public routes do not know (or know only as the
 * not-found page) loads the signed-in routes once and patches them under the root route. Later
 * calls (every path with a parameter asks again) answer at once.
 */
export function signedInDiscovery(features: readonly string[]): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch }) => {
    if (patched) return;
    const { signedInRoutes } = await loadSignedIn();
    if (patched) return;
    patched = true;
    patch('root', signedInRoutes(features));
  };
}

/**
 * The router's options beside its routes. Also starts the preload used by the sign-in form: the
 * signed-in routes and the screen of the page the user is going to, fetched while the credentials
 * are checked.
 */
export function appRouterOptions(features: readonly string[]) {
  setSignedInPreload((path) => {
    void loadSignedIn().then(
      (m) => m.preloadScreen(features, path),
      () => undefined,
    );
  });
  return { patchRoutesOnNavigation: signedInDiscovery(features) };
}

function publicRoute(path: string, meta: RouteMeta, load: Parameters<typeof lazyScreen>[0]): RouteObject {
  return { id: meta.key, path, loader: guardLoader(meta), lazy: lazyScreen(load), ErrorBoundary: RouteError };
}

export function appRoutes(): RouteObject[] {
  return [
    {
      // Pathless, so that / too is unknown until the signed-in routes are patched in.
      id: 'root',
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
            // spec 2.1: any unknown path (the page is in the first bundle already: route-error.tsx shows it).
            publicRoute('*', { key: 'not-found', title: 'Page not found', access: 'public' }, async () => NotFoundPage),
          ],
        },
        // The signed-out pages that call the API, with server state (issue 19: not on the sign-in page).
        {
          lazy: async () => ({
            Component: (await import('../layout/public-data-layout.tsx')).PublicDataLayout,
          }),
          children: [
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
          ],
        },
        // Redirect-only routes: their loaders always leave, so they render nothing.
        { path: 'sysadmin', loader: () => redirect('/pages/sysadmin'), Component: Empty },
        {
          path: 'logout',
          lazy: async () => ({ loader: (await import('../../features/auth/routes/login-as-loaders.ts')).logoutLoader }),
          Component: Empty,
        },
        // Between two identities: no data here, so the old user's page is gone before the switch.
        {
          path: 'switching-account',
          lazy: lazyScreen(() =>
            import('../../features/auth/components/switching-account.tsx').then((m) => m.SwitchingAccount),
          ),
        },
      ],
    },
  ];
}
