import type { StatusColour } from './status-colour.ts';

// The colour class of an engagement or enrolment-session status (spec 4.2), in the colour
// classes of spec 4.4: studying is success, starting or paused is info or warning, and having
// left without finishing is danger. Completed is info: finished, nothing to act on.
const COLOURS: Record<string, StatusColour> = {
  Current: 'success',
  Starting: 'info',
  Completed: 'info',
  IoS: 'warning',
  Deferred: 'warning',
  'Resi only': 'warning',
  Incomplete: 'warning',
  Transferred: 'info',
  Withdrawn: 'danger',
  Terminated: 'danger',
  'Did not start': 'danger',
};

/** The colour class of an engagement status; undefined for an unknown one. */
export function engagementStatusColour(status: string | null | undefined): StatusColour | undefined {
  return status && Object.hasOwn(COLOURS, status) ? COLOURS[status] : undefined;
}
