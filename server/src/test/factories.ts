import { programmeLevels } from '@collegium/domain/programme-levels';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertEngagement } from '../modules/engagements/engagement-records.ts';

// Factories for test records: sensible defaults, every field overridable.

export const TEST_PASSWORD = 'correct-horse-battery';
/**
 * scrypt's N for the factories' users: every sign-in re-derives the key at the stored cost, and
 * the API suites sign in thousands of times; at the app's 16384 each costs ~50 ms of CPU, at 1024
 * a sixteenth of that. Passwords the app itself sets keep the app's cost (login.test.ts checks it).
 */
const TEST_HASH_COST = 1024;
let hashed: Promise<string> | null = null;
let sequence = 0;

export interface BuiltUser {
  id: number;
  personId: number;
  email: string;
  password: string;
}

export async function buildUser(
  db: Db,
  overrides: {
    email?: string;
    permissions?: string;
    firstName?: string;
    lastName?: string;
    active?: boolean;
    roleName?: string;
    rolePermissions?: string;
  } = {},
): Promise<BuiltUser> {
  sequence++;
  hashed ??= hashPassword(TEST_PASSWORD, TEST_HASH_COST);
  const now = new Date().toISOString();
  const email = overrides.email ?? `user${sequence}-${Date.now()}@test.college`;
  const person = await db.kysely
    .insertInto('people')
    .values({
      title: null,
      first_name: overrides.firstName ?? `First${sequence}`,
      last_name: overrides.lastName ?? `Last${sequence}`,
      preferred_name: null,
      email,
      phone: null,
      address1: null,
      address2: null,
      city: null,
      county: null,
      post_code: null,
      date_of_birth: null,
      picture_url: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db.kysely
    .insertInto('users')
    .values({
      person_id: person.id,
      email,
      password_hash: await hashed,
      sso_subject: null,
      active: overrides.active === false ? 0 : 1,
      hub: null,
      programme: null,
      pathway: null,
      permissions: overrides.permissions ?? '',
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (overrides.rolePermissions !== undefined) {
    const role = await db.kysely
      .insertInto('roles')
      .values({
        name: overrides.roleName ?? `Role ${sequence}`,
        description: null,
        permissions: overrides.rolePermissions,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  }
  return { id: user.id, personId: person.id, email, password: TEST_PASSWORD };
}

export interface StudentOverrides {
  partnerId?: number;
  hub?: string;
  programmeCode?: string;
  status?: string;
  level?: string;
  personalTutorId?: number | null;
  startIntake?: string;
  /** The academic year of the engagement's session (2026 by default). */
  sessionYear?: number;
  sessionStatus?: string;
}

/**
 * A student on `personId` with one engagement (BTh level 4, Current, Durham by default) and that
 * engagement's session; the students row carries the engagement's summary as in production.
 */
export async function buildStudent(db: Db, personId: number, overrides: StudentOverrides = {}) {
  sequence++;
  const now = new Date().toISOString();
  const programmeCode = overrides.programmeCode ?? 'BTh';
  const status = overrides.status ?? 'Current';
  const student = await db.kysely
    .insertInto('students')
    .values({
      person_id: personId,
      partner_id: overrides.partnerId ?? 1_000_000 + sequence,
      hub: overrides.hub ?? 'Durham',
      programme_code: programmeCode,
      pathway: null,
      status,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'partner_id'])
    .executeTakeFirstOrThrow();
  const engagementId = await insertEngagement(
    db.kysely,
    {
      studentId: student.id,
      programmeCode,
      level: overrides.level ?? programmeLevels(programmeCode)[0] ?? null,
      status,
      pace: 'PT',
      hub: overrides.hub ?? 'Durham',
      personalTutorId: overrides.personalTutorId ?? null,
      startIntake: overrides.startIntake ?? '2026-09-01',
      sessionYear: overrides.sessionYear ?? 2026,
      sessionStatus: overrides.sessionStatus ?? (status === 'Starting' ? 'Starting' : 'Current'),
    },
    now,
  );
  return { ...student, engagementId };
}

/** Signs in through the real endpoint and returns the Cookie header for later calls. */
export async function login(app: FastifyInstance, user: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'collegium_session');
  if (!cookie) throw new Error('no session cookie');
  return `collegium_session=${cookie.value}`;
}
