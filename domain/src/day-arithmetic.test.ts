import { describe, expect, it } from 'vitest';
import { DAY_MS, daysAfter } from './day-arithmetic.ts';

describe('daysAfter', () => {
  it('adds whole days of 24 hours to an instant, forwards or back', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
    expect(daysAfter(new Date('2026-11-25T09:30:00Z'), 14).toISOString()).toBe('2026-12-09T09:30:00.000Z');
    expect(daysAfter(Date.parse('2026-03-01T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    // Across the clocks going forward in the UK: still exactly 24 hours.
    expect(daysAfter(new Date('2026-03-28T12:00:00Z'), 1).toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });
});
