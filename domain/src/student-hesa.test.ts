import { describe, expect, it } from 'vitest';
import { HESA_QUESTIONS, hesaAnswersSchema, parseAcademicYear } from './student-hesa.ts';

const good = {
  ethnicity: '160',
  religion: '03',
  sex: '11',
  genderIdentity: '01',
  sexualOrientation: '12',
  disabilities: ['95'],
  careLeaver: '03',
  parentalEducation: '01',
  estranged: '02',
  carer: '02',
};

describe('HESA answers', () => {
  it('accepts HESA codes only', () => {
    expect(hesaAnswersSchema.safeParse(good).success).toBe(true);
    const bad = hesaAnswersSchema.safeParse({ ...good, ethnicity: 'White', sex: '98' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['ethnicity', 'sex']);
  });

  it('keeps "none" and "prefer not to say" apart from other disabilities', () => {
    expect(hesaAnswersSchema.safeParse({ ...good, disabilities: ['51', '55'] }).success).toBe(true);
    expect(hesaAnswersSchema.safeParse({ ...good, disabilities: ['95', '51'] }).success).toBe(false);
    expect(hesaAnswersSchema.safeParse({ ...good, disabilities: ['98', '55'] }).success).toBe(false);
    expect(hesaAnswersSchema.safeParse({ ...good, disabilities: [] }).success).toBe(false);
  });

  it('never offers the provider-only "not available" codes', () => {
    for (const q of HESA_QUESTIONS)
      expect(q.options.map((o) => o.code)).not.toContain(q.key === 'ethnicity' ? '999' : '99');
  });

  it('reads academic years as shown', () => {
    expect(parseAcademicYear('2026/27')).toBe(2026);
    expect(parseAcademicYear('2099/00')).toBe(2099);
    expect(parseAcademicYear('2026/28')).toBeNull();
    expect(parseAcademicYear('2026')).toBeNull();
  });
});
