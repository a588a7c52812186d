import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { startErrorReporting } from '../../lib/error-reporting.ts';
import { ChunkLoadError, lazyScreen } from './lazy-screen.ts';
import { RouteError } from './route-error.tsx';

// Issue 20: what the route error boundary shows as a problem (a failed chunk load, a screen that
// threw) is reported when reporting is configured; a page that is not found is not. The SDK module
// is replaced here: what it sends is tested against a real ingest server in the API and e2e tests.
const sdk = vi.hoisted(() => ({ initClient: vi.fn(), capture: vi.fn() }));
vi.mock('../../lib/sentry-client.ts', () => sdk);

function renderRoute(lazy: ReturnType<typeof lazyScreen>) {
  const router = createMemoryRouter([{ path: '/', lazy, ErrorBoundary: RouteError, HydrateFallback: () => null }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('route errors are reported', () => {
  startErrorReporting(
    {
      ...DEFAULT_CONFIG,
      apiPrefix: '/api',
      errorReporting: { dsn: 'https://k@errors.example/1', environment: 'test' },
    },
    () => 7,
  );

  it('starts the SDK with the relay as its tunnel and the configured environment', async () => {
    await waitFor(() => expect(sdk.initClient).toHaveBeenCalledTimes(1));
    expect(sdk.initClient.mock.calls[0]?.[0]).toMatchObject({
      dsn: 'https://k@errors.example/1',
      environment: 'test',
      tunnel: '/api/error-reports',
    });
  });

  it('reports a chunk that failed to load, once', async () => {
    sdk.capture.mockClear();
    renderRoute(lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeDefined();
    await waitFor(() => expect(sdk.capture).toHaveBeenCalledTimes(1));
    expect(sdk.capture.mock.calls[0]?.[0]).toBeInstanceOf(ChunkLoadError);
  });

  it('does not report a page that is not found', async () => {
    sdk.capture.mockClear();
    renderRoute(async () => {
      throw new Response('Not found', { status: 404 });
    });
    expect(await screen.findByText(/not found/i)).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(sdk.capture).not.toHaveBeenCalled();
  });
});
