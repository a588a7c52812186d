import { describe, expect, it } from 'vitest';
import { formatPercent, formatPounds, formatWholePounds } from './money-format.ts';

describe('money display (spec 5)', () => {
  it.each([
    [1234.5, '£1,234.50'],
    [0, '£0.00'],
    [3, '£3.00'],
    [1234567.891, '£1,234,567.89'],
    [-12, '-£12.00'],
    [-0.001, '£0.00'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('formatPounds(%s) → %s', (value, expected) => {
    expect(formatPounds(value)).toBe(expected);
  });

  it.each([
    [1234.5, '£1,235'],
    [1234.49, '£1,234'],
    [0.4, '£0'],
    [-1234.5, '-£1,235'],
    [null, ''],
  ])('formatWholePounds(%s) → %s', (value, expected) => {
    expect(formatWholePounds(value)).toBe(expected);
  });

  it.each([
    [12.5, '12.5%'],
    [10, '10.0%'],
    [33.333, '33.3%'],
    [0, '0.0%'],
    [1234.56, '1234.6%'],
    [-2.25, '-2.3%'],
    [undefined, ''],
  ])('formatPercent(%s) → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});
