import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './application-statuses.ts';
import { APPLICATION_STAGES, applicationStage } from './application-stages.ts';

describe('applicationStage', () => {
  it('gives every catalogue status one of the stages', () => {
    for (const status of APPLICATION_STATUSES) expect(APPLICATION_STAGES).toContain(applicationStage(status));
  });

  it('puts offers, confirmation and endings where admissions would', () => {
    expect(applicationStage('In progress')).toBe('Applying');
    expect(applicationStage('Submitted')).toBe('In review');
    expect(applicationStage('Place accepted')).toBe('Offer');
    expect(applicationStage('Confirmed')).toBe('Confirmed');
    expect(applicationStage('Declined')).toBe('Closed');
    expect(applicationStage('Something new')).toBe('Closed');
  });
});
