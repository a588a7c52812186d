import { describe, expect, it } from 'vitest';
import { canMoveEngagement, nextEngagementStatuses } from './engagement-transitions.ts';
import { ENGAGEMENT_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from './engagement-statuses.ts';

describe('nextEngagementStatuses (spec 4.2)', () => {
  it.each([
    ['IoS', ['Current', 'Transferred', 'Withdrawn', 'Terminated']],
    ['Current', ['IoS', 'Transferred', 'Completed', 'Withdrawn', 'Terminated']],
    ['Deferred', ['Current', 'Starting']],
    ['Did not start', ['Current', 'Starting']],
    ['Resi only', ['Current', 'Starting']],
    ['Completed', []],
    ['Withdrawn', []],
    ['Terminated', []],
    ['Transferred', []],
    ['Starting', ['Deferred', 'Did not start', 'Resi only']],
    ['Nonsense', []],
    ['toString', []],
    ['', []],
  ])('%s → %j', (from, to) => {
    expect(nextEngagementStatuses(from)).toEqual(to);
  });
});

describe('canMoveEngagement', () => {
  const all = [...new Set([...ENGAGEMENT_STATUSES, ...FUTURE_ENGAGEMENT_STATUSES])];

  it('agrees with nextEngagementStatuses for every pair of statuses', () => {
    for (const from of all) {
      for (const to of all) {
        expect(canMoveEngagement(from, to)).toBe(nextEngagementStatuses(from).includes(to));
      }
    }
  });

  it.each([
    ['Current', 'IoS', true],
    ['IoS', 'Current', true],
    ['IoS', 'Completed', false],
    ['Current', 'Current', false],
    ['Deferred', 'Starting', true],
    ['Resi only', 'Completed', false],
    ['Completed', 'Current', false],
  ])('%s → %s is %s', (from, to, ok) => {
    expect(canMoveEngagement(from, to)).toBe(ok);
  });
});
