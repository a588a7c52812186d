import { hasPermission } from '@collegium/domain/permissions';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { personName } from '../users/person-name.ts';
import { permissionsOf } from '../users/permissions-of.ts';

// The current user as spec 3 and 7.1 describe it. The schema is also the response schema, so
// only these fields ever leave the server.

const token = z.object({
  name: z.string(),
  createdAt: z.string().optional(),
  expiresAt: z.string().nullable().optional(),
});

export const currentUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** URL of the user's photo, or null. */
  picture: z.string().nullable(),
  /** Spec 3: the role field is left empty; permissions carry the roles (role:hd ...). */
  role: z.literal(''),
  permissions: z.array(z.string()),
  hub: z.string().nullable(),
  programme: z.string().nullable(),
  pathway: z.string().nullable(),
  /** While impersonating only the names are kept (spec 3). */
  tokens: z.array(token),
  /** The real user while impersonating (spec 3: the overriding user). */
  overridingUser: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  /**
   * Spec 6: a student is an account with forms:student AND a student record; only then does the
   * web load {api}/forms/student and show Student Forms. A staff wildcard makes nobody a student.
   */
  isStudent: z.boolean(),
  /** An account with applications:apply AND an application of its own (My Application). */
  isApplicant: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

async function userSummary(db: Db, userId: number) {
  const row = await db.kysely
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select(['users.id', 'users.email', 'people.first_name', 'people.last_name', 'people.preferred_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, name: personName(row), email: row.email } : null;
}

export async function loadCurrentUser(db: Db, userId: number, realUserId: number | null): Promise<CurrentUser> {
  const row = await db.kysely
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .leftJoin('students', 'students.person_id', 'people.id')
    .select([
      'users.id',
      'users.email',
      'users.hub',
      'users.programme',
      'users.pathway',
      'people.first_name',
      'people.last_name',
      'people.preferred_name',
      'people.picture_url',
      'students.hub as student_hub',
      'students.programme_code',
      'students.pathway as student_pathway',
      'students.id as student_id',
      'people.id as person_id',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('That user no longer exists.');
  const tokens = await db.kysely
    .selectFrom('user_tokens')
    .select(['name', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
  const overridingUser = realUserId === null ? null : await userSummary(db, realUserId);
  const permissions = await permissionsOf(db, userId);
  const application = hasPermission(permissions, 'applications:apply')
    ? await db.kysely
        .selectFrom('applications')
        .select('id')
        .where('person_id', '=', row.person_id)
        .limit(1)
        .executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    name: personName(row),
    email: row.email,
    picture: row.picture_url,
    role: '',
    permissions,
    // A student's hub, programme and pathway come from their student record.
    hub: row.student_hub ?? row.hub,
    programme: row.programme_code ?? row.programme,
    pathway: row.student_pathway ?? row.pathway,
    tokens: overridingUser
      ? tokens.map((t) => ({ name: t.name }))
      : tokens.map((t) => ({ name: t.name, createdAt: t.created_at, expiresAt: t.expires_at })),
    overridingUser,
    isStudent: row.student_id !== null && hasPermission(permissions, 'forms:student'),
    isApplicant: application !== undefined,
  };
}
