import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  COMPLETE_APPLICATION_STATUSES,
  INCOMPLETE_APPLICATION_STATUSES,
  applicationStatusGroupLabel,
  applicationStatusLabel,
  isCompleteApplication,
} from './application-statuses.ts';

// Issue 19: a status reads the same in every list and report: the catalogue's label.

describe('application status labels', () => {
  it('names each status as its catalogue does, by whether the application is complete', () => {
    for (const s of COMPLETE_APPLICATION_STATUSES) expect(applicationStatusLabel(s.value, true)).toBe(s.label);
    for (const s of INCOMPLETE_APPLICATION_STATUSES) expect(applicationStatusLabel(s.value, false)).toBe(s.label);
    expect(isCompleteApplication('Rejected', null)).toBe(false);
    expect(isCompleteApplication('In progress', '2026-01-01T00:00:00Z')).toBe(false);
    expect(isCompleteApplication('Rejected', '2026-01-01T00:00:00Z')).toBe(true);
  });

  it('where both kinds are counted together, uses the one label the catalogues agree on, else the status', () => {
    expect(applicationStatusGroupLabel('Confirmed')).toBe('Confirmed (deposit paid)');
    expect(applicationStatusGroupLabel('Deferred')).toBe('Deferred (to future year)');
    expect(applicationStatusGroupLabel('Rejected')).toBe('Rejected');
    expect(applicationStatusGroupLabel('Submitted')).toBe('Submitted');
    for (const status of APPLICATION_STATUSES)
      expect(applicationStatusGroupLabel(status)).toMatch(new RegExp(`^${status}`));
  });
});
