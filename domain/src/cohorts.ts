// spec 9: the cohort (level) filter offered on student lists.
export const COHORT_FILTERS = ['4', '5', '6', '7'] as const;
export type CohortFilter = (typeof COHORT_FILTERS)[number];

// spec 9: the cohort groups a student or applicant belongs to (labels on with cohortGroupLabels).
export const COHORT_GROUPS = ['Candidate', 'Student', 'NLM 2022', 'NLM 2023', 'NLM 2024'] as const;
export type CohortGroup = (typeof COHORT_GROUPS)[number];
