import { statusText } from './http-status.ts';

// spec 8, DESIGN 4: the one shape of every error body the server sends. Plain types here, so the
// web shell's API client does not load zod before the first form needs it (issue 19: initial JS
// budget); the zod schema of the same shape is in error-body-schema.ts.
export interface ApiErrorDetail {
  /** What is wrong, for a person to read. */
  message: string;
  /** The field (path) it is about. */
  param: string;
}

/** `{ status, code, message, details?: { message, param }[] }` */
export interface ApiErrorBody {
  /** HTTP status, repeated in the body. */
  status: number;
  /** Machine-readable error code. */
  code: string;
  /** The main message. */
  message: string;
  /** One entry per bad field on a validation failure (422). */
  details?: ApiErrorDetail[] | undefined;
}

/** A failed call as the client sees it: the server's body, the status (false with no response), the network message. */
export type RequestFailure = string | { data?: unknown; status?: number | false; networkMessage?: string };

export const UNHANDLED_ERROR_MESSAGE = "getResponseErrorMessage can't handle error";

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

// spec 8: the message of a failed form call, in order: the server's error.message; the first
// entry's message in error.details; the error itself if it is a string; the HTTP status text;
// the network error message; otherwise the fallback. The body is read leniently: a server that
// sends only part of the shape still gets its message shown.
export function selectErrorMessage(failure: RequestFailure | null | undefined): string {
  if (typeof failure === 'string') {
    return failure.length > 0 ? failure : UNHANDLED_ERROR_MESSAGE;
  }
  const data = failure?.data;
  const message = field(data, 'message');
  if (nonEmpty(message)) return message;
  const details = field(data, 'details');
  const firstDetail = Array.isArray(details) ? field(details[0], 'message') : undefined;
  if (nonEmpty(firstDetail)) return firstDetail;
  if (typeof failure?.status === 'number') return statusText(failure.status);
  if (nonEmpty(failure?.networkMessage)) return failure.networkMessage;
  return UNHANDLED_ERROR_MESSAGE;
}

const detailLine = (entry: unknown): string => {
  const message = field(entry, 'message');
  const param = field(entry, 'param');
  if (typeof message !== 'string') return JSON.stringify(entry) ?? String(entry);
  return nonEmpty(param) ? `${message} (${param})` : message;
};

// spec 8: the details of a 422 or 500, one line each as 'message (param)'; details that are not
// a list are shown as JSON on one line. No details gives no lines.
export function formatErrorDetails(details: unknown): string[] {
  if (details === undefined || details === null) return [];
  if (!Array.isArray(details)) return [JSON.stringify(details) ?? String(details)];
  return details.map(detailLine);
}

// spec 5, 8: a login failure shows the messages of the returned error list joined with line breaks.
export function loginFailureDetail(errors: readonly ({ message?: unknown } | string)[] | null | undefined): string {
  if (!errors) return '';
  return errors
    .map((e) => (typeof e === 'string' ? e : field(e, 'message')))
    .filter(nonEmpty)
    .join('\n');
}
