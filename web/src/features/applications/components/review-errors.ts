import { isApiError } from '../../../lib/api-client.ts';
import { isStaleVersion, reloadedMessage } from '../../../components/ui/stale-version-alert.tsx';

// How a review write that was refused is shown: 422 details by field, a 409 as "changed by
// someone else" (the record has been read again by then).

export const STALE_MESSAGE = reloadedMessage('application');

export interface ReviewErrors {
  fields: Record<string, string>;
  form: string | null;
}

export const NO_ERRORS: ReviewErrors = { fields: {}, form: null };

/** The errors to show, or null when the failure is not one the form shows itself. */
export function reviewErrorsFrom(error: unknown, fieldNames: readonly string[]): ReviewErrors | null {
  if (!isApiError(error)) return null;
  if (isStaleVersion(error)) return { fields: {}, form: STALE_MESSAGE };
  if (error.status !== 422) return null;
  const fields: Record<string, string> = {};
  const other: string[] = [];
  const details = Array.isArray(error.body?.details)
    ? (error.body.details as { message?: unknown; param?: unknown }[])
    : [];
  for (const d of details) {
    const message = typeof d.message === 'string' ? d.message : error.message;
    if (typeof d.param === 'string' && fieldNames.includes(d.param)) fields[d.param] = message;
    else other.push(message);
  }
  return { fields, form: other.length > 0 ? other.join(' ') : details.length === 0 ? error.message : null };
}
