import {
  intentionRequiredFor,
  statusChangeInput,
  type StatusChangeInput,
} from '@collegium/domain/engagement-status-change';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { issuesByField } from './write-errors.ts';

// The logic of the Change status dialog, apart from its markup: what it offers, when it asks for
// an intention, and what it sends.

export interface StatusChangeValues {
  status: string;
  reason: string;
  effectiveDate: string;
  intention: string;
}

/** spec 4.2: the allowed next statuses, but Transferred (the Transfer button does that). */
export function offeredStatuses(engagement: Pick<EngagementView, 'nextStatuses'>): string[] {
  return engagement.nextStatuses.filter((s) => s !== 'Transferred');
}

/** spec 4.2: the intention is asked for, and required, when the new status is Current or IoS. */
export const asksForIntention = (status: string) => intentionRequiredFor(status);

export function initialValues(engagement: Pick<EngagementView, 'intention'>, today: string): StatusChangeValues {
  return { status: '', reason: '', effectiveDate: today, intention: engagement.intention ?? '' };
}

export type StatusChangeCheck = { ok: true; input: StatusChangeInput } | { ok: false; errors: Record<string, string> };

/** Checks the values with the server's own rules and builds the request body. */
export function checkStatusChange(values: StatusChangeValues, version: number): StatusChangeCheck {
  const intention = asksForIntention(values.status) ? values.intention || null : null;
  const parsed = statusChangeInput.safeParse({
    status: values.status || undefined,
    reason: values.reason,
    effectiveDate: values.effectiveDate || undefined,
    intention,
    version,
  });
  const errors = parsed.success ? {} : issuesByField(parsed.error.issues);
  if (asksForIntention(values.status) && !intention)
    errors.intention ??= `Choose the student's intention for next year: it is required when the status is ${values.status}.`;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
