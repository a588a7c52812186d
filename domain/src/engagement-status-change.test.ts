import { describe, expect, it } from 'vitest';
import {
  ALL_ENGAGEMENT_STATUSES,
  effectiveDateProblem,
  latestEffectiveDate,
  sessionStatusAfter,
  statusChangeInput,
  statusChangeRefusal,
  statusChangeTargets,
} from './engagement-status-change.ts';
import { canMoveEngagement } from './engagement-transitions.ts';

describe('statusChangeRefusal (spec 4.2)', () => {
  it('allows every transition of the table but Transferred, and refuses every other pair', () => {
    for (const from of ALL_ENGAGEMENT_STATUSES) {
      for (const to of ALL_ENGAGEMENT_STATUSES) {
        const allowed = canMoveEngagement(from, to) && to !== 'Transferred';
        expect(statusChangeRefusal(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
    }
  });

  it('says which moves are open', () => {
    expect(statusChangeRefusal('Current', 'Starting')).toBe(
      'An engagement that is Current cannot move to Starting. It can move to IoS, Completed, Withdrawn or Terminated.',
    );
    expect(statusChangeRefusal('Withdrawn', 'Current')).toBe('An engagement that is Withdrawn cannot change status.');
    expect(statusChangeRefusal('IoS', 'IoS')).toBe('The engagement is already IoS.');
  });

  it('sends Transferred to the transfer call', () => {
    expect(statusChangeRefusal('Current', 'Transferred')).toMatch(/use Transfer/);
    expect(statusChangeTargets('IoS')).toEqual(['Current', 'Withdrawn', 'Terminated']);
  });
});

describe('effectiveDateProblem', () => {
  it('accepts 2017 up to a year from today', () => {
    expect(effectiveDateProblem('2017-01-01', '2026-11-22')).toBeNull();
    expect(effectiveDateProblem('2027-11-22', '2026-11-22')).toBeNull();
    expect(effectiveDateProblem('2016-12-31', '2026-11-22')).toMatch(/before 2017/);
    expect(effectiveDateProblem('2027-11-23', '2026-11-22')).toMatch(/more than a year/);
  });

  it('keeps 29 February a year on as 1 March', () => {
    expect(latestEffectiveDate('2028-02-29')).toBe('2029-03-01');
  });
});

describe('statusChangeInput', () => {
  const valid = {
    status: 'IoS',
    reason: '  Illness  ',
    effectiveDate: '2026-11-20',
    intention: 'Continue',
    version: 3,
  };

  it('trims the reason', () => {
    expect(statusChangeInput.parse(valid).reason).toBe('Illness');
  });

  it.each([
    [{ reason: '   ' }, 'reason'],
    [{ reason: 'x'.repeat(1001) }, 'reason'],
    [{ effectiveDate: '2026-02-30' }, 'effectiveDate'],
    [{ effectiveDate: '20/11/2026' }, 'effectiveDate'],
    [{ status: 'Asleep' }, 'status'],
    [{ intention: 'Sail away' }, 'intention'],
  ])('refuses %j', (change, field) => {
    const result = statusChangeInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
  });
});

describe('sessionStatusAfter', () => {
  it.each([
    ['Completed', 'Current', 'Completed'],
    ['Withdrawn', 'Current', 'Incomplete'],
    ['Terminated', 'Starting', 'Incomplete'],
    ['IoS', 'Current', 'Incomplete'],
    ['Current', 'Incomplete', 'Current'],
    ['Current', 'Current', null],
    ['Withdrawn', 'Completed', null],
    ['Current', 'Transferred', null],
    ['Deferred', 'Starting', null],
  ])('%s with a %s session → %s', (engagement, session, expected) => {
    expect(sessionStatusAfter(engagement, session)).toBe(expected);
  });
});
