import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_STATUSES, ENROLMENT_SESSION_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from './engagement-statuses.ts';

describe('engagement catalogues (spec 4.2)', () => {
  it('lists the engagement statuses', () => {
    expect(ENGAGEMENT_STATUSES).toEqual([
      'Current',
      'Completed',
      'IoS',
      'Withdrawn',
      'Terminated',
      'Deferred',
      'Did not start',
      'Resi only',
      'Transferred',
    ]);
  });

  it('lists the future-engagement statuses', () => {
    expect(FUTURE_ENGAGEMENT_STATUSES).toEqual(['Starting', 'Current', 'Deferred', 'Did not start', 'Resi only']);
  });

  it('lists the enrolment-session statuses', () => {
    expect(ENROLMENT_SESSION_STATUSES).toEqual(['Starting', 'Current', 'Completed', 'Incomplete', 'Transferred']);
  });
});
