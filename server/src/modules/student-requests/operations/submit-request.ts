import type { RequestView, StudentRequestInput, StudentRequestType } from '@collegium/domain/student-requests';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { AppContext } from '../../../context.ts';
import { auditActor } from '../../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../../http/errors.ts';
import type { OwnStudent } from '../../../http/own-student.ts';
import { oneRequest } from '../request-list.ts';
import { hasPendingRequest, insertStudentRequest } from '../request-queries.ts';

// Issue 5, spec 7.3: a deferral, IoS or withdrawal request on the caller's current engagement;
// one of a type may wait at a time.

export async function submitRequest(
  ctx: AppContext,
  me: OwnStudent,
  type: StudentRequestType,
  body: StudentRequestInput,
): Promise<RequestView> {
  if (type === 'IoS' && body.returnDate && body.returnDate <= body.effectiveDate) {
    throw validationFailed([
      { param: 'returnDate', message: 'The return date must be after the date the interruption starts.' },
    ]);
  }
  const engagementId = me.currentEngagementId;
  if (!engagementId) throw notFound('You have no current engagement to make this request about.');
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (await hasPendingRequest(trx, me.id, type))
      throw conflict('You already have a request of this kind waiting for a decision.');
    const now = new Date().toISOString();
    const requestId = await insertStudentRequest(trx, {
      student_id: me.id,
      engagement_id: engagementId,
      type,
      status: 'Pending',
      reason: body.reason,
      effective_date: body.effectiveDate,
      return_date: type === 'IoS' ? (body.returnDate ?? null) : null,
      requested_at: now,
      decided_by_user_id: null,
      decided_at: null,
      decision_note: null,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(trx, {
      ...auditActor(me.actor),
      entity: 'students',
      entityId: me.id,
      action: `${type} requested`,
      changes: { requestId, effectiveDate: body.effectiveDate },
      ip: me.actor.ip,
    });
    return requestId;
  });
  return oneRequest(ctx.db.kysely, { kind: type, id, studentId: me.id }, ctx.config.dateFormat);
}
