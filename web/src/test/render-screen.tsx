import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from './test-providers.tsx';

/**
 * Mounts one screen at its route in the real providers, the address at `path` (the route's own
 * path unless given: a parameter filled in, a query added). Returns the router, for the address.
 */
export function renderScreenAt(route: string, screen: ReactElement, path = route) {
  const router = createMemoryRouter([{ path: route, element: screen }], { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
