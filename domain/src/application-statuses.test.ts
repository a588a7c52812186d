import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  COMPLETE_APPLICATION_STATUSES,
  INCOMPLETE_APPLICATION_STATUSES,
  ONGOING_APPLICATION_STATUSES,
  applicationStatusLabel,
  applicationStatusOptions,
} from './application-statuses.ts';

describe('application status catalogues (spec 4.3)', () => {
  it('lists complete-application statuses with their labels', () => {
    expect(COMPLETE_APPLICATION_STATUSES.map((s) => [s.value, s.label])).toEqual([
      ['Applicant discontinued', 'Applicant discontinued'],
      ['Application on hold', 'Application on hold'],
      ['Ready for archive', 'Ready for archive'],
      ['Did not respond', 'Did not respond'],
      ['Under review', 'Under review'],
      ['Ready for approval', 'Ready for approval'],
      ['Rejected', 'Rejected (by SPI)'],
      ['Approved', 'Approved'],
      ['Place offered', 'Place offered'],
      ['Place accepted', 'Place accepted'],
      ['Confirmed', 'Confirmed (deposit paid)'],
      ['Declined', 'Declined (plans unclear)'],
      ['Deferred', 'Deferred (to future year)'],
    ]);
  });

  it('lists incomplete-application statuses with their labels', () => {
    expect(INCOMPLETE_APPLICATION_STATUSES.map((s) => [s.value, s.label])).toEqual([
      ['In progress', 'In progress'],
      ['Applicant discontinued', 'Applicant discontinued'],
      ['Application on hold', 'Application on hold'],
      ['Ready for archive', 'Ready for archive'],
      ['Rejected', 'Rejected (by college)'],
    ]);
  });

  it('lists the ongoing set', () => {
    expect(ONGOING_APPLICATION_STATUSES).toEqual([
      'In progress',
      'Submitted',
      'Did not respond',
      'Under review',
      'Ready for approval',
      'Approved',
      'Place offered',
      'Place accepted',
    ]);
  });

  it('lists every status once', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'In progress',
      'Applicant discontinued',
      'Application on hold',
      'Ready for archive',
      'Rejected',
      'Submitted',
      'Did not respond',
      'Under review',
      'Ready for approval',
      'Approved',
      'Place offered',
      'Place accepted',
      'Confirmed',
      'Declined',
      'Deferred',
    ]);
  });

  it('labels a status by whether the application is complete', () => {
    expect(applicationStatusLabel('Rejected', true)).toBe('Rejected (by SPI)');
    expect(applicationStatusLabel('Rejected', false)).toBe('Rejected (by college)');
    expect(applicationStatusLabel('Confirmed', true)).toBe('Confirmed (deposit paid)');
    expect(applicationStatusLabel('Under review', true)).toBe('Under review');
    expect(applicationStatusLabel('Something else', true)).toBe('Something else');
    expect(applicationStatusOptions(false)).toBe(INCOMPLETE_APPLICATION_STATUSES);
  });
});
