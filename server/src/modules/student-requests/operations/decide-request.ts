import type { DecisionInput, RequestView } from '@collegium/domain/student-requests';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { AppContext } from '../../../context.ts';
import { type Actor, auditActor } from '../../../http/actor.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { extensionTerms, recordExtensionDecision } from '../extension-queries.ts';
import { type Kind, listRequests, oneRequest } from '../request-list.ts';
import { recordRequestDecision } from '../request-queries.ts';
import { approvedDueDate, approveStudentRequest } from './approve-request.ts';

// Issue 5: the registry approves or declines a pending request with a note, in one transaction
// with what the approval does (approve-request.ts) and the audit entry.

export async function decideRequest(
  ctx: AppContext,
  kind: Kind,
  id: number,
  body: DecisionInput,
  actor: Actor,
): Promise<RequestView> {
  const dateFormat = ctx.config.dateFormat;
  const studentId = await ctx.db.kysely.transaction().execute(async (trx) => {
    const [found] = await listRequests(trx, { kind, id }, dateFormat);
    if (!found) throw notFound('There is no such request.');
    if (found.status !== 'Pending') throw conflict(`This request has already been ${found.status.toLowerCase()}.`);
    const now = new Date().toISOString();
    const decided = {
      status: body.decision,
      decided_by_user_id: actor.userId,
      decided_at: now,
      decision_note: body.note ?? null,
      updated_at: now,
    };
    if (kind === 'Extension') {
      let newDue: string | null = null;
      if (body.decision === 'Approved') {
        const terms = await extensionTerms(trx, id);
        newDue = approvedDueDate(terms.length, terms.original_due_date, body.newDueDate);
      }
      await recordExtensionDecision(trx, id, decided, newDue);
    } else {
      await recordRequestDecision(trx, id, decided);
      if (body.decision === 'Approved')
        await approveStudentRequest(
          ctx,
          trx,
          { requestId: id, type: kind, engagementId: found.engagementId, body },
          actor,
        );
    }
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'students',
      entityId: found.studentId,
      action: `request ${body.decision.toLowerCase()}`,
      changes: { kind, requestId: id, note: body.note ?? null },
      ip: actor.ip,
    });
    return found.studentId;
  });
  return oneRequest(ctx.db.kysely, { kind, id, studentId }, dateFormat);
}
