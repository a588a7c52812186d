import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetStores } from './reset-stores.ts';

// The data grid's first render takes a second or more when every test file runs at once, and
// several on a busy machine: waiting longer costs nothing when the test passes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetStores();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
