// The application shell for screen tests: a feature's test mounts its screen inside the real
export { renderScreenAt } from './render-screen.tsx';
// providers (and, for the sign-in stories, the real route table). Features never import app/
// themselves; their tests reach the shell through this one file.
export { TestProviders as AppProviders } from './test-providers.tsx';
export { appRouterOptions, appRoutes } from '../app/router/app-routes.tsx';
export { trackLocations } from '../app/router/create-app-router.ts';
/** Loads the signed-in routes ahead (the router loads them on first need): a test's time limit then counts no module transforms. */
export const loadSignedInRoutes = () => import('../app/router/signed-in-routes.tsx');
