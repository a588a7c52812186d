import { describe, expect, it } from 'vitest';
import { STATUS_COLOURS, statusColour } from './status-colour.ts';

describe('statusColour (spec 4.4)', () => {
  it.each([
    ['Accepted', 'success'],
    ['Acknowledged', 'success'],
    ['Approved', 'success'],
    ['Confirmed', 'success'],
    ['Place accepted', 'success'],
    ['Received', 'success'],
    ['Additional information needed', 'warning'],
    ['Ready for approval', 'warning'],
    ['Under consideration', 'warning'],
    ['Under review', 'warning'],
    ['Not yet reviewed', 'warning'],
    ['Not applicable', 'info'],
    ['Place offered', 'info'],
    ['Declined', 'danger'],
    ['Deferred', 'danger'],
    ['Rejected', 'danger'],
    ['Cancelled', 'danger'],
    ['Insufficient attendance', 'danger'],
    ['Insufficient finances', 'danger'],
    ['Insufficient qualifications', 'danger'],
    ['Insufficient language ability', 'danger'],
    ['Not eligible', 'danger'],
    ['Applicant discontinued', 'danger'],
    ['Application on hold', 'danger'],
    ['Ready for archive', 'danger'],
    ['Did not respond', 'danger'],
    ['In progress', undefined],
    ['Submitted', undefined],
    ['accepted', undefined],
    ['Insufficient', undefined],
    ['constructor', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('has four colour classes', () => {
    expect(STATUS_COLOURS).toEqual(['success', 'warning', 'info', 'danger']);
  });
});
