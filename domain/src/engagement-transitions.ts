import type { AnyEngagementStatus } from './engagement-statuses.ts';

// spec 4.2 and DESIGN 5: allowed next statuses. For Deferred, Did not start and Resi only the
// spec's *intended* targets (Current, Starting) are offered; the old literal-word bug that made
// that branch dead is not carried over.
const NEXT_STATUSES: Partial<Record<AnyEngagementStatus, readonly AnyEngagementStatus[]>> = {
  IoS: ['Current', 'Transferred', 'Withdrawn', 'Terminated'],
  Current: ['IoS', 'Transferred', 'Completed', 'Withdrawn', 'Terminated'],
  // Ours (DESIGN 5 gives the way back; issue 5 needs the way there): a student who has not yet
  // started may defer, not start, or come for the residentials only. Starting becomes Current by
  // enrolment.
  Starting: ['Deferred', 'Did not start', 'Resi only'],
  Deferred: ['Current', 'Starting'],
  'Did not start': ['Current', 'Starting'],
  'Resi only': ['Current', 'Starting'],
};

/** The statuses an engagement in `from` may move to; none for any other (or unknown) status. */
export function nextEngagementStatuses(from: string): readonly AnyEngagementStatus[] {
  return Object.hasOwn(NEXT_STATUSES, from) ? (NEXT_STATUSES[from as AnyEngagementStatus] ?? []) : [];
}

/** True when an engagement may move from `from` to `to` (spec 4.2). */
export function canMoveEngagement(from: string, to: string): boolean {
  return (nextEngagementStatuses(from) as readonly string[]).includes(to);
}
