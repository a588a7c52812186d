import { describe, expect, it } from 'vitest';
import { afterEnrolment, enrolmentRefusal } from './enrolment.ts';

describe('enrolmentRefusal', () => {
  it('lets an open session of a Starting or Current engagement be enrolled', () => {
    expect(enrolmentRefusal({ sessionStatus: 'Starting', enrolledAt: null, engagementStatus: 'Starting' })).toBeNull();
    expect(enrolmentRefusal({ sessionStatus: 'Current', enrolledAt: null, engagementStatus: 'Current' })).toBeNull();
  });

  it('refuses a session already enrolled first', () => {
    expect(
      enrolmentRefusal({ sessionStatus: 'Current', enrolledAt: '2026-09-01T10:00:00Z', engagementStatus: 'Withdrawn' }),
    ).toBe('already-enrolled');
  });

  it('refuses sessions of engagements that are neither Starting nor Current', () => {
    for (const engagementStatus of ['IoS', 'Withdrawn', 'Deferred', 'Did not start', 'Completed', 'Transferred']) {
      expect(
        enrolmentRefusal({ sessionStatus: 'Starting', enrolledAt: null, engagementStatus }),
        engagementStatus,
      ).toBe('engagement-status');
    }
  });

  it('refuses closed sessions', () => {
    for (const sessionStatus of ['Completed', 'Incomplete', 'Transferred']) {
      expect(enrolmentRefusal({ sessionStatus, enrolledAt: null, engagementStatus: 'Current' }), sessionStatus).toBe(
        'session-closed',
      );
    }
  });
});

describe('afterEnrolment', () => {
  it('makes a Starting session and a Starting engagement Current', () => {
    expect(afterEnrolment({ sessionStatus: 'Starting', engagementStatus: 'Starting' })).toEqual({
      sessionStatus: 'Current',
      engagementStatus: 'Current',
    });
  });

  it('leaves Current ones as they are', () => {
    expect(afterEnrolment({ sessionStatus: 'Current', engagementStatus: 'Current' })).toEqual({
      sessionStatus: 'Current',
      engagementStatus: 'Current',
    });
    expect(afterEnrolment({ sessionStatus: 'Starting', engagementStatus: 'Current' })).toEqual({
      sessionStatus: 'Current',
      engagementStatus: 'Current',
    });
  });
});
