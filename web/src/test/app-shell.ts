// The application shell for screen tests: a feature's test mounts its screen inside the real
// providers (and, for the sign-in stories, the real route table). Features never import app/
// themselves; their tests reach the shell through this one file.
export { AppProviders } from '../app/providers.tsx';
export { appRoutes } from '../app/router/app-routes.tsx';
export { trackLocations } from '../app/router/create-app-router.ts';
