import { INCOMPLETE_USER_MESSAGE } from '@collegium/domain/error-catalogue';
import { loginFailureDetail } from '@collegium/domain/error-message';
import { statusText } from '@collegium/domain/http-status';
import { isApiError } from '../api-client.ts';

// spec 3, 4.1, 8: the login error: its code comes from the HTTP status; it keeps the status
// message and the details (the messages of the returned list joined by line breaks).

export interface SessionError {
  code: number | false;
  statusMessage: string;
  message: string;
  /** Detail messages joined by line breaks; '' when there are none. */
  details: string;
  /** First detail message per field (param), for showing next to the field. */
  fields: Record<string, string>;
}

export function sessionErrorFrom(error: unknown): SessionError {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { code: false, statusMessage: statusText(false), message, details: '', fields: {} };
  }
  const list = Array.isArray(error.body?.details) ? (error.body.details as unknown[]) : [];
  const fields: Record<string, string> = {};
  for (const entry of list) {
    const { message, param } = (entry ?? {}) as { message?: unknown; param?: unknown };
    if (typeof param === 'string' && typeof message === 'string' && !(param in fields)) fields[param] = message;
  }
  return {
    code: error.status,
    statusMessage: error.statusMessage,
    message: error.message,
    details: loginFailureDetail(list as { message?: unknown }[]),
    fields,
  };
}

// spec 5, 8: a retrieved user without id, name or email.
export function incompleteUserError(): SessionError {
  return { code: 422, statusMessage: statusText(422), message: INCOMPLETE_USER_MESSAGE, details: '', fields: {} };
}

// spec 8: a single-sign-on failure left in a cookie is shown as a 401 at the login page.
export function ssoError(message: string): SessionError {
  return { code: 401, statusMessage: statusText(401), message, details: '', fields: {} };
}
