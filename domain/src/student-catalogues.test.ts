import { describe, expect, it } from 'vitest';
import { AGE_RANGES, ageRange } from './age-range.ts';
import { EVIDENCE_SOURCES, EVIDENCE_TYPES } from './application-evidence.ts';
import { COHORT_FILTERS, COHORT_GROUPS } from './cohorts.ts';
import { ONBOARDING_EMAILS } from './onboarding-emails.ts';
import { EXIT_AWARDS, STUDENT_TYPES } from './student-types.ts';

describe('ageRange (spec 9)', () => {
  it('lists the ranges', () => {
    expect(AGE_RANGES).toEqual(['18-25', '26-35', '36-45', '46-55', '56-65', '65+']);
  });

  it.each([
    [17, undefined],
    [18, '18-25'],
    [25, '18-25'],
    [25.9, '18-25'],
    [26, '26-35'],
    [35, '26-35'],
    [36, '36-45'],
    [45, '36-45'],
    [46, '46-55'],
    [55, '46-55'],
    [56, '56-65'],
    [65, '56-65'],
    [66, '65+'],
    [90, '65+'],
    [null, undefined],
    [Number.NaN, undefined],
  ])('%s → %s', (age, range) => {
    expect(ageRange(age)).toBe(range);
  });
});

describe('student catalogues (spec 3, 9)', () => {
  it('lists cohorts and cohort groups', () => {
    expect(COHORT_FILTERS).toEqual(['4', '5', '6', '7']);
    expect(COHORT_GROUPS).toEqual(['Candidate', 'Student', 'NLM 2022', 'NLM 2023', 'NLM 2024']);
  });

  it('lists student types and exit awards', () => {
    expect(STUDENT_TYPES).toEqual(['Independent', 'Ordinand', 'LLM']);
    expect(EXIT_AWARDS).toEqual(['CertHE (App)', 'CertHE', 'Bth', 'BA', 'DipHE', 'PGCert', 'PGDip', 'Mth', 'MA']);
  });

  it('lists evidence sources and types', () => {
    expect(EVIDENCE_SOURCES).toEqual(['Applicant', 'Diocese']);
    expect(EVIDENCE_TYPES).toEqual(['Exegesis', 'Finance', 'BAP stage 2 recommendation', 'Safeguarding']);
  });

  it('lists onboarding e-mails', () => {
    expect(ONBOARDING_EMAILS).toEqual(['accounts', 'vle', 'academic', 'studySkills', 'residential', 'location']);
  });
});
