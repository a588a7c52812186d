import { z } from 'zod';
import type { AnyEngagementStatus, EnrolmentSessionStatus } from './engagement-statuses.ts';
import { ENGAGEMENT_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from './engagement-statuses.ts';
import { nextEngagementStatuses } from './engagement-transitions.ts';
import { INTENTION_CHOICES, intentionsRequired } from './intentions.ts';
import { SYSTEM_START_YEAR } from './system-years.ts';

// Changing the status of an engagement (spec 4.2): what the registry sends, which moves the
// status-change call makes (Transferred has its own call), and what follows for the year's session.

/** Every status an engagement may hold, now or before it starts. */
export const ALL_ENGAGEMENT_STATUSES: readonly AnyEngagementStatus[] = [
  ...new Set<AnyEngagementStatus>([...ENGAGEMENT_STATUSES, ...FUTURE_ENGAGEMENT_STATUSES]),
];

export const STATUS_CHANGE_REASON_MAX = 1000;

/** The reason for a status change or transfer: required, trimmed, at most 1,000 characters. */
export const changeReason = z
  .string({ error: 'Give a reason for the change.' })
  .trim()
  .min(1, 'Give a reason for the change.')
  .max(STATUS_CHANGE_REASON_MAX, `Keep the reason to ${STATUS_CHANGE_REASON_MAX.toLocaleString('en-GB')} characters.`);

/** A real calendar date written YYYY-MM-DD (the range is checked by `effectiveDateProblem`). */
export const effectiveDate = z.iso.date({ error: 'Enter the effective date as a real date, YYYY-MM-DD.' });

/** The version of the engagement the caller read; a stale one is refused with 409. */
export const engagementVersion = z.number({ error: 'Send the version of the engagement you read.' }).int().min(1);

export const statusChangeInput = z.object({
  /** The status to move to (spec 4.2). */
  status: z.enum(ALL_ENGAGEMENT_STATUSES as [AnyEngagementStatus, ...AnyEngagementStatus[]], {
    error: 'Choose a status.',
  }),
  /** Why: kept in the status history. */
  reason: changeReason,
  /** When the change takes effect. */
  effectiveDate,
  /** The student's intention for next year: required when the new status is Current or IoS (spec 4.2). */
  intention: z.enum(INTENTION_CHOICES, { error: 'Choose one of the intentions offered.' }).nullish(),
  version: engagementVersion,
});
export type StatusChangeInput = z.infer<typeof statusChangeInput>;

/** A list for a sentence: "IoS, Completed or Withdrawn". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The statuses the status-change call offers from `from`: the transitions of spec 4.2 but Transferred. */
export function statusChangeTargets(from: string): readonly AnyEngagementStatus[] {
  return nextEngagementStatuses(from).filter((s) => s !== 'Transferred');
}

/**
 * Why the status-change call refuses to move an engagement from `from` to `to`, or null when it
 * may. Transferred is reached only by a transfer, which makes the new engagement too.
 */
export function statusChangeRefusal(from: string, to: string): string | null {
  if (to === 'Transferred') return 'Transferred is set by a transfer to another programme: use Transfer instead.';
  if (from === to) return `The engagement is already ${from}.`;
  const targets = statusChangeTargets(from);
  if (targets.includes(to as AnyEngagementStatus)) return null;
  const allowed =
    targets.length === 0 ? `An engagement that is ${from} cannot change status.` : `It can move to ${orList(targets)}.`;
  return targets.length === 0 ? allowed : `An engagement that is ${from} cannot move to ${to}. ${allowed}`;
}

/** spec 4.2: the intention is asked for (and required) when the new status is Current or IoS. */
export function intentionRequiredFor(status: string): boolean {
  return intentionsRequired(status);
}

/** The latest effective date accepted: one year after `today` (changes may be entered ahead). */
export function latestEffectiveDate(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** The earliest effective date accepted: the first day of the system's records (spec 9). */
export const EARLIEST_EFFECTIVE_DATE = `${SYSTEM_START_YEAR}-01-01`;

/**
 * Why an effective date (YYYY-MM-DD, already a real date) is out of range, or null: not before
 * 1 January of the system start year (spec 9: 2017), not more than a year after `today` (UTC).
 */
export function effectiveDateProblem(date: string, today: string): string | null {
  if (date < EARLIEST_EFFECTIVE_DATE) return `The effective date cannot be before ${SYSTEM_START_YEAR}.`;
  if (date > latestEffectiveDate(today)) return 'The effective date cannot be more than a year from today.';
  return null;
}

const SESSION_STATUS_BY_ENGAGEMENT: Readonly<Record<string, EnrolmentSessionStatus>> = {
  Completed: 'Completed',
  Withdrawn: 'Incomplete',
  Terminated: 'Incomplete',
  IoS: 'Incomplete',
  Transferred: 'Transferred',
  Current: 'Current',
  Starting: 'Starting',
};

/**
 * The status the academic-year session takes when its engagement moves to `engagementStatus`, or
 * null to leave it: a finished year (Completed, Transferred) is never rewritten. Completed closes
 * the year as Completed; Withdrawn, Terminated and IoS leave it Incomplete; back to Current (or
 * Starting) reopens it.
 */
export function sessionStatusAfter(engagementStatus: string, sessionStatus: string): EnrolmentSessionStatus | null {
  if (sessionStatus === 'Completed' || sessionStatus === 'Transferred') return null;
  const next = SESSION_STATUS_BY_ENGAGEMENT[engagementStatus] ?? null;
  return next === sessionStatus ? null : next;
}

/** Statuses that end an engagement: the change's effective date becomes its end date. */
export const ENDING_STATUSES: readonly string[] = ['Completed', 'Withdrawn', 'Terminated', 'Transferred'];
