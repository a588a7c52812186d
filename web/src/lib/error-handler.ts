import { AGREEMENT_REQUIRED_CODE } from '@collegium/domain/agreement-path';
import { SESSION_EXPIRED_MESSAGE, accountingConnectionMessage } from '@collegium/domain/error-catalogue';
import { formatErrorDetails } from '@collegium/domain/error-message';
import { isApiError } from './api-client.ts';
import { getConfig } from './config.ts';
import { useSessionStore } from './session/session-store.ts';
import { useSnackbarStore } from './snackbar-store.ts';

// spec 8: the one place that turns a failed call into what the user sees.

export interface ErrorNotice {
  message: string;
  /** The general error display stays until closed; other notices go by themselves. */
  permanent: boolean;
  /** A 401: the session is over and the app goes to /. */
  sessionExpired: boolean;
}

/** What the error catalogue (spec 8) says to show for `error`. */
export function errorNotice(error: unknown, providerName: string): ErrorNotice {
  const notice = (message: string, permanent = false): ErrorNotice => ({ message, permanent, sessionExpired: false });
  if (!isApiError(error)) return notice(error instanceof Error ? error.message : String(error));
  if (error.status === 401) return { message: SESSION_EXPIRED_MESSAGE, permanent: false, sessionExpired: true };
  if (error.status === 500 && error.code === 'accounting_provider') {
    const serverMessage = typeof error.body?.message === 'string' ? error.body.message : error.message;
    return notice(accountingConnectionMessage(providerName, serverMessage));
  }
  if (error.status === 422 || error.status === 500) {
    // The general error display: the message, then each detail as 'message (param)'.
    return notice([error.message, ...formatErrorDetails(error.body?.details)].join('\n'), true);
  }
  return notice(error.message);
}

let navigate: (to: string) => void = (to) => window.location.assign(to);

/** Lets the router do the navigation of a 401 (wired at start-up). */
export function setErrorNavigation(fn: (to: string) => void): void {
  navigate = fn;
}

let agreementRequired: () => void = () => undefined;

/** What to do when the API asks for the policies to be accepted first (wired at start-up). */
export function setAgreementRequiredHandler(fn: () => void): void {
  agreementRequired = fn;
}

/**
 * Shows `error` as spec 8 says; a 401 also ends the local session and goes to /. A 403
 * `agreement_required` (issue 15) shows nothing: the shell asks for the policies instead.
 */
export function handleApiError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (isApiError(error) && error.status === 403 && error.code === AGREEMENT_REQUIRED_CODE) {
    agreementRequired();
    return;
  }
  const { message, permanent, sessionExpired } = errorNotice(error, getConfig().accountingProviderName);
  useSnackbarStore.getState().notifyError(message, { permanent });
  if (sessionExpired) {
    useSessionStore.getState().endSession();
    navigate('/');
  }
}
