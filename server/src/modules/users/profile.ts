import { pictureAddress } from './profile-picture.ts';
import type { PasswordChangeInput, UserProfile } from '@collegium/domain/user-profile';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, conflict, validationFailed } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { loadAccount } from './account.ts';
import { personName } from './person-name.ts';

// The user-profile route (spec 2.5, issue 15): a signed-in user's own name, password and
// sessions. Changes are refused while acting as someone else: a profile is its owner's to change.

export function refuseWhileImpersonating(auth: AuthContext) {
  if (auth.realUserId !== null)
    throw new AppError(409, 'impersonating', 'You are acting as someone else: their profile is theirs to change.');
}

export async function loadProfile(db: Db, auth: AuthContext, apiPrefix = '/api'): Promise<UserProfile> {
  const person = await db.kysely
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select([
      'people.first_name',
      'people.last_name',
      'people.preferred_name',
      'people.picture_url',
      'people.picture_file_id',
      'people.version',
    ])
    .where('users.id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  const account = await loadAccount(db.kysely, auth.user.id, auth);
  return {
    id: account.id,
    name: personName(person),
    firstName: person.first_name,
    lastName: person.last_name,
    preferredName: person.preferred_name,
    email: account.email,
    picture: pictureAddress(apiPrefix, person),
    ssoLinked: account.ssoLinked,
    passwordSet: account.passwordSet,
    lastLoginAt: account.lastLoginAt,
    version: person.version,
    // Only the sessions of this account itself (not those in which it acts as someone else).
    sessions: account.sessions.filter((s) => s.impersonation !== 'acting'),
  };
}

export async function saveNames(
  db: Db,
  auth: AuthContext,
  input: { firstName: string; lastName: string; preferredName: string | null; version: number },
  ip: string,
) {
  refuseWhileImpersonating(auth);
  await db.kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('people')
      .select(['id', 'first_name', 'last_name', 'preferred_name', 'version'])
      .where('id', '=', auth.user.personId)
      .executeTakeFirstOrThrow();
    if (before.version !== input.version) throw conflict(STALE_VERSION_MESSAGE);
    const changes = [
      { field: 'firstName', before: before.first_name, after: input.firstName },
      { field: 'lastName', before: before.last_name, after: input.lastName },
      { field: 'preferredName', before: before.preferred_name, after: input.preferredName },
    ].filter((c) => c.before !== c.after);
    if (changes.length === 0) return;
    await trx
      .updateTable('people')
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        preferred_name: input.preferredName,
        updated_at: new Date().toISOString(),
        version: before.version + 1,
      })
      .where('id', '=', before.id)
      .execute();
    await recordAudit(trx, {
      actorUserId: auth.user.id,
      entity: 'users',
      entityId: auth.user.id,
      action: 'profile',
      changes,
      ip,
    });
  });
}

/** Sets a new password after checking the current one; every other session of the account ends. */
export async function changePassword(db: Db, auth: AuthContext, input: PasswordChangeInput, ip: string) {
  refuseWhileImpersonating(auth);
  const row = await db.kysely
    .selectFrom('users')
    .select(['password_hash'])
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  if (!row.password_hash) {
    throw validationFailed([
      { param: 'currentPassword', message: 'Your account has no password yet: ask for a link to set one.' },
    ]);
  }
  if (!(await verifyPassword(input.currentPassword, row.password_hash))) {
    throw validationFailed([{ param: 'currentPassword', message: 'That is not your current password.' }]);
  }
  if (input.newPassword === input.currentPassword) {
    throw validationFailed([{ param: 'newPassword', message: 'Choose a password different from the current one.' }]);
  }
  const hash = await hashPassword(input.newPassword);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: hash, updated_at: new Date().toISOString() })
      .where('id', '=', auth.user.id)
      .execute();
    await endOtherSessions(trx, auth);
    await recordAudit(trx, {
      actorUserId: auth.user.id,
      entity: 'users',
      entityId: auth.user.id,
      action: 'password.changed',
      ip,
    });
  });
}

/** Every session of the account but the one asking ends (and those in which it acts as someone else). */
export async function endOtherSessions(
  trx: Kysely<Database> | Transaction<Database>,
  auth: AuthContext,
): Promise<number> {
  const result = await trx
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('user_id', '=', auth.user.id), eb('real_user_id', '=', auth.user.id)]))
    .where('id_hash', '!=', auth.sessionHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
