import { describe, expect, it } from 'vitest';
import { studentRecordPath } from './student-record-path.ts';

describe('studentRecordPath (spec 2.5)', () => {
  it('prefers the student record page, then my students, else no link', () => {
    expect(studentRecordPath(['students:view', 'mystudents:view'], 12)).toBe('/students/12');
    expect(studentRecordPath(['mystudents:view'], 12)).toBe('/mystudents/12');
    expect(studentRecordPath(['modules:view'], 12)).toBeNull();
    expect(studentRecordPath(['*'], 3)).toBe('/students/3');
  });
});
