import { describe, expect, it } from 'vitest';
import { EXTENSION_LENGTHS } from './extensions.ts';

describe('extensions (spec 5, 9)', () => {
  it('lists the lengths a student may ask for', () => {
    expect(EXTENSION_LENGTHS).toEqual(['7 days', '14 days', '21 days', 'more than 21 days']);
  });
});
