// spec 2.5 agreement (issue 15): where a user is asked to accept the current policies. Its own
// file (no zod) because the shell, in the web app's first chunk, reads it.
export const AGREEMENT_PATH = '/agreement';

/** The API's answer (403) to a call made while a policy waits to be accepted (issue 15). */
export const AGREEMENT_REQUIRED_CODE = 'agreement_required';
