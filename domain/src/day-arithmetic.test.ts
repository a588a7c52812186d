import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, daysAfter, daysBetween } from './day-arithmetic.ts';

describe('daysAfter', () => {
  it('adds whole days of 24 hours to an instant, forwards or back', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
    expect(daysAfter(new Date('2026-11-25T09:30:00Z'), 14).toISOString()).toBe('2026-12-09T09:30:00.000Z');
    expect(daysAfter(Date.parse('2026-03-01T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    // Across the clocks going forward in the UK: still exactly 24 hours.
    expect(daysAfter(new Date('2026-03-28T12:00:00Z'), 1).toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });
});

describe('addDays and daysBetween', () => {
  it('move a calendar date by whole days, across month and year ends and a leap day', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-28T23:00:00Z', 1)).toBe('2026-03-29');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
  });
});
