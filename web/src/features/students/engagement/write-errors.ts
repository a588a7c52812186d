import { isApiError } from '../../../lib/api-client.ts';
import { isStaleVersion } from '../../../components/ui/stale-version-alert.tsx';

// How an engagement dialog shows a refused write: 422 details beside their fields (others, and the
// message, above them), and a 409 as "changed by someone else".

export interface WriteErrors {
  /** Field name → message. */
  fields: Record<string, string>;
  /** Messages that belong to no field of the dialog. */
  form: string[];
  /** 409: the engagement changed since it was read. */
  stale: boolean;
}

export const NO_ERRORS: WriteErrors = { fields: {}, form: [], stale: false };

interface Detail {
  message?: unknown;
  param?: unknown;
}

/** The errors to show for a failed write, or null when it is not one the dialog shows itself. */
export function writeErrorsFrom(error: unknown, fieldNames: readonly string[]): WriteErrors | null {
  if (!isApiError(error)) return null;
  if (isStaleVersion(error)) return { fields: {}, form: [], stale: true };
  if (error.status !== 422) return null;
  const fields: Record<string, string> = {};
  const form: string[] = [];
  const details = Array.isArray(error.body?.details) ? (error.body.details as Detail[]) : [];
  for (const detail of details) {
    const message = typeof detail.message === 'string' ? detail.message : error.message;
    const param = typeof detail.param === 'string' ? detail.param.split('.')[0] : undefined;
    if (param !== undefined && fieldNames.includes(param) && fields[param] === undefined) fields[param] = message;
    else form.push(message);
  }
  if (details.length === 0) form.push(error.message);
  return { fields, form, stale: false };
}

/** Today in the reader's own calendar, YYYY-MM-DD (the default effective date). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A zod result's issues as field → first message. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= issue.message;
  }
  return fields;
}
