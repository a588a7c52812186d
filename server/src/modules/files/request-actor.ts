import type { AuthContext } from '../../http/access.ts';

/** Who an audit entry names: the real person, and the user they act as while impersonating. */
export function auditActor(auth: AuthContext): { actorUserId: number; asUserId: number | null } {
  return { actorUserId: auth.realUserId ?? auth.user.id, asUserId: auth.realUserId ? auth.user.id : null };
}
