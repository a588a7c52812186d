import { describe, expect, it } from 'vitest';
import { APPLICATION_LIST_MODES, applicationStatusesForMode } from './application-list-modes.ts';
import { APPLICATION_STATUSES, ONGOING_APPLICATION_STATUSES } from './application-statuses.ts';

describe('application list modes (spec 4.3)', () => {
  it('has three modes', () => {
    expect(APPLICATION_LIST_MODES).toEqual(['ongoing', 'confirmed', 'all']);
  });

  it('lists the statuses of each mode', () => {
    expect(applicationStatusesForMode('ongoing')).toEqual(ONGOING_APPLICATION_STATUSES);
    expect(applicationStatusesForMode('confirmed')).toEqual(['Confirmed']);
    expect(applicationStatusesForMode('all')).toEqual(APPLICATION_STATUSES);
  });
});
