import { createBrowserRouter } from 'react-router';
import { getConfig, routerBasename } from '../../lib/config.ts';
import { setAgreementRequiredHandler, setErrorNavigation } from '../../lib/error-handler.ts';
import { AGREEMENT_KEY } from '../../features/users/api/agreement-key.ts';
import { stripBasename } from '../../lib/routing/guard-loader.ts';
import { rememberLocation } from '../../lib/navigation-history.ts';
import { trackCameFrom } from '../../lib/navigation/came-from.ts';
import { appRouterOptions, appRoutes } from './app-routes.tsx';

/** The data router: history under the configured base URL (spec 2.2), wired to the error handler. */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes(), {
    basename: routerBasename(),
    ...appRouterOptions(getConfig().features),
  });
  // spec 8: a 401 goes to /; spec 2.1: the impersonation routes need the page the user came from.
  setErrorNavigation((to) => void router.navigate(to));
  // Issue 15: the API refused a call until the policies are accepted; asking afresh lets the
  // agreement gate send the user to the agreement page (and back afterwards).
  setAgreementRequiredHandler(
    () =>
      void import('../../lib/query-client.ts').then(({ queryClient }) =>
        queryClient.invalidateQueries({ queryKey: AGREEMENT_KEY }),
      ),
  );
  trackLocations(router);
  // Issue 19: each record page's back link goes to the page the user came from.
  trackCameFrom(router);
  return router;
}

/** Reports each settled location (below the history base) to the navigation history. */
export function trackLocations(router: Pick<ReturnType<typeof createBrowserRouter>, 'subscribe'>): () => void {
  return router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      rememberLocation(stripBasename(state.location.pathname, routerBasename()));
    }
  });
}
