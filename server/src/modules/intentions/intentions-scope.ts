import { hasPermission } from '@collegium/domain/permissions';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';

// spec 2.4: intentions are open to role:hd, role:pd or students:recruitment. Who sees which
// students (ours): students:recruitment sees everyone; otherwise a hub director sees the students
// of their hub (users.hub) and a programme director those of their programme (users.programme).
// A user holding both roles sees both groups; a role without its hub or programme set gives none.

export interface IntentionsScope {
  /** Every student. */
  all: boolean;
  /** The hub a hub director sees, when they are one and it is set. */
  hub: string | null;
  /** The programme a programme director sees, when they are one and it is set. */
  programme: string | null;
}

export async function intentionsScope(db: Db, auth: AuthContext): Promise<IntentionsScope> {
  const held = auth.user.permissions;
  if (hasPermission(held, 'students:recruitment')) return { all: true, hub: null, programme: null };
  const user = await db.kysely
    .selectFrom('users')
    .select(['hub', 'programme'])
    .where('id', '=', auth.user.id)
    .executeTakeFirst();
  return {
    all: false,
    hub: hasPermission(held, 'role:hd') ? user?.hub?.trim() || null : null,
    programme: hasPermission(held, 'role:pd') ? user?.programme?.trim() || null : null,
  };
}

/** The condition an engagement (aliased `e`) meets to be in the scope. */
export function inScope(scope: IntentionsScope): Expression<SqlBool> {
  if (scope.all) return sql<SqlBool>`1 = 1`;
  const parts = [
    ...(scope.hub ? [sql<SqlBool>`${sql.ref('e.hub')} = ${scope.hub}`] : []),
    ...(scope.programme ? [sql<SqlBool>`${sql.ref('e.programme_code')} = ${scope.programme}`] : []),
  ];
  return parts.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
