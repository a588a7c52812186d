import { describe, expect, it } from 'vitest';
import {
  NOT_YET_REVIEWED,
  OPTIONAL_REVIEW_SECTIONS,
  REVIEW_SECTIONS,
  SECTION_REVIEW_STATUSES,
  isSectionReviewStatus,
} from './section-review-statuses.ts';

describe('per-section review statuses (spec 4.4)', () => {
  it('maps every section to its statuses', () => {
    expect(SECTION_REVIEW_STATUSES).toEqual({
      eligibility: ['Not eligible', 'Additional information needed', 'Accepted'],
      references: ['Received', 'Additional information needed', 'Accepted', 'Rejected'],
      leaderReferences: ['Received', 'Additional information needed', 'Accepted', 'Rejected'],
      placement: ['Additional information needed', 'Accepted', 'Rejected'],
      churchPlanting: ['Additional information needed', 'Accepted', 'Rejected'],
      studentMinistry: ['Additional information needed', 'Accepted', 'Rejected'],
      convictions: ['Additional information needed', 'Acknowledged', 'Rejected'],
      nextSteps: ['Additional information needed', 'Accepted'],
      attendance: ['Insufficient attendance', 'Additional information needed', 'Accepted'],
      finances: ['Insufficient finances', 'Accepted'],
      qualifications: ['Insufficient qualifications', 'Additional information needed', 'Accepted'],
      languageAbility: ['Insufficient language ability', 'Additional information needed', 'Accepted'],
      disabilities: ['Not applicable', 'Additional information needed', 'Acknowledged'],
      learningSupport: ['Not applicable', 'Additional information needed', 'Acknowledged'],
      neurodiversity: ['Not applicable', 'Additional information needed', 'Acknowledged'],
      healthDisability: ['Not applicable', 'Additional information needed', 'Acknowledged'],
      bursaryApplication: [
        'Not applicable',
        'Additional information needed',
        'Under consideration',
        'Approved',
        'Rejected',
        'Cancelled',
      ],
      bursaryReferences: ['Not applicable', 'Additional information needed', 'Received'],
    });
    expect(REVIEW_SECTIONS).toHaveLength(18);
  });

  it('checks a status against its section', () => {
    expect(isSectionReviewStatus('finances', 'Accepted')).toBe(true);
    expect(isSectionReviewStatus('finances', 'Additional information needed')).toBe(false);
    expect(isSectionReviewStatus('bursaryApplication', 'Accepted')).toBe(false);
  });

  it('names the unreviewed state and the optional section', () => {
    expect(NOT_YET_REVIEWED).toBe('Not yet reviewed');
    expect(OPTIONAL_REVIEW_SECTIONS).toEqual(['healthDisability']);
  });
});
