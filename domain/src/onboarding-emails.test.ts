import { describe, expect, it } from 'vitest';
import { isOnboardingEmail, ONBOARDING_EMAILS, ONBOARDING_TEMPLATES, onboardingSchedule } from './onboarding-emails.ts';

const iso = (schedule: ReturnType<typeof onboardingSchedule>) =>
  Object.fromEntries(schedule.map((s) => [s.email, s.runAt.toISOString()]));

describe('onboardingSchedule', () => {
  it('sends accounts at once and the others 4, 3 and 2 weeks before the intake at 08:00 UTC', () => {
    const now = new Date('2027-03-02T10:15:00Z');
    expect(iso(onboardingSchedule('2027-09-13', now))).toEqual({
      accounts: '2027-03-02T10:15:00.000Z',
      vle: '2027-08-16T08:00:00.000Z',
      academic: '2027-08-16T08:00:00.000Z',
      studySkills: '2027-08-23T08:00:00.000Z',
      residential: '2027-08-30T08:00:00.000Z',
      location: '2027-08-30T08:00:00.000Z',
    });
  });

  it('sends at once whatever is already due (a confirmation close to or after the start)', () => {
    const now = new Date('2027-08-25T12:00:00Z');
    expect(iso(onboardingSchedule('2027-09-13', now))).toEqual({
      accounts: now.toISOString(),
      vle: now.toISOString(),
      academic: now.toISOString(),
      studySkills: now.toISOString(),
      residential: '2027-08-30T08:00:00.000Z',
      location: '2027-08-30T08:00:00.000Z',
    });
    const late = new Date('2027-09-20T09:00:00Z');
    expect(onboardingSchedule('2027-09-13', late).every((s) => s.runAt.getTime() === late.getTime())).toBe(true);
  });

  it('crosses month and year boundaries', () => {
    expect(iso(onboardingSchedule('2027-01-11', new Date('2026-06-01T00:00:00Z'))).vle).toBe(
      '2026-12-14T08:00:00.000Z',
    );
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => onboardingSchedule('13/09/2027', new Date())).toThrow(/not a YYYY-MM-DD date/);
  });

  it('names a template for every e-mail and recognises the keys', () => {
    expect(ONBOARDING_EMAILS.map((e) => ONBOARDING_TEMPLATES[e])).toEqual([
      'onboarding-accounts',
      'onboarding-vle',
      'onboarding-academic',
      'onboarding-study-skills',
      'onboarding-residential',
      'onboarding-location',
    ]);
    expect(isOnboardingEmail('vle')).toBe(true);
    expect(isOnboardingEmail('onboarding-vle')).toBe(false);
  });
});
