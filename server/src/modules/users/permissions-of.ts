import { splitPermissions } from '@collegium/domain/permissions';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** A user's effective permissions: every role's list plus the ones granted directly. */
export async function permissionsOf(db: Db, userId: number): Promise<string[]> {
  return permissionsIn(db.kysely, userId);
}

/** The same, read through a given connection or transaction. */
export async function permissionsIn(kysely: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await kysely
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['users.permissions as direct', 'roles.permissions as role'])
    .where('users.id', '=', userId)
    .execute();
  const all = rows.flatMap((r) => [...splitPermissions(r.role ?? ''), ...splitPermissions(r.direct)]);
  return [...new Set(all)];
}
