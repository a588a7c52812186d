import { describe, expect, it } from 'vitest';
import { academicYear } from './academic-year.ts';
import { formatPartnerId } from './partner-id.ts';
import { formatYesNo, truncate } from './text-format.ts';

describe('truncate (spec 5)', () => {
  it.each([
    ['Hello world', 5, 'Hell…'],
    ['Hello', 5, 'Hello'],
    ['Hello!', 5, 'Hell…'],
    ['Hi', 10, 'Hi'],
    ['abc', 1, '…'],
    ['', 3, ''],
    [null, 3, ''],
  ])('truncate(%s, %i) → %s', (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });
});

describe('formatYesNo (spec 5)', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (value, expected) => {
    expect(formatYesNo(value)).toBe(expected);
  });
});

describe('academicYear (spec 5, 9)', () => {
  it.each([
    [2024, '2024/25'],
    [2017, '2017/18'],
    [2000, '2000/01'],
    [2008, '2008/09'],
    [2009, '2009/10'],
    [1999, '1999/00'],
    [2099, '2099/00'],
  ])('%i → %s', (year, expected) => {
    expect(academicYear(year)).toBe(expected);
  });
});

describe('formatPartnerId (spec 3, 9)', () => {
  it.each([
    [42, '0000042'],
    ['123', '0000123'],
    [1234567, '1234567'],
    [12345678, '12345678'],
    [0, '0000000'],
    [null, ''],
    ['', ''],
  ])('%s → %s', (id, expected) => {
    expect(formatPartnerId(id)).toBe(expected);
  });
});
