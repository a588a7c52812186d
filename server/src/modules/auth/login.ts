import { hasPermission } from '@collegium/domain/permissions';
import { recordAudit } from '../../audit/audit-log.ts';
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
  ip: string,
): Promise<number> {
  const email = normaliseEmail(input.email);
  const attempt = await lockout.check(email, ip);
  if (attempt.lockedUntil) throw locked(attempt.lockedUntil);
  if (attempt.slowSeconds > 0) await new Promise((resolve) => setTimeout(resolve, attempt.slowSeconds * 1000));

  const user = await db.kysely
    .selectFrom('users')
    .select(['id', 'password_hash', 'active'])
    .where('email', '=', email)
    .executeTakeFirst();
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !user.password_hash || !ok) {
    const lockedNow = await lockout.recordFailure(email, ip);
    if (lockedNow) throw locked(lockedNow);
    throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  await lockout.clear(email, ip);
  if (!user.active)
    throw new AppError(403, 'account_disabled', 'This account has been disabled. Please contact the registry.');
  if (input.sysadmin && !hasPermission(await permissionsOf(db, user.id), 'admin:sysadmin')) {
    throw new AppError(403, 'forbidden', 'This sign-in is for system administrators only.');
  }
  return user.id;
}

/** Notes a sign-in on the account (when, and the work account it came through) and in the audit log. */
export async function recordSignIn(
  db: Db,
  userId: number,
  ip: string,
  via: { action: 'login' } | { action: 'login.sso'; ssoSubject: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db.kysely
    .updateTable('users')
    .set(via.action === 'login.sso' ? { sso_subject: via.ssoSubject, last_login_at: now } : { last_login_at: now })
    .where('id', '=', userId)
    .execute();
  await recordAudit(db.kysely, { actorUserId: userId, entity: 'users', entityId: userId, action: via.action, ip });
}

/** The account a work account signs in to: the one linked to it, else the one with its e-mail address. */
export async function ssoAccount(db: Db, subject: string, email: string) {
  return db.kysely
    .selectFrom('users')
    .select(['id', 'active', 'sso_subject'])
    .where((eb) => eb.or([eb('sso_subject', '=', subject), ...(email ? [eb('email', '=', email)] : [])]))
    .orderBy('sso_subject')
    .executeTakeFirst();
}
