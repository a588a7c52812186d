import { hasPermission } from '@collegium/domain/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';

// mystudents/allphotos (spec 2.4): every current student, except that a hub director (role:hd)
// with a hub on their account (users.hub) sees that hub's students only.

/** The hub the viewer's all-photos grid is limited to, or null for every hub. */
export async function allPhotosHub(db: Kysely<Database>, user: AuthUser): Promise<string | null> {
  if (!hasPermission(user.permissions, 'role:hd')) return null;
  const row = await db.selectFrom('users').select('hub').where('id', '=', user.id).executeTakeFirst();
  return row?.hub?.trim() || null;
}
