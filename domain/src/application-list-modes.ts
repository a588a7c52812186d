import { APPLICATION_STATUSES, ONGOING_APPLICATION_STATUSES } from './application-statuses.ts';
import type { ApplicationStatus } from './application-statuses.ts';

// spec 2.4, 4.3: the one application list screen has three modes.
export const APPLICATION_LIST_MODES = ['ongoing', 'confirmed', 'all'] as const;
export type ApplicationListMode = (typeof APPLICATION_LIST_MODES)[number];

// spec 4.3: ongoing lists the ongoing set; confirmed lists 'Confirmed' only (deposit paid, the
// applicant is coming; the spec names no other status for this mode); all lists every status.
export function applicationStatusesForMode(mode: ApplicationListMode): readonly ApplicationStatus[] {
  switch (mode) {
    case 'ongoing':
      return ONGOING_APPLICATION_STATUSES;
    case 'confirmed':
      return ['Confirmed'];
    case 'all':
      return APPLICATION_STATUSES;
  }
}
