import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme.ts';

// Issue 19: buttons (and tabs, which share the button type) read in sentence case, as written.

describe('the app theme', () => {
  it('never turns button text into capitals, in either mode', () => {
    for (const mode of ['light', 'dark'] as const)
      expect(createAppTheme(mode).typography.button.textTransform).toBe('none');
  });
});
