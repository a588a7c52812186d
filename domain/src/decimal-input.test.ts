import { describe, expect, it } from 'vitest';
import { bursaryDecisionInput } from './bursary-committee.ts';
import { parseDecimal, parseWholeNumber } from './decimal-input.ts';

// Issue 11: amounts are plain decimal numbers; "0x10" is not 16.

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    ['12.50', 12.5],
    ['1,200', 1200],
    ['£300', 300],
    ['£ 1,250.75', 1250.75],
    [' 45 ', 45],
    ['-5', -5],
  ])('reads %j as %d', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each([
    '0x10',
    '0b11',
    '0o7',
    '1e3',
    '1E3',
    'Infinity',
    '-Infinity',
    'NaN',
    '',
    '   ',
    '12abc',
    '1,2,0,0',
    '12.',
    '.5',
    '+5',
    '1_000',
    '١٢',
  ])('refuses %j', (text) => expect(parseDecimal(text)).toBeNaN());
});

describe('parseWholeNumber', () => {
  it('reads digits only', () => {
    expect(parseWholeNumber('3')).toBe(3);
    expect(parseWholeNumber('0x3')).toBeNaN();
    expect(parseWholeNumber('3.0')).toBeNaN();
  });
});

describe('amount fields', () => {
  it('a bursary award of "0x10" is refused, "16" is taken', () => {
    const hex = bursaryDecisionInput.safeParse({ decision: 'Awarded', amount: '0x10', note: '', version: 1 });
    expect(hex.success).toBe(false);
    expect(hex.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'Enter the amount in whole pounds.'],
    ]);
    expect(bursaryDecisionInput.safeParse({ decision: 'Awarded', amount: '1e3', note: '', version: 1 }).success).toBe(
      false,
    );
    expect(bursaryDecisionInput.parse({ decision: 'Awarded', amount: '16', note: '', version: 1 }).amount).toBe(16);
  });
});
