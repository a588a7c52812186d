import { describe, expect, it } from 'vitest';
import { isNormalIntake, isReadyForMaDissertation, isTransferableProgramme } from './programme-rules.ts';

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

describe('isNormalIntake (spec 5)', () => {
  it.each([
    ['2024-09-01', true],
    ['2024-09-30T10:00:00Z', true],
    ['2025-01-06', false],
    ['2024-10-09', false],
    ['09-2024', false],
    ['', false],
    [null, false],
    [new Date(Date.UTC(2024, 8, 15)), true],
    [new Date(Date.UTC(2024, 7, 31, 23, 30)), false],
  ])('%s → %s', (date, expected) => {
    expect(isNormalIntake(date)).toBe(expected);
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
