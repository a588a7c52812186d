// spec 8: the fixed messages of the error catalogue.

// spec 8: any 401 shows this and goes to /.
export const SESSION_EXPIRED_MESSAGE = 'Session expired - please login again';

// spec 2.2, 8: a route the user may not open.
export const PAGE_FORBIDDEN_MESSAGE = 'You do not have permission to access this page';

// Issue 19: a student or applicant area opened by an account that is neither (the administrator's
// `*` grants the rights, not a student record or an application).
export const AUDIENCE_FORBIDDEN_MESSAGE: Readonly<Record<'student' | 'applicant', string>> = {
  student: 'This area is for students. Your account is not linked to a student record.',
  applicant: 'This area is for applicants. Your account has no application.',
};

// spec 5, 8: a current user lacking id, name or email (set as a 422 login error).
export const INCOMPLETE_USER_MESSAGE = 'User must contain at least id, name and email';

// spec 8: a 500 carrying the accounting-provider error code.
export function accountingConnectionMessage(providerName: string, message: string): string {
  return `${providerName} connection problem: ${message}`;
}
