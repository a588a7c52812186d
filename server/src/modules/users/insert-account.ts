import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Creates a sign-in account for a person, with one role. Used by the seed and the admin CLI. */
export async function insertAccount(
  db: Kysely<Database> | Transaction<Database>,
  input: { personId: number; email: string; passwordHash: string | null; roleId: number; hub?: string | null },
): Promise<number> {
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      person_id: input.personId,
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash,
      sso_subject: null,
      hub: input.hub ?? null,
      programme: null,
      pathway: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: input.roleId }).execute();
  return user.id;
}
