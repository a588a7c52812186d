// spec 2.4, 4.2: marking a student's academic-year session enrolled. What the spec leaves unshown
// ("the resulting state values") is decided here, once, for the server and the screen.

/** Engagements whose sessions can be enrolled: one about to start, or one under way. */
export const ENROLLABLE_ENGAGEMENT_STATUSES = ['Starting', 'Current'] as const;

/** Sessions still open for enrolment; Completed, Incomplete and Transferred ones are closed. */
export const ENROLLABLE_SESSION_STATUSES = ['Starting', 'Current'] as const;

/** The reason the enrolment service writes on the engagement's status change. */
export const ENROLMENT_REASON = 'Enrolled';

/** Most sessions one call may mark (a year's intake fits comfortably). */
export const MAX_ENROL_BATCH = 500;

export interface EnrolmentCandidate {
  /** The session's enrolment status (spec 4.2). */
  sessionStatus: string;
  /** When it was marked enrolled, null when not yet. */
  enrolledAt: string | null;
  /** The status of the session's engagement. */
  engagementStatus: string;
}

export type EnrolmentRefusal = 'already-enrolled' | 'engagement-status' | 'session-closed';

/** Why a session cannot be marked enrolled, or null when it can. */
export function enrolmentRefusal(c: EnrolmentCandidate): EnrolmentRefusal | null {
  if (c.enrolledAt !== null) return 'already-enrolled';
  if (!(ENROLLABLE_ENGAGEMENT_STATUSES as readonly string[]).includes(c.engagementStatus)) return 'engagement-status';
  if (!(ENROLLABLE_SESSION_STATUSES as readonly string[]).includes(c.sessionStatus)) return 'session-closed';
  return null;
}

/**
 * The statuses after enrolment: a Starting session becomes Current, and so does its engagement
 * when it was Starting (the student has begun). Anything else keeps its status.
 */
export function afterEnrolment(c: Pick<EnrolmentCandidate, 'sessionStatus' | 'engagementStatus'>): {
  sessionStatus: string;
  engagementStatus: string;
} {
  return {
    sessionStatus: c.sessionStatus === 'Starting' ? 'Current' : c.sessionStatus,
    engagementStatus: c.engagementStatus === 'Starting' ? 'Current' : c.engagementStatus,
  };
}
