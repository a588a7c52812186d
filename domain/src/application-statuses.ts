// The status catalogues of an application (spec 4.3).

export interface StatusOption<V extends string = string> {
  /** Stored value. */
  value: V;
  /** What the screen shows; the value plus the spec's parenthetical where it gives one. */
  label: string;
}

// spec 4.3: statuses of a complete (submitted) application. Confirmation is on deposit.
export const COMPLETE_APPLICATION_STATUSES = [
  { value: 'Applicant discontinued', label: 'Applicant discontinued' },
  { value: 'Application on hold', label: 'Application on hold' },
  { value: 'Ready for archive', label: 'Ready for archive' },
  { value: 'Did not respond', label: 'Did not respond' },
  { value: 'Under review', label: 'Under review' },
  { value: 'Ready for approval', label: 'Ready for approval' },
  { value: 'Rejected', label: 'Rejected (by SPI)' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Place offered', label: 'Place offered' },
  { value: 'Place accepted', label: 'Place accepted' },
  { value: 'Confirmed', label: 'Confirmed (deposit paid)' },
  { value: 'Declined', label: 'Declined (plans unclear)' },
  { value: 'Deferred', label: 'Deferred (to future year)' },
] as const satisfies readonly StatusOption[];
export type CompleteApplicationStatus = (typeof COMPLETE_APPLICATION_STATUSES)[number]['value'];

// spec 4.3: statuses of an application the applicant has not finished.
export const INCOMPLETE_APPLICATION_STATUSES = [
  { value: 'In progress', label: 'In progress' },
  { value: 'Applicant discontinued', label: 'Applicant discontinued' },
  { value: 'Application on hold', label: 'Application on hold' },
  { value: 'Ready for archive', label: 'Ready for archive' },
  { value: 'Rejected', label: 'Rejected (by college)' },
] as const satisfies readonly StatusOption[];
export type IncompleteApplicationStatus = (typeof INCOMPLETE_APPLICATION_STATUSES)[number]['value'];

// spec 4.3: applications still moving through admissions. 'Submitted' is the state between
// the applicant finishing and staff picking the application up; it appears only here.
export const ONGOING_APPLICATION_STATUSES = [
  'In progress',
  'Submitted',
  'Did not respond',
  'Under review',
  'Ready for approval',
  'Approved',
  'Place offered',
  'Place accepted',
] as const;
export type OngoingApplicationStatus = (typeof ONGOING_APPLICATION_STATUSES)[number];

export type ApplicationStatus = CompleteApplicationStatus | IncompleteApplicationStatus | OngoingApplicationStatus;

/** Every application status value, each once, in catalogue order. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  ...new Set<ApplicationStatus>([
    ...INCOMPLETE_APPLICATION_STATUSES.map((s) => s.value),
    ...ONGOING_APPLICATION_STATUSES,
    ...COMPLETE_APPLICATION_STATUSES.map((s) => s.value),
  ]),
];

/** The status options to offer for an application, by whether it is complete. */
export function applicationStatusOptions(complete: boolean): readonly StatusOption[] {
  return complete ? COMPLETE_APPLICATION_STATUSES : INCOMPLETE_APPLICATION_STATUSES;
}

/** spec 4.3: an application is complete once submitted, unless it went back to 'In progress'. */
export function isCompleteApplication(status: string, submittedAt: string | null): boolean {
  return submittedAt !== null && status !== 'In progress';
}

/** The label for a stored status; unknown values are shown as they are. */
export function applicationStatusLabel(status: string, complete: boolean): string {
  return applicationStatusOptions(complete).find((s) => s.value === status)?.label ?? status;
}

/**
 * A status's name where submitted and unfinished applications are counted or filtered together (a
 * list's status filter, a report's groups): the catalogues' label when those holding the status
 * agree on it, else the status itself ('Rejected' is "by SPI" for one and "by college" for the other).
 */
export function applicationStatusGroupLabel(status: string): string {
  const labels = new Set(
    [COMPLETE_APPLICATION_STATUSES, INCOMPLETE_APPLICATION_STATUSES].flatMap((catalogue) =>
      catalogue.filter((s) => s.value === status).map((s) => s.label),
    ),
  );
  return labels.size === 1 ? [...labels][0]! : status;
}
