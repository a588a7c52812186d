import { USER_ADMIN_REQUIREMENT } from '@collegium/domain/user-admin-requirement';
import { holdsSysadmin, refusalMessage, rightsChangeRefusal } from '@collegium/domain/permission-subset';
import { meetsRequirement, splitPermissions } from '@collegium/domain/permissions';
import type { UserAccount } from '@collegium/domain/user-accounts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { personName } from './person-name.ts';

// GET users/{id}/account (issue 15): the account as its administrator sees it, with the caller's
// abilities on it computed here, so the screen never decides rights itself.

type Executor = Kysely<Database> | Transaction<Database>;

export const missingUser = (id: number) => notFound(`There is no user with id ${id}.`);

/** The stored account row and its roles; 404 when there is none. */
export async function accountRow(db: Executor, id: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select([
      'users.id',
      'users.email',
      'users.active',
      'users.permissions',
      'users.sso_subject',
      'users.password_hash',
      'users.last_login_at',
      'users.created_at',
      'users.version',
      'people.first_name',
      'people.last_name',
      'people.preferred_name',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw missingUser(id);
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name', 'roles.permissions'])
    .where('user_roles.user_id', '=', id)
    .orderBy('roles.name')
    .execute();
  const permissions = [
    ...new Set([...roles.flatMap((r) => splitPermissions(r.permissions)), ...splitPermissions(row.permissions)]),
  ];
  return { ...row, roles, rights: permissions };
}

/** Why the caller may not manage an account with these rights, or null when they may. */
export function manageRefusal(auth: AuthContext, targetId: number, rights: readonly string[]): string | null {
  if (!meetsRequirement(auth.user.permissions, USER_ADMIN_REQUIREMENT))
    return 'Managing accounts needs users:* or admin:admin.';
  const refusal = rightsChangeRefusal({
    editor: auth.user.permissions,
    before: rights,
    after: rights,
    affectsSysadmin: holdsSysadmin(rights),
    affectsEditor: targetId === auth.user.id,
  });
  return refusal ? refusalMessage(refusal, 'this account') : null;
}

export async function loadAccount(db: Executor, id: number, auth: AuthContext): Promise<UserAccount> {
  const row = await accountRow(db, id);
  const sessions = await db
    .selectFrom('sessions')
    .select(['id_hash', 'user_id', 'real_user_id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where((eb) => eb.or([eb('user_id', '=', id), eb('real_user_id', '=', id)]))
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
  const reason = manageRefusal(auth, id, row.rights);
  return {
    id: row.id,
    name: personName(row),
    email: row.email,
    active: row.active === 1,
    roles: row.roles.map((r) => ({ id: r.id, name: r.name })),
    directPermissions: row.permissions,
    permissions: row.rights,
    ssoLinked: row.sso_subject !== null,
    passwordSet: row.password_hash !== null,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    version: row.version,
    sessions: sessions.map((s) => ({
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      expiresAt: s.expires_at,
      ip: s.ip,
      userAgent: s.user_agent,
      impersonation: s.real_user_id === null ? 'none' : s.user_id === id ? 'acted-as' : 'acting',
      current: s.id_hash === auth.sessionHash,
    })),
    abilities: { manage: reason === null, reason },
  };
}
