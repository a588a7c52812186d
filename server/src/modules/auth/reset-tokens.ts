import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';

// Every password-reset link is made here (the administrator's, registration's for an address
// that has an account, onboarding's set-password link): a new link revokes the user's older,
// unused ones, so only the latest mail works (issue 11).

export interface NewResetLink {
  userId: number;
  createdBy: number | null;
  expiresAt: string;
  now: string;
}

/** Stores a new link's hash, deleting the user's unused older links; returns the token for the URL. */
export async function insertResetLink(
  trx: Transaction<Database>,
  secretKey: string,
  link: NewResetLink,
): Promise<string> {
  await revokeResetLinks(trx, link.userId);
  const token = newSecret();
  await trx
    .insertInto('password_resets')
    .values({
      token_hash: hashSecret(token, secretKey),
      user_id: link.userId,
      created_by: link.createdBy,
      created_at: link.now,
      expires_at: link.expiresAt,
      used_at: null,
    })
    .execute();
  return token;
}

/** Revokes every unused link of the user (spent ones stay as the record of their use). */
export async function revokeResetLinks(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
