import { describe, expect, it } from 'vitest';
import { quickAccept } from './quick-accept.ts';

describe('quickAccept (spec 4.4)', () => {
  it('accepts or acknowledges every section whose catalogue allows it', () => {
    expect(quickAccept()).toEqual({
      eligibility: 'Accepted',
      references: 'Accepted',
      leaderReferences: 'Accepted',
      placement: 'Accepted',
      churchPlanting: 'Accepted',
      studentMinistry: 'Accepted',
      convictions: 'Acknowledged',
      nextSteps: 'Accepted',
      attendance: 'Accepted',
      finances: 'Accepted',
      qualifications: 'Accepted',
      languageAbility: 'Accepted',
      disabilities: 'Acknowledged',
      learningSupport: 'Acknowledged',
      neurodiversity: 'Acknowledged',
      healthDisability: 'Acknowledged',
    });
  });

  it('leaves the bursary reviews as they were', () => {
    const result = quickAccept({
      bursaryApplication: 'Under consideration',
      bursaryReferences: 'Received',
      finances: 'Insufficient finances',
    });
    expect(result.bursaryApplication).toBe('Under consideration');
    expect(result.bursaryReferences).toBe('Received');
    expect(result.finances).toBe('Accepted');
    expect(quickAccept()).not.toHaveProperty('bursaryApplication');
    expect(quickAccept()).not.toHaveProperty('bursaryReferences');
  });

  it('does not change its input', () => {
    const input = { eligibility: 'Not eligible' } as const;
    quickAccept(input);
    expect(input).toEqual({ eligibility: 'Not eligible' });
  });
});
