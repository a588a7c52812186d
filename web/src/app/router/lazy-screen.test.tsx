import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyScreen, loadChunk } from './lazy-screen.ts';
import { RouteError } from './route-error.tsx';

describe('loadChunk (spec 9: script-chunk load time-out 120 s)', () => {
  it('uses a 120 second limit', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with what the chunk exports', async () => {
    await expect(loadChunk(async () => 'screen')).resolves.toBe('screen');
  });

  it('fails with a ChunkLoadError when the chunk does not arrive in time', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('wraps a failed import in a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});

describe('a route whose chunk fails to load', () => {
  it('shows an error with a reload button in place of the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          lazy: lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
          ErrorBoundary: RouteError,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
