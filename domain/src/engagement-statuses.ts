// The status catalogues of a student's engagement and its academic-year sessions.

// spec 4.2: the status of an engagement (a student on a programme).
export const ENGAGEMENT_STATUSES = [
  'Current',
  'Completed',
  'IoS',
  'Withdrawn',
  'Terminated',
  'Deferred',
  'Did not start',
  'Resi only',
  'Transferred',
] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

// spec 4.2: statuses an engagement that has not begun yet may be given.
export const FUTURE_ENGAGEMENT_STATUSES = ['Starting', 'Current', 'Deferred', 'Did not start', 'Resi only'] as const;
export type FutureEngagementStatus = (typeof FUTURE_ENGAGEMENT_STATUSES)[number];

// spec 4.2: the enrolment status of one academic-year session of an engagement.
export const ENROLMENT_SESSION_STATUSES = ['Starting', 'Current', 'Completed', 'Incomplete', 'Transferred'] as const;
export type EnrolmentSessionStatus = (typeof ENROLMENT_SESSION_STATUSES)[number];

/** Any status an engagement can hold, now or before it starts. */
export type AnyEngagementStatus = EngagementStatus | FutureEngagementStatus;
