import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { registerJobType } from '../jobs/registry.ts';

// Issue 6: "the applicant's account gains forms:student once the session starts". Confirming an
// application queues this job to run on the intake date; it adds the Student role to the
// person's account then, unless the engagement no longer stands to begin (deferred, did not
// start, or removed meanwhile). Running it twice grants nothing more.

export const STUDENT_ACCESS_JOB = 'student-access.grant';
export const STUDENT_ROLE = 'Student';
export const STUDENT_PERMISSIONS = 'forms:student';

export interface StudentAccessPayload {
  engagementId: number;
}

/** Engagement statuses at which the account gets the portal. */
const BEGINNING = new Set(['Starting', 'Current']);

export async function grantStudentAccess(ctx: AppContext, payload: StudentAccessPayload): Promise<'granted' | 'already' | 'skipped'> {
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
    const now = new Date().toISOString();
    let role = await trx.selectFrom('roles').select('id').where('name', '=', STUDENT_ROLE).executeTakeFirst();
    // A database started without demo data has no roles yet (like the Applicant role).
    role ??= await trx
      .insertInto('roles')
      .values({ name: STUDENT_ROLE, description: 'A student using the portal.', permissions: STUDENT_PERMISSIONS, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = await trx
      .selectFrom('user_roles')
      .select('user_id')
      .where('user_id', '=', found.userId)
      .where('role_id', '=', role.id)
      .executeTakeFirst();
    if (held) return 'already';
    await trx.insertInto('user_roles').values({ user_id: found.userId, role_id: role.id }).execute();
    await recordAudit(trx, {
      actorUserId: null,
      entity: 'users',
      entityId: found.userId,
      action: 'role-granted',
      changes: { role: STUDENT_ROLE, engagementId: payload.engagementId },
    });
    return 'granted';
  });
}

export function registerStudentAccessJob(): void {
  registerJobType<StudentAccessPayload>(STUDENT_ACCESS_JOB, {
    run: async (ctx, payload) => {
      await grantStudentAccess(ctx, payload);
    },
  });
}
