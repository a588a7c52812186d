import { hasPermission } from '@collegium/domain/permissions';
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

/** Checks the request and returns the id of the user to act as. */
export async function startImpersonation(ctx: AppContext, auth: AuthContext, mode: LoginAsMode, id: number, ip: string) {
  if (auth.realUserId !== null) throw conflict('You are already acting as someone else. Return to your own account first.');
  const target = await targetUserId(ctx, mode, id);
  if (target === auth.user.id) throw forbidden('You cannot act as yourself.');
  const active = await ctx.db.kysely.selectFrom('users').select('active').where('id', '=', target).executeTakeFirstOrThrow();
  if (!active.active) throw forbidden('That account is disabled.');
  const targetPermissions = await permissionsOf(ctx.db, target);
  if (hasPermission(targetPermissions, 'admin:sysadmin') && !hasPermission(auth.user.permissions, 'admin:sysadmin')) {
    throw forbidden('Only a system administrator may act as a system administrator.');
  }
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
