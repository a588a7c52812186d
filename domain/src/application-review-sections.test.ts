import { describe, expect, it } from 'vitest';
import { REVIEW_SECTION_LABELS, reviewSectionLabel } from './application-review-sections.ts';
import { REVIEW_SECTIONS } from './section-review-statuses.ts';

describe('review section labels', () => {
  it('names every section of the table once', () => {
    expect(Object.keys(REVIEW_SECTION_LABELS).sort()).toEqual([...REVIEW_SECTIONS].sort());
    expect(new Set(Object.values(REVIEW_SECTION_LABELS)).size).toBe(REVIEW_SECTIONS.length);
  });
  it('shows an unknown key as it is', () => {
    expect(reviewSectionLabel('leaderReferences')).toBe('Leader references');
    expect(reviewSectionLabel('toString')).toBe('toString');
  });
});
