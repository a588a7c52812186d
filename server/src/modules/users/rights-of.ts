import { splitPermissions } from '@collegium/domain/permissions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Every right of some accounts, read inside a write's transaction: each role's list plus the
// permissions granted directly (the same sum the session store makes per request).

type Executor = Kysely<Database> | Transaction<Database>;

export async function rightsOfUsers(db: Executor, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['users.id', 'users.permissions as direct', 'roles.permissions as role'])
    .where('users.id', 'in', [...userIds])
    .execute();
  for (const r of rows) {
    const list = out.get(r.id) ?? splitPermissions(r.direct);
    out.set(r.id, [...new Set([...list, ...splitPermissions(r.role ?? '')])]);
  }
  return out;
}

/** The accounts holding a role. */
export async function holdersOf(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.user_id);
}
