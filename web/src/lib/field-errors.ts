import { isApiError } from './api-client.ts';

// The API's 422 details split by field, for the forms that show them beside their fields.

const detailsOf = (error: unknown) => (isApiError(error) ? (error.body?.details ?? []) : []);

export const fieldError = (error: unknown, param: string) =>
  detailsOf(error)
    .filter((d) => d.param === param)
    .map((d) => d.message)
    .join(' ');

/** What is not tied to one of `params` (a 403, 404 or 409, or another field). */
export function otherError(error: unknown, params: readonly string[]): string | null {
  if (!error) return null;
  const rest = detailsOf(error).filter((d) => !params.includes(d.param));
  if (rest.length > 0) return rest.map((d) => d.message).join(' ');
  return detailsOf(error).length > 0 ? null : error instanceof Error ? error.message : 'That did not work.';
}
