import { describe, expect, it } from 'vitest';
import { isReadyForMaDissertation, isTransferableProgramme } from './programme-rules.ts';

describe('isTransferableProgramme (spec 5)', () => {
  it.each([
    ['BA', false],
    ['GradDip', false],
    ['MA', false],
    ['NLM', true],
    ['CertHE', true],
    ['DipHE', true],
    ['BTh', true],
    ['GradCert', true],
    ['PGCert', true],
    ['PGDip', true],
  ])('%s → %s', (programme, expected) => {
    expect(isTransferableProgramme(programme)).toBe(expected);
  });
});

describe('isReadyForMaDissertation (spec 5)', () => {
  it.each([
    ['MA', 7, true],
    ['MA', '7', true],
    ['MA', '6', false],
    ['MA', '7Diss', false],
    ['PGDip', 7, false],
    [null, 7, false],
  ])('%s cohort %s → %s', (programme, cohort, expected) => {
    expect(isReadyForMaDissertation({ programme, cohort })).toBe(expected);
  });
});
