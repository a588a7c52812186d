import { describe, expect, it } from 'vitest';
import { canMoveApplication, nextApplicationStatuses } from './application-status-transitions.ts';
import { COMPLETE_APPLICATION_STATUSES, INCOMPLETE_APPLICATION_STATUSES } from './application-statuses.ts';

describe('nextApplicationStatuses', () => {
  it('moves a submitted application into review, not straight to a place', () => {
    expect(nextApplicationStatuses('Submitted', true)).toContain('Under review');
    expect(nextApplicationStatuses('Submitted', true)).not.toContain('Place offered');
    expect(nextApplicationStatuses('Submitted', true)).not.toContain('Approved');
  });

  it('follows review, approval, offer and acceptance in order', () => {
    expect(canMoveApplication('Under review', 'Ready for approval', true)).toBe(true);
    expect(canMoveApplication('Ready for approval', 'Approved', true)).toBe(true);
    expect(canMoveApplication('Approved', 'Place offered', true)).toBe(true);
    expect(canMoveApplication('Place offered', 'Place accepted', true)).toBe(true);
    expect(canMoveApplication('Under review', 'Place accepted', true)).toBe(false);
  });

  it('never offers Confirmed: confirming has its own call', () => {
    for (const { value } of COMPLETE_APPLICATION_STATUSES) {
      expect(nextApplicationStatuses(value, true)).not.toContain('Confirmed');
    }
    expect(nextApplicationStatuses('Place accepted', true)).toEqual(['Declined', 'Deferred', 'Applicant discontinued']);
  });

  it('offers only statuses of the catalogue the application belongs to', () => {
    const complete: string[] = COMPLETE_APPLICATION_STATUSES.map((s) => s.value);
    const incomplete: string[] = INCOMPLETE_APPLICATION_STATUSES.map((s) => s.value);
    for (const status of [...complete, 'Submitted']) {
      for (const next of nextApplicationStatuses(status, true)) expect(complete).toContain(next);
    }
    for (const status of incomplete) {
      for (const next of nextApplicationStatuses(status, false)) expect(incomplete).toContain(next);
    }
  });

  it('lets an unsubmitted application be put on hold and back to In progress, never into review', () => {
    expect(nextApplicationStatuses('In progress', false)).toEqual([
      'Application on hold',
      'Applicant discontinued',
      'Rejected',
      'Ready for archive',
    ]);
    expect(canMoveApplication('Application on hold', 'In progress', false)).toBe(true);
    expect(canMoveApplication('Application on hold', 'In progress', true)).toBe(false);
    expect(canMoveApplication('In progress', 'Under review', false)).toBe(false);
  });

  it('ends at Ready for archive and Confirmed, and offers nothing for unknown statuses', () => {
    expect(nextApplicationStatuses('Ready for archive', true)).toEqual([]);
    expect(nextApplicationStatuses('Confirmed', true)).toEqual([]);
    expect(nextApplicationStatuses('toString', true)).toEqual([]);
  });
});
