import { actAsRefusal } from '@collegium/domain/impersonation';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { permissionsOf } from '../users/permissions-of.ts';

// Acting as another user (spec 1, 3, 6): the acted-as user becomes current, the real user is
// kept in the session, and both the start and the end are audited.

export const LOGINAS_MODES = ['user', 'student'] as const;
export type LoginAsMode = (typeof LOGINAS_MODES)[number];

async function targetUserId(ctx: AppContext, mode: LoginAsMode, id: number): Promise<number> {
  if (mode === 'user') {
    const user = await ctx.db.kysely.selectFrom('users').select(['id']).where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound('There is no user with that id.');
    return user.id;
  }
  const user = await ctx.db.kysely
    .selectFrom('students')
    .innerJoin('users', 'users.person_id', 'students.person_id')
    .select('users.id')
    .where('students.id', '=', id)
    .executeTakeFirst();
  if (!user) throw notFound('There is no student with that id who has a sign-in account.');
  return user.id;
}

/** Why the signed-in user may not act as the target user, or null when they may (domain/impersonation.ts). */
async function refusal(ctx: AppContext, auth: AuthContext, target: number): Promise<string | null> {
  if (target === auth.user.id) return 'You cannot act as yourself.';
  const active = await ctx.db.kysely
    .selectFrom('users')
    .select('active')
    .where('id', '=', target)
    .executeTakeFirstOrThrow();
  if (!active.active) return 'That account is disabled.';
  // While acting as someone, the rights that count are the real user's (checked when they started).
  const why = actAsRefusal(auth.user.permissions, await permissionsOf(ctx.db, target));
  if (why === 'sysadmin') return 'Only a system administrator may act as a system administrator.';
  if (why === 'more-rights') return 'You may act only as someone whose rights you hold yourself.';
  return null;
}

/** Whether the signed-in user may act as this user or student now (the record pages' "Log in as"). */
export async function loginAsAbility(ctx: AppContext, auth: AuthContext, mode: LoginAsMode, id: number) {
  const target = await targetUserId(ctx, mode, id);
  if (auth.realUserId !== null) return { canLoginAs: false, reason: 'You are already acting as someone else.' };
  const reason = await refusal(ctx, auth, target);
  return { canLoginAs: reason === null, reason };
}

/** Checks the request and returns the id of the user to act as. */
export async function startImpersonation(
  ctx: AppContext,
  auth: AuthContext,
  mode: LoginAsMode,
  id: number,
  ip: string,
) {
  if (auth.realUserId !== null)
    throw conflict('You are already acting as someone else. Return to your own account first.');
  const target = await targetUserId(ctx, mode, id);
  const reason = await refusal(ctx, auth, target);
  if (reason) throw forbidden(reason);
  await ctx.sessions.destroy(auth.sessionHash);
  await recordAudit(ctx.db.kysely, {
    actorUserId: auth.user.id,
    asUserId: target,
    entity: 'users',
    entityId: target,
    action: 'loginas.start',
    changes: { mode, id },
    ip,
  });
  return { userId: target, realUserId: auth.user.id };
}

export async function endImpersonation(ctx: AppContext, auth: AuthContext, ip: string) {
  if (auth.realUserId === null) throw new AppError(409, 'conflict', 'You are not acting as anyone.');
  await ctx.sessions.destroy(auth.sessionHash);
  await recordAudit(ctx.db.kysely, {
    actorUserId: auth.realUserId,
    asUserId: auth.user.id,
    entity: 'users',
    entityId: auth.user.id,
    action: 'loginas.end',
    ip,
  });
  return { userId: auth.realUserId };
}
