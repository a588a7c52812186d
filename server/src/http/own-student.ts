import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type AuthContext, requireAuth } from './access.ts';
import { notFound } from './errors.ts';
import { type Actor, actorOf } from './actor.ts';

// Every portal call works on the signed-in student only (DESIGN 4): the student is found from the
// session's person, never from an id in the path, query or body.

export interface OwnStudent {
  id: number;
  personId: number;
  currentEngagementId: number | null;
  auth: AuthContext;
  actor: Actor;
}

export const NO_STUDENT_MESSAGE = 'No student record is linked to this account. Please contact the registry.';

export async function ownStudent(db: Kysely<Database>, request: FastifyRequest): Promise<OwnStudent> {
  const auth = await requireAuth(request);
  const row = await db
    .selectFrom('students')
    .select(['id', 'current_engagement_id'])
    .where('person_id', '=', auth.user.personId)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw notFound(NO_STUDENT_MESSAGE);
  return {
    id: row.id,
    personId: auth.user.personId,
    currentEngagementId: row.current_engagement_id,
    auth,
    actor: actorOf(auth, request.ip),
  };
}
