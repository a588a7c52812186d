import { STUDENT_REQUEST_TYPES } from '@collegium/domain/student-requests';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/schema.ts';
import { auditActor } from '../../../http/actor.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { OwnStudent } from '../../../http/own-student.ts';
import { type Kind, listRequests } from '../request-list.ts';
import { markWithdrawn, requestTypeOf } from '../request-queries.ts';

// Issue 5: a student withdraws their own pending request (404 another's, 409 once decided).

export async function withdrawRequest(ctx: AppContext, me: OwnStudent, kind: Kind, id: number): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const [found] = await listRequests(trx, { kind, id, studentId: me.id }, ctx.config.dateFormat);
    if (!found) throw notFound('There is no such request of yours.');
    if (found.status !== 'Pending') throw conflict('Only a request still waiting for a decision can be withdrawn.');
    await markWithdrawn(trx, kind === 'Extension' ? 'extensions' : 'student_requests', id, new Date().toISOString());
    await recordAudit(trx, {
      ...auditActor(me.actor),
      entity: 'students',
      entityId: me.id,
      action: 'request withdrawn',
      changes: { kind, requestId: id },
      ip: me.actor.ip,
    });
  });
}

/**
 * The kind of a deferral, IoS or withdrawal request known by its id alone (spec 7.3's DELETE
 * forms/student/requests/{id}); an unknown id reads as a deferral, which then answers 404.
 */
export async function requestKindOf(db: Kysely<Database>, id: number): Promise<Kind> {
  const stored = await requestTypeOf(db, id);
  return STUDENT_REQUEST_TYPES.find((type) => type === stored) ?? 'Deferral';
}
