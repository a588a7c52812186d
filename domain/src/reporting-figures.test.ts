import { describe, expect, it } from 'vitest';
import { ageRange } from './age-range.ts';
import {
  ageOn,
  attendanceByProgramme,
  conversionFunnel,
  countBy,
  countByAcademicYear,
  retentionByProgramme,
} from './reporting-figures.ts';
import { matchesFilters } from './reporting-filter-match.ts';

const person = (over: Partial<Parameters<typeof conversionFunnel>[0][number]> = {}) => ({
  stage: 'Initial contact made',
  applied: false,
  confirmed: false,
  enrolled: false,
  completed: false,
  ...over,
});

describe('countBy', () => {
  it('counts largest first, ties by value, the missing last', () => {
    const rows = countBy(['b', 'a', 'b', null, 'c', 'a', ''], (v) => v);
    expect(rows).toEqual([
      { value: 'a', count: 2 },
      { value: 'b', count: 2 },
      { value: 'c', count: 1 },
      { value: null, count: 2 },
    ]);
  });

  it('keeps a given order with its zero counts', () => {
    expect(countBy(['y', 'x', 'q'], (v) => v, ['z', 'y', 'x'])).toEqual([
      { value: 'z', count: 0 },
      { value: 'y', count: 1 },
      { value: 'x', count: 1 },
      { value: 'q', count: 1 },
    ]);
  });
});

describe('conversionFunnel', () => {
  it('counts each person at every step up to the furthest they reached', () => {
    const funnel = conversionFunnel([
      person(),
      person({ applied: true }),
      person({ applied: true, confirmed: true }),
      person({ applied: true, confirmed: true, enrolled: true }),
      person({ applied: true, confirmed: true, enrolled: true, completed: true }),
    ]);
    expect(funnel.map((s) => [s.step, s.count])).toEqual([
      ['Potential students', 5],
      ['Applicants', 4],
      ['Confirmed', 3],
      ['Enrolled', 2],
      ['Completed', 1],
    ]);
  });

  it('takes the stages Applicant and Student (spec 4.5, group admin) as reached without records', () => {
    const funnel = conversionFunnel([person({ stage: 'Applicant' }), person({ stage: 'Student' })]);
    expect(funnel.map((s) => s.count)).toEqual([2, 2, 1, 1, 0]);
  });

  it('never widens: an enrolled student without an application still counts as an applicant', () => {
    const funnel = conversionFunnel([person({ enrolled: true })]);
    expect(funnel.map((s) => s.count)).toEqual([1, 1, 1, 1, 0]);
  });
});

describe('attendanceByProgramme (feature residentialAttendance)', () => {
  const students = [
    { id: 1, programme: 'MA' },
    { id: 2, programme: 'BTh' },
    { id: 3, programme: 'BTh' },
  ];
  const marks = [
    { studentId: 1, status: 'Present', startsOn: '2026-09-10' },
    { studentId: 2, status: 'Absent', startsOn: '2026-09-10' },
    { studentId: 3, status: 'Late', startsOn: '2027-02-01' },
    { studentId: 3, status: 'Present', startsOn: '2025-09-11' },
    // A student outside the filter counts nowhere.
    { studentId: 9, status: 'Absent', startsOn: '2026-09-10' },
  ];

  it('counts each programme’s marks, programmes by name', () => {
    expect(attendanceByProgramme(students, marks)).toEqual([
      { programme: 'BTh', present: 1, late: 1, absent: 1 },
      { programme: 'MA', present: 1, late: 0, absent: 0 },
    ]);
  });

  it('keeps only the residentials of the academic year asked for', () => {
    expect(attendanceByProgramme(students, marks, 2026)).toEqual([
      { programme: 'BTh', present: 0, late: 1, absent: 1 },
      { programme: 'MA', present: 1, late: 0, absent: 0 },
    ]);
    expect(attendanceByProgramme(students, marks, 2024)).toEqual([]);
  });
});

describe('retentionByProgramme', () => {
  it('counts withdrawn and terminated as lost and the rest as retained', () => {
    const rows = retentionByProgramme([
      { programme: 'MA', status: 'Current' },
      { programme: 'BTh', status: 'Current' },
      { programme: 'BTh', status: 'Withdrawn' },
      { programme: 'BTh', status: 'Completed' },
      { programme: 'BTh', status: 'Terminated' },
    ]);
    expect(rows).toEqual([
      { programme: 'BTh', total: 4, retained: 2, withdrawn: 1, terminated: 1, retentionRate: 0.5 },
      { programme: 'MA', total: 1, retained: 1, withdrawn: 0, terminated: 0, retentionRate: 1 },
    ]);
  });
});

describe('ageOn and the age ranges of spec 9', () => {
  const on = new Date('2026-11-27T00:00:00Z');
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-11-27', on)).toBe(26);
    expect(ageOn('2000-11-28', on)).toBe(25);
    expect(ageOn(null, on)).toBeUndefined();
  });
  it('bands the ages as spec 9 says', () => {
    expect(ageRange(ageOn('2001-01-01', on))).toBe('18-25');
    expect(ageRange(ageOn('1962-01-01', on))).toBe('56-65');
    expect(ageRange(ageOn('1950-01-01', on))).toBe('65+');
  });
});

describe('countByAcademicYear', () => {
  it('counts by the academic year starting 1 August, oldest first', () => {
    expect(countByAcademicYear(['2025-07-31', '2025-08-01', '2026-03-01', null], (d) => d)).toEqual([
      { year: 2024, count: 1 },
      { year: 2025, count: 2 },
    ]);
  });
});

describe('matchesFilters', () => {
  const row = { programme: 'BTh', hub: null, year: [2025, 2026] };
  it('lets a row through when every set filter matches, a list by any of its values', () => {
    expect(matchesFilters(row, { programme: 'BTh', year: 2026 })).toBe(true);
    expect(matchesFilters(row, { programme: 'BTh', year: 2024 })).toBe(false);
    expect(matchesFilters(row, { hub: 'York' })).toBe(false);
    expect(matchesFilters(row, {})).toBe(true);
  });
  it('leaves out the filter named as the exception (a trend over years ignores the year)', () => {
    expect(matchesFilters(row, { year: 2024 }, 'year')).toBe(true);
  });
});
