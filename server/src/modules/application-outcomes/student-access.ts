import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { registerJobType } from '../jobs/registry.ts';
import { normaliseEmail } from '../auth/login.ts';
import { insertAccount } from '../users/insert-account.ts';

// Issue 6: the new student's account gains the portal (forms:student). The project's decision
// (ARCHITECTURE, issue 6): the portal opens when the place is confirmed, not on the intake date,
// because the portal is where a new student does what the college needs before the first day
// (personal details, emergency contacts, residential needs, DBS, policies, confirming
// enrolment) and the "accounts" onboarding e-mail sent then tells them to sign in. A person
// confirmed without an account (an application entered by staff) gets one without a password;
// the accounts e-mail carries a link to set it (onboarding-send.ts).

export const STUDENT_ACCESS_JOB = 'student-access.grant';
export const STUDENT_ROLE = 'Student';
// What the Student role holds when a database without demo data first needs it: the portal, the
// HESA questions every UK student answers, and the bursary application (shown only while the
// bursaries feature is on).
export const STUDENT_PERMISSIONS = 'forms:student forms:hesa forms:bursary';

export interface StudentAccessPayload {
  engagementId: number;
}

/** Engagement statuses at which the account gets the portal. */
export const BEGINNING = new Set(['Starting', 'Current']);

type Trx = Transaction<Database>;

async function studentRoleId(trx: Trx, now: string): Promise<number> {
  const role = await trx.selectFrom('roles').select('id').where('name', '=', STUDENT_ROLE).executeTakeFirst();
  if (role) return role.id;
  // A database started without demo data has no roles yet (like the Applicant role).
  const created = await trx
    .insertInto('roles')
    .values({
      name: STUDENT_ROLE,
      description: 'A student using the portal.',
      permissions: STUDENT_PERMISSIONS,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Adds the Student role to the account (once); true when it was added now. */
async function grantStudentRole(trx: Trx, userId: number, engagementId: number, now: string): Promise<boolean> {
  const roleId = await studentRoleId(trx, now);
  const held = await trx
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  if (held) return false;
  await trx.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
  await recordAudit(trx, {
    actorUserId: null,
    entity: 'users',
    entityId: userId,
    action: 'role-granted',
    changes: { role: STUDENT_ROLE, engagementId },
  });
  return true;
}

export type PortalAccess =
  | { userId: number; outcome: 'created' | 'granted' | 'already' }
  | { userId: null; outcome: 'no-email' | 'email-taken' };

/**
 * The person's account with the Student role, in the caller's transaction: the existing account
 * gains the role, or a new one (the person's e-mail, no password yet) is made with it. A person
 * without an e-mail address, or whose address another account holds, gets none (the registry
 * sees why in the audit).
 */
export async function openPortalAccount(
  trx: Trx,
  personId: number,
  engagementId: number,
  now = new Date().toISOString(),
): Promise<PortalAccess> {
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('person_id', '=', personId)
    .orderBy('id')
    .executeTakeFirst();
  if (user)
    return {
      userId: user.id,
      outcome: (await grantStudentRole(trx, user.id, engagementId, now)) ? 'granted' : 'already',
    };
  const person = await trx.selectFrom('people').select('email').where('id', '=', personId).executeTakeFirstOrThrow();
  const email = person.email ? normaliseEmail(person.email) : '';
  let access: PortalAccess;
  if (!email.includes('@')) access = { userId: null, outcome: 'no-email' };
  else if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
    access = { userId: null, outcome: 'email-taken' };
  else
    access = {
      userId: await insertAccount(trx, { personId, email, passwordHash: null, roleId: await studentRoleId(trx, now) }),
      outcome: 'created',
    };
  await recordAudit(trx, {
    actorUserId: null,
    entity: 'people',
    entityId: personId,
    action: access.userId === null ? 'portal-account-missing' : 'portal-account-created',
    changes: {
      role: STUDENT_ROLE,
      engagementId,
      userId: access.userId,
      reason: access.userId === null ? access.outcome : undefined,
    },
  });
  return access;
}

/**
 * The job earlier versions queued for the intake date: grants the role then, unless the
 * engagement no longer stands to begin. Still run for jobs already queued; nothing queues it now.
 */
export async function grantStudentAccess(
  ctx: AppContext,
  payload: StudentAccessPayload,
): Promise<'granted' | 'already' | 'skipped'> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('engagements')
      .innerJoin('students', 'students.id', 'engagements.student_id')
      .innerJoin('users', 'users.person_id', 'students.person_id')
      .select(['engagements.status', 'users.id as userId'])
      .where('engagements.id', '=', payload.engagementId)
      .orderBy('users.id')
      .executeTakeFirst();
    if (!found || !BEGINNING.has(found.status)) return 'skipped';
    return (await grantStudentRole(trx, found.userId, payload.engagementId, new Date().toISOString()))
      ? 'granted'
      : 'already';
  });
}

export function registerStudentAccessJob(): void {
  registerJobType<StudentAccessPayload>(STUDENT_ACCESS_JOB, {
    run: async (ctx, payload) => {
      await grantStudentAccess(ctx, payload);
    },
  });
}
