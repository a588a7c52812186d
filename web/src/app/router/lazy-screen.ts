import type { ComponentType } from 'react';

// spec 2.2: route screens load lazily. spec 9: a script chunk that has not loaded within 120 s
// counts as failed, and the route's error boundary offers a reload.

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Runs `load`, failing with a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A part of the application did not load within ${timeoutMs / 1000} seconds.`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('A part of the application could not be loaded.', { cause: error }));
      },
    );
  });
}

export type ScreenLoader = () => Promise<ComponentType>;

/**
 * The `lazy` of a React Router data route whose Component is `load`'s screen. (The function form:
 * a failure of the object form's Component is not passed to the route's error boundary.)
 */
export function lazyScreen(load: ScreenLoader) {
  return async () => ({ Component: await loadChunk(load) });
}
