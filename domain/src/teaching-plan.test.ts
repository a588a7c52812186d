import { describe, expect, it } from 'vitest';
import { assignmentsInput, nextYearsDate, weightProblem } from './teaching-plan.ts';

describe('assignment weights (issue 18: they add to 100)', () => {
  it('accepts a total of 100, or no assignments yet', () => {
    expect(weightProblem([60, 40])).toBeNull();
    expect(weightProblem([100])).toBeNull();
    expect(weightProblem([])).toBeNull();
  });

  it('says what the weights add to otherwise', () => {
    expect(weightProblem([50, 30])).toBe('The weights add to 80%; they must add to 100%.');
    expect(weightProblem([70, 40])).toBe('The weights add to 110%; they must add to 100%.');
  });

  it('refuses a list that does not add up, or names one assignment twice, under assignments', () => {
    const base = { version: 1 };
    const paths = (value: unknown) =>
      assignmentsInput.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(paths({ ...base, assignments: [{ title: 'Essay', dueDate: '2027-01-10', weight: 100 }] })).toEqual([]);
    expect(paths({ ...base, assignments: [{ title: 'Essay', dueDate: '2027-01-10', weight: 90 }] })).toEqual([
      'assignments: The weights add to 90%; they must add to 100%.',
    ]);
    expect(
      paths({
        ...base,
        assignments: [
          { id: 4, title: 'Essay', dueDate: '2027-01-10', weight: 50 },
          { id: 4, title: 'Exam', dueDate: '2027-05-10', weight: 50 },
        ],
      }),
    ).toEqual(['assignments: An assignment is listed twice.']);
    expect(paths({ ...base, assignments: [{ title: 'E', dueDate: '2027-02-30', weight: 100.5 }] })).toEqual([
      'assignments.0.title: Give the assignment a title.',
      'assignments.0.dueDate: Enter a date as YYYY-MM-DD.',
      'assignments.0.weight: Give the weight as a whole percentage.',
    ]);
  });
});

describe("next year's dates", () => {
  it('moves a date on one year, 29 February to 28 February', () => {
    expect(nextYearsDate('2026-09-14')).toBe('2027-09-14');
    expect(nextYearsDate('2028-02-29')).toBe('2029-02-28');
  });
});
