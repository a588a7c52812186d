// spec 4.4: the review status staff give each section of an application.
export const SECTION_REVIEW_STATUSES = {
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
} as const;

export type ReviewSection = keyof typeof SECTION_REVIEW_STATUSES;
export const REVIEW_SECTIONS = Object.keys(SECTION_REVIEW_STATUSES) as ReviewSection[];

/** The statuses one section may hold. */
export type SectionReviewStatus<S extends ReviewSection = ReviewSection> = (typeof SECTION_REVIEW_STATUSES)[S][number];

/** The reviews of an application: each section's status, absent until reviewed. */
export type SectionReviews = { [S in ReviewSection]?: SectionReviewStatus<S> };

// spec 4.4: what a section with no review yet is shown as (coloured warning).
export const NOT_YET_REVIEWED = 'Not yet reviewed';

// spec 5: healthDisability is the one optional section.
export const OPTIONAL_REVIEW_SECTIONS: readonly ReviewSection[] = ['healthDisability'];

/** The sections about health, support needs and convictions (special category): acknowledged, never accepted (4.4). */
export const SPECIAL_CATEGORY_SECTIONS: readonly ReviewSection[] = [
  'disabilities',
  'learningSupport',
  'neurodiversity',
  'healthDisability',
  'convictions',
];

/** True when `status` is in the catalogue of `section`. */
export function isSectionReviewStatus<S extends ReviewSection>(
  section: S,
  status: string,
): status is SectionReviewStatus<S> {
  return (SECTION_REVIEW_STATUSES[section] as readonly string[]).includes(status);
}
