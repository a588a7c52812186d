import { describe, expect, it } from 'vitest';
import { engagementDetailsInput } from './engagement-details.ts';

describe('engagementDetailsInput', () => {
  it('takes the catalogues of spec 9 and null for empty', () => {
    expect(
      engagementDetailsInput.parse({ version: 2, pace: 'FT', exitAward: null, pathway: ' ', auditing: true }),
    ).toEqual({
      version: 2,
      pace: 'FT',
      exitAward: null,
      pathway: null,
      auditing: true,
    });
  });

  it.each([
    ['pace', 'Fast'],
    // The System data lists are checked by the server against their tables; here only the shape.
    ['studentType', 42],
    ['cohortGroup', 'x'.repeat(101)],
    ['exitAward', true],
    ['paymentTerm', 'Weekly'],
    ['personalTutorId', 0],
  ])('refuses %s %j', (field, value) => {
    const result = engagementDetailsInput.safeParse({ version: 1, [field]: value });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
  });
});
