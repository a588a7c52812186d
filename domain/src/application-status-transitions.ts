import { COMPLETE_APPLICATION_STATUSES, INCOMPLETE_APPLICATION_STATUSES } from './application-statuses.ts';

// The statuses staff may move an application to from the one it holds (spec 4.3 gives the
// catalogues, not the moves; these are the project's decision, see docs/api-contract.md).
// - An application the applicant has not submitted offers only the incomplete catalogue's
//   statuses; a submitted one only the complete catalogue's.
// - 'Submitted' and 'In progress' are set by the applicant's journey, never offered here, except
//   that an incomplete application put on hold can go back to In progress.
// - 'Confirmed' is never offered: confirming (deposit paid) makes the applicant a student and has
//   its own call.
// - Ready for archive is the end of the road: nothing follows it, nor Confirmed.

const COMPLETE_MOVES: Readonly<Record<string, readonly string[]>> = {
  Submitted: [
    'Under review',
    'Did not respond',
    'Application on hold',
    'Applicant discontinued',
    'Rejected',
    'Ready for archive',
  ],
  'Under review': [
    'Ready for approval',
    'Did not respond',
    'Application on hold',
    'Applicant discontinued',
    'Rejected',
    'Ready for archive',
  ],
  'Ready for approval': ['Approved', 'Under review', 'Rejected', 'Application on hold', 'Applicant discontinued'],
  Approved: ['Place offered', 'Under review', 'Application on hold', 'Applicant discontinued'],
  'Place offered': ['Place accepted', 'Declined', 'Deferred', 'Did not respond', 'Applicant discontinued'],
  'Place accepted': ['Declined', 'Deferred', 'Applicant discontinued'],
  'Did not respond': ['Under review', 'Applicant discontinued', 'Ready for archive'],
  'Application on hold': ['Under review', 'Applicant discontinued', 'Ready for archive'],
  Deferred: ['Under review', 'Ready for archive'],
  Declined: ['Ready for archive'],
  Rejected: ['Ready for archive'],
  'Applicant discontinued': ['Ready for archive'],
};

const INCOMPLETE_MOVES: Readonly<Record<string, readonly string[]>> = {
  'In progress': ['Application on hold', 'Applicant discontinued', 'Rejected', 'Ready for archive'],
  'Application on hold': ['In progress', 'Applicant discontinued', 'Rejected', 'Ready for archive'],
  'Applicant discontinued': ['Ready for archive'],
  Rejected: ['Ready for archive'],
};

/**
 * The statuses staff may set next. `submitted`: whether the applicant has submitted the
 * application (it is then a complete application, spec 4.3). Unknown statuses offer nothing.
 */
export function nextApplicationStatuses(status: string, submitted: boolean): readonly string[] {
  const moves = submitted ? COMPLETE_MOVES : INCOMPLETE_MOVES;
  const catalogue: readonly string[] = (
    submitted ? COMPLETE_APPLICATION_STATUSES : INCOMPLETE_APPLICATION_STATUSES
  ).map((s) => s.value);
  const next = Object.hasOwn(moves, status) ? (moves[status] ?? []) : [];
  return next.filter((s) => catalogue.includes(s));
}

/** True when staff may move an application from `from` to `to`. */
export function canMoveApplication(from: string, to: string, submitted: boolean): boolean {
  return nextApplicationStatuses(from, submitted).includes(to);
}
