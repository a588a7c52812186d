import { describe, expect, it } from 'vitest';
import { AGE_RANGES, ageRange } from '../age-range.ts';
import { ageOn } from '../reporting-figures.ts';
import { academicYearDates, birthDatesOfAgeRange, derivedFilterProblem, REACHED_FILTER } from './derived-filters.ts';
import { ENTITIES } from './registry.ts';

// Issue 16: the lists' derived filters mean what the reporting figures count.

describe('derived list filters', () => {
  it('give each age range the dates of birth whose age today falls in it', () => {
    const today = new Date('2026-11-27T10:00:00Z');
    expect(birthDatesOfAgeRange('18-25', today)).toEqual({ onOrBefore: '2008-11-27', after: '2000-11-27' });
    expect(birthDatesOfAgeRange('65+', today)).toEqual({ onOrBefore: '1960-11-27' });
    // Every day of birth over 70 years lands in the band ageRange gives it, and in no other.
    for (
      let d = new Date('1955-01-01T00:00:00Z');
      d < new Date('2010-01-01T00:00:00Z');
      d.setUTCDate(d.getUTCDate() + 7)
    ) {
      const dob = d.toISOString().slice(0, 10);
      const inside = AGE_RANGES.filter((r) => {
        const b = birthDatesOfAgeRange(r, today);
        return dob <= b.onOrBefore && (b.after === undefined || dob > b.after);
      });
      const band = ageRange(ageOn(dob, today));
      expect(inside, dob).toEqual(band ? [band] : []);
    }
  });

  it('run an academic year from 1 August to 31 July', () => {
    expect(academicYearDates(2026)).toEqual({ from: '2026-08-01', before: '2027-08-01' });
  });

  it('check values: a year of the system, a date, a fixed choice', () => {
    const year = ENTITIES.find((e) => e.name === 'students')!.derivedFilters!.find((f) => f.name === 'academicYear')!;
    expect(derivedFilterProblem(year, '2026')).toBeUndefined();
    expect(derivedFilterProblem(year, '1999')).toMatch(/2017/);
    expect(derivedFilterProblem(year, '26')).toMatch(/first calendar year/);
    expect(derivedFilterProblem(REACHED_FILTER, 'Enrolled')).toBeUndefined();
    expect(derivedFilterProblem(REACHED_FILTER, 'Potential students')).toMatch(/Choose from/);
  });
});
