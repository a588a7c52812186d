import { describe, expect, it } from 'vitest';
import { CREDITS_PER_LEVEL, programmeYears } from './programme-years.ts';
import { COURSE_FORM_STUDY_PACES, STUDY_PACES } from './study-pace.ts';

describe('programmeYears (spec 9)', () => {
  it('uses 120 credits per level', () => {
    expect(CREDITS_PER_LEVEL).toBe(120);
  });

  it.each([
    ['MA', 180, 'FT', 1],
    ['MA', 180, 'PT', 2],
    ['MA', 180, 'Extended', 2],
    ['MA', 180, null, 2],
    ['BTh', 360, 'FT', 3],
    ['BTh', 360, 'PT', 6],
    ['CertHE', 120, 'FT', 1],
    ['CertHE', 120, 'Extended', 2],
    ['DipHE', 240, 'FT', 2],
    ['GradCert', 60, 'FT', 0],
    ['GradDip', 130, 'PT', 2],
    ['PGDip', 119, 'PT', 1],
  ])('%s, %i credits, %s → %i', (programme, credits, pace, years) => {
    expect(programmeYears({ programme, credits, pace })).toBe(years);
  });
});

describe('study pace (spec 5, 9)', () => {
  it('lists all paces and the course-form subset', () => {
    expect(STUDY_PACES).toEqual(['PT', 'FT', 'Extended']);
    expect(COURSE_FORM_STUDY_PACES).toEqual(['PT', 'Extended']);
  });
});
