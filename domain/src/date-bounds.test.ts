import { describe, expect, it } from 'vitest';
import { DATE_RANGES, dateRangeRefusal, isoToday, shiftDate } from './date-bounds.ts';
import { personalDetailsSchema } from './student-forms/schemas.ts';
import { decisionInput, studentRequestInput } from './student-requests.ts';

// Issue 11: dates are bounded per field; years 0001 and 9999 are refused with a message that
// says the limit.

const NOW = new Date('2026-11-25T12:00:00Z');
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('shiftDate', () => {
  it('moves by years and days, 29 February to 28 February', () => {
    expect(shiftDate('2026-11-25', 2)).toBe('2028-11-25');
    expect(shiftDate('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftDate('2026-01-01', 0, -1)).toBe('2025-12-31');
  });
});

describe('dateRangeRefusal', () => {
  it('bounds a request effective date to a year back and two years ahead', () => {
    expect(dateRangeRefusal('2026-11-25', DATE_RANGES.requestEffective, NOW)).toBeNull();
    expect(dateRangeRefusal('2027-11-25', DATE_RANGES.requestEffective, NOW)).toBeNull();
    expect(dateRangeRefusal('2027-11-26', DATE_RANGES.requestEffective, NOW)).toBe(
      'The date can be at most a year ahead (25/11/2027).',
    );
    expect(dateRangeRefusal('9999-12-31', DATE_RANGES.requestEffective, NOW)).toBe(
      'The date can be at most a year ahead (25/11/2027).',
    );
    expect(dateRangeRefusal('0001-01-01', DATE_RANGES.requestEffective, NOW)).toBe(
      'The date can be at most a year ago (25/11/2025).',
    );
  });

  it('bounds a date of birth to 1900 until yesterday', () => {
    expect(dateRangeRefusal('1899-12-31', DATE_RANGES.dateOfBirth, NOW)).toBe(
      'Enter a date of birth from 01/01/1900 on.',
    );
    expect(dateRangeRefusal('1900-01-01', DATE_RANGES.dateOfBirth, NOW)).toBeNull();
    expect(dateRangeRefusal('2026-11-24', DATE_RANGES.dateOfBirth, NOW)).toBeNull();
    expect(dateRangeRefusal('2026-11-25', DATE_RANGES.dateOfBirth, NOW)).toBe('The date of birth must be in the past.');
  });
});

describe('the schemas use the bounds, per field', () => {
  const today = isoToday();
  it('requests: effective and return dates', () => {
    const far = studentRequestInput.safeParse({ reason: 'x', effectiveDate: '9999-01-01', returnDate: '0001-01-01' });
    expect(issuesOf(far)).toEqual([
      ['effectiveDate', expect.stringMatching(/^The date can be at most a year ahead/)],
      ['returnDate', expect.stringMatching(/^The return date can be at most a year ago/)],
    ]);
    expect(studentRequestInput.safeParse({ reason: 'x', effectiveDate: today }).success).toBe(true);
  });

  it('decisions: the new due date', () => {
    expect(issuesOf(decisionInput.safeParse({ decision: 'Approved', newDueDate: '9999-01-01' }))).toEqual([
      ['newDueDate', expect.stringMatching(/^The due date can be at most two years ahead/)],
    ]);
  });

  it('personal details: a date of birth in 1066 is refused', () => {
    const result = personalDetailsSchema.safeParse({ dateOfBirth: '1066-10-14' });
    expect(issuesOf(result)).toContainEqual(['dateOfBirth', 'Enter a date of birth from 01/01/1900 on.']);
  });
});
