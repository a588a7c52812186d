import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetStores } from './reset-stores.ts';

// The data grid's first render takes a second or more when every test file runs at once.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetStores();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
