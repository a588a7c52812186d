// spec 8: the text shown for an HTTP status.
const STATUS_TEXTS: Readonly<Record<number, string>> = {
  200: 'All done. Request successfully executed',
  201: 'Data successfully created',
  204: 'No content',
  400: 'Bad Request',
  401: 'Needs authentication',
  403: 'Access forbidden',
  404: 'Not found',
  422: 'Validation error',
  500: 'Service error',
  503: 'Service Unavailable',
};

export const DEFAULT_STATUS_TEXT = 'Something wrong. Client default error message';

/** The spec 8 text for a status; any other status (or none: `false` when there was no response). */
export function statusText(status: number | false | undefined): string {
  if (typeof status !== 'number' || !Object.hasOwn(STATUS_TEXTS, status)) return DEFAULT_STATUS_TEXT;
  return STATUS_TEXTS[status] ?? DEFAULT_STATUS_TEXT;
}

// spec 7.3: a response counts as success when its status is at least 200 and below 400.
export function isSuccessStatus(status: number | false | undefined): boolean {
  return typeof status === 'number' && status >= 200 && status < 400;
}
