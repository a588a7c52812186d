import { describe, expect, it } from 'vitest';
import { INTENTIONS_STATUSES, intentionsRequired, intentionsStatus } from './intentions.ts';

describe('intentionsStatus (spec 4.2)', () => {
  it.each([
    // status rule
    ['Completed', '4', 'BTh', null],
    ['Withdrawn', '5', 'BTh', null],
    ['Deferred', '4', 'CertHE', null],
    [null, '4', 'CertHE', null],
    // level containing 6
    ['Current', '6', 'BTh', null],
    ['IoS', '6', 'GradDip', null],
    ['Current', 6, 'NLM', null],
    // dissertation
    ['Current', '7Diss', 'MA', 'Dissertation'],
    ['IoS', '7Diss', 'MA', 'Dissertation'],
    // required
    ['Current', '4', 'CertHE', 'Required'],
    ['IoS', '7', 'PGDip', 'Required'],
    ['Current', 7, 'PGDip', 'Required'],
    // assumed
    ['Current', '4', 'BTh', 'Assumed'],
    ['Current', '5', 'DipHE', 'Assumed'],
    ['Current', '7', 'MA', 'Assumed'],
    ['Current', '7', 'CertHE', 'Assumed'],
    ['IoS', '4', 'PGDip', 'Assumed'],
    ['Current', null, null, 'Assumed'],
  ] as const)('status %s, level %s, programme %s → %s', (status, level, programme, expected) => {
    expect(intentionsStatus({ status, level, programme })).toBe(expected);
  });

  it('has three values', () => {
    expect(INTENTIONS_STATUSES).toEqual(['Dissertation', 'Required', 'Assumed']);
  });
});

describe('intentionsRequired', () => {
  it.each([
    ['IoS', true],
    ['Current', true],
    ['Completed', false],
    ['Deferred', false],
    ['current', false],
    [undefined, false],
  ])('%s → %s', (status, expected) => {
    expect(intentionsRequired(status)).toBe(expected);
  });
});
