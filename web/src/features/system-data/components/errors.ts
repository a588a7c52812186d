import { isApiError } from '../../../lib/api-client.ts';

/** The messages of a 422 for one field. */
export function fieldMessages(error: unknown, param: string): string[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return (error.body?.details ?? []).filter((d) => d.param === param).map((d) => d.message);
}

/** A refusal not about one field (403, 409, a network failure), as one sentence. */
export function generalMessage(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status === 422) return (error.body?.details?.length ?? 0) > 0 ? null : error.message;
  return isApiError(error) ? error.message : 'The change could not be saved. Please try again.';
}
