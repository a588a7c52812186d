import { describe, expect, it } from 'vitest';
import { alumnusChanges, alumnusFields } from './alumni-from-completion.ts';

const engagement = {
  status: 'Completed',
  programmeCode: 'BTh',
  exitAward: 'BTh',
  hub: 'Durham',
  endDate: '2025-07-14',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

describe('alumni from completion', () => {
  it('takes programme, award, hub and the year the engagement ended', () => {
    expect(alumnusFields(engagement)).toEqual({
      programme: 'BTh',
      graduationYear: 2025,
      exitAward: 'BTh',
      hub: 'Durham',
    });
  });

  it('falls back on the year of the last write when no end date is held', () => {
    expect(alumnusFields({ ...engagement, endDate: null })?.graduationYear).toBe(2026);
  });

  it.each(['Current', 'Withdrawn', 'Transferred', 'IoS'])('makes no alumnus of a %s engagement', (status) => {
    expect(alumnusFields({ ...engagement, status })).toBeNull();
  });

  it('names the fields an award given later changes', () => {
    const held = alumnusFields({ ...engagement, exitAward: null })!;
    expect(alumnusChanges(held, alumnusFields(engagement)!)).toEqual(['exitAward']);
    expect(alumnusChanges(held, held)).toEqual([]);
  });
});
