import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetStores } from './reset-stores.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetStores();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
