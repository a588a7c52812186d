import { describe, expect, it } from 'vitest';
import { academicYearOf } from './academic-year.ts';
import { ENGAGEMENT_STATUSES, ENROLMENT_SESSION_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from './engagement-statuses.ts';
import { engagementStatusColour } from './engagement-status-colour.ts';

describe('engagementStatusColour', () => {
  it('gives every engagement, future and session status a colour', () => {
    for (const s of [...ENGAGEMENT_STATUSES, ...FUTURE_ENGAGEMENT_STATUSES, ...ENROLMENT_SESSION_STATUSES]) {
      expect(engagementStatusColour(s), s).toBeDefined();
    }
  });
  it('marks studying as success and leaving early as danger', () => {
    expect(engagementStatusColour('Current')).toBe('success');
    expect(engagementStatusColour('Withdrawn')).toBe('danger');
    expect(engagementStatusColour('IoS')).toBe('warning');
    expect(engagementStatusColour('Nonsense')).toBeUndefined();
    expect(engagementStatusColour(null)).toBeUndefined();
  });
});

describe('academicYearOf', () => {
  it('starts the year on 1 August (UTC)', () => {
    expect(academicYearOf('2026-11-22')).toBe(2026);
    expect(academicYearOf('2027-03-01')).toBe(2026);
    expect(academicYearOf('2026-07-31')).toBe(2025);
    expect(academicYearOf('2026-08-01')).toBe(2026);
    expect(academicYearOf(new Date(Date.UTC(2027, 0, 1)))).toBe(2026);
  });
});
