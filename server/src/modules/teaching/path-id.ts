import { notFound } from '../../http/errors.ts';

const MAX_ID = 2_147_483_647;

/** A record id from the path; anything that cannot be one is simply not found (`what` names it). */
export function pathId(raw: string | undefined, what: string): number {
  const text = raw ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw notFound(`There is no ${what} with id ${text}.`);
  return id;
}
