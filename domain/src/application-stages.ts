import type { ApplicationStatus } from './application-statuses.ts';

// Statistics (spec 2.4) chart applications "by status/stage". The spec names the statuses (4.3)
// but no stages; ours group them by where the application is in admissions.
export const APPLICATION_STAGES = ['Applying', 'In review', 'Offer', 'Confirmed', 'Closed'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

const STAGE_OF: Record<ApplicationStatus, ApplicationStage> = {
  'In progress': 'Applying',
  Submitted: 'In review',
  'Under review': 'In review',
  'Ready for approval': 'In review',
  'Did not respond': 'In review',
  Approved: 'Offer',
  'Place offered': 'Offer',
  'Place accepted': 'Offer',
  Confirmed: 'Confirmed',
  'Applicant discontinued': 'Closed',
  'Application on hold': 'Closed',
  'Ready for archive': 'Closed',
  Rejected: 'Closed',
  Declined: 'Closed',
  Deferred: 'Closed',
};

/** The stage of a stored status; a status outside the catalogue counts as Closed. */
export function applicationStage(status: string): ApplicationStage {
  return Object.hasOwn(STAGE_OF, status) ? STAGE_OF[status as ApplicationStatus] : 'Closed';
}
