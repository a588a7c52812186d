import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from './access.ts';

// Who is acting (the rule written once): the real user at the keyboard, and whom they act as
// while impersonating. Handlers take an `Actor` from `actorOf`; audit entries take their actor
// fields from `auditActor`, never spelled out by hand.

export interface Actor {
  userId: number;
  asUserId: number | null;
  ip: string | null;
  /** The rights the call is made with (the acted-as user's while impersonating). */
  permissions: readonly string[];
  /** The account whose rights are in effect (the acted-as one while impersonating) and those rights. */
  effective?: { userId: number; permissions: readonly string[] };
}

/** The fields an audit entry names its actor by. */
export interface AuditActor {
  actorUserId: number;
  asUserId: number | null;
}

export function actorOf(auth: AuthContext, ip: string | null): Actor {
  return {
    userId: auth.realUserId ?? auth.user.id,
    asUserId: auth.realUserId ? auth.user.id : null,
    ip,
    permissions: auth.user.permissions,
    effective: { userId: auth.user.id, permissions: auth.user.permissions },
  };
}

/** The audit actor of a signed-in call, or of an `Actor` already taken from one. */
export function auditActor(who: AuthContext | Pick<Actor, 'userId' | 'asUserId'>): AuditActor {
  if ('user' in who)
    return { actorUserId: who.realUserId ?? who.user.id, asUserId: who.realUserId ? who.user.id : null };
  return { actorUserId: who.userId, asUserId: who.asUserId };
}

/** The recording user's name, as the history shows it. */
export async function recorderName(trx: Transaction<Database> | Kysely<Database>, actor: Actor): Promise<string> {
  const userId = actor.effective?.userId ?? actor.userId;
  const row = await trx
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select(['people.first_name', 'people.last_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : `User ${userId}`;
}
