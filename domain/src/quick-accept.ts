import { REVIEW_SECTIONS, SPECIAL_CATEGORY_SECTIONS, isSectionReviewStatus } from './section-review-statuses.ts';
import type { SectionReviews } from './section-review-statuses.ts';

// spec 4.4: these sections are acknowledged, not accepted, by a quick accept.
const ACKNOWLEDGED_SECTIONS = SPECIAL_CATEGORY_SECTIONS;

// spec 4.4: quick accept sets every review to Accepted, except the sections above, set to
// Acknowledged. A section is set only when its own catalogue holds that value, so no review ever
// gets a status it cannot have. That leaves bursaryApplication and bursaryReferences untouched:
// neither catalogue has 'Accepted', and a bursary is decided by the bursary committee
// (role:bursary), not approved as a side effect of accepting the application.
export function quickAccept(existing: SectionReviews = {}): SectionReviews {
  const result: Record<string, string> = { ...existing };
  for (const section of REVIEW_SECTIONS) {
    const value = ACKNOWLEDGED_SECTIONS.includes(section) ? 'Acknowledged' : 'Accepted';
    if (isSectionReviewStatus(section, value)) result[section] = value;
  }
  return result as SectionReviews;
}
