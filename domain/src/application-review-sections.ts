import type { ReviewSection } from './section-review-statuses.ts';

// What the review screen calls each section of spec 4.4's table.
export const REVIEW_SECTION_LABELS: Readonly<Record<ReviewSection, string>> = {
  eligibility: 'Eligibility',
  references: 'References',
  leaderReferences: 'Leader references',
  placement: 'Placement',
  churchPlanting: 'Church planting',
  studentMinistry: 'Student ministry',
  convictions: 'Convictions',
  nextSteps: 'Next steps',
  attendance: 'Attendance',
  finances: 'Finances',
  qualifications: 'Qualifications',
  languageAbility: 'Language ability',
  disabilities: 'Disabilities',
  learningSupport: 'Learning support',
  neurodiversity: 'Neurodiversity',
  healthDisability: 'Health and disability',
  bursaryApplication: 'Bursary application',
  bursaryReferences: 'Bursary references',
};

/** The label of a section; an unknown key is shown as it is. */
export function reviewSectionLabel(section: string): string {
  return Object.hasOwn(REVIEW_SECTION_LABELS, section) ? REVIEW_SECTION_LABELS[section as ReviewSection] : section;
}
