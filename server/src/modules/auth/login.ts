import { hasPermission } from '@collegium/domain/permissions';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { type Lockout, lockedMessage } from './lockout.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { permissionsOf } from '../users/permissions-of.ts';

export const INVALID_CREDENTIALS = 'The e-mail address or password is not correct.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function locked(until: Date) {
  return new AppError(423, 'account_locked', lockedMessage(until));
}

/**
 * Checks an e-mail and password and returns the user id. An unknown e-mail and a wrong password
 * get the same answer after the same work (a password hash is always verified).
 */
export async function checkCredentials(
  db: Db,
  lockout: Lockout,
  input: { email: string; password: string; sysadmin?: boolean },
): Promise<number> {
  const email = normaliseEmail(input.email);
  const until = await lockout.lockedUntil(email);
  if (until) throw locked(until);

  const user = await db.kysely
    .selectFrom('users')
    .select(['id', 'password_hash', 'active'])
    .where('email', '=', email)
    .executeTakeFirst();
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !user.password_hash || !ok) {
    const lockedNow = await lockout.recordFailure(email);
    if (lockedNow) throw locked(lockedNow);
    throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  await lockout.clear(email);
  if (!user.active) throw new AppError(403, 'account_disabled', 'This account has been disabled. Please contact the registry.');
  if (input.sysadmin && !hasPermission(await permissionsOf(db, user.id), 'admin:sysadmin')) {
    throw new AppError(403, 'forbidden', 'This sign-in is for system administrators only.');
  }
  return user.id;
}
