import {
  extensionClosedRefusal,
  type ExtensionRequestInput,
  extensionRequestRefusal,
  type RequestView,
} from '@collegium/domain/student-requests';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { AppContext } from '../../../context.ts';
import { auditActor } from '../../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../../http/errors.ts';
import type { OwnStudent } from '../../../http/own-student.ts';
import {
  assignmentOfModule,
  earlierExtensionStatuses,
  insertExtension,
  isOwnModulePlace,
  isUnattachedUpload,
  approvedExtensions,
  lockEngagement,
  moduleHasAssignments,
  submittedOn,
} from '../extension-queries.ts';
import { effectiveDueDate } from '../../student-record/student-assignments.ts';
import { oneRequest } from '../request-list.ts';

// Issue 5, spec 5: a student asks for more time for an assignment (or for a module without
// assignments) on their own engagement, session and module place.

const NOT_YOURS = 'There is no such engagement, session or module on your record.';

export interface ExtensionPlace {
  engagementId: number;
  sessionId: number;
  moduleInstanceId: number;
}

export async function requestExtension(
  ctx: AppContext,
  me: OwnStudent,
  place: ExtensionPlace,
  body: ExtensionRequestInput,
): Promise<RequestView> {
  const { engagementId, sessionId, moduleInstanceId } = place;
  const assignmentId = body.assignmentId ?? null;
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await isOwnModulePlace(trx, { studentId: me.id, ...place }))) throw notFound(NOT_YOURS);
    // Concurrent requests of one engagement wait for each other here, so the rule below reads
    // every earlier request.
    await lockEngagement(trx, engagementId, ctx.db.dialect);
    let dueDate: string | null = null;
    if (assignmentId) {
      const assignment = await assignmentOfModule(trx, assignmentId, moduleInstanceId);
      if (!assignment)
        throw validationFailed([{ param: 'assignmentId', message: 'Choose one of the assignments of this module.' }]);
      dueDate = assignment.due_date;
      // Issue 19: work handed in and past due has nothing left to extend.
      const closed = extensionClosedRefusal(
        {
          effectiveDueDate: effectiveDueDate(dueDate, await approvedExtensions(trx, assignmentId, engagementId)),
          submittedOn: await submittedOn(trx, assignmentId, engagementId),
        },
        new Date().toISOString().slice(0, 10),
      );
      if (closed) throw conflict(closed);
    } else if (await moduleHasAssignments(trx, moduleInstanceId)) {
      // A request for the module as a whole only where the module has no assignments.
      throw validationFailed([{ param: 'assignmentId', message: 'Choose the assignment.' }]);
    }
    // Only a file the caller uploaded themselves and not yet attached to any request.
    if (body.evidenceFileId && !(await isUnattachedUpload(trx, body.evidenceFileId, me.auth.user.id)))
      throw validationFailed([
        {
          param: 'evidenceFileId',
          message: 'Upload your evidence again: this file is not one of yours waiting to be sent.',
        },
      ]);
    // Issue 11: one request waiting at a time, none after an approval, one more after a decline.
    const refusal = extensionRequestRefusal(
      await earlierExtensionStatuses(trx, engagementId, moduleInstanceId, assignmentId),
    );
    if (refusal) throw conflict(refusal);
    const now = new Date().toISOString();
    const extensionId = await insertExtension(trx, {
      engagement_id: engagementId,
      session_id: sessionId,
      module_instance_id: moduleInstanceId,
      assignment_id: assignmentId,
      length: body.length,
      last_essay_of_year: body.lastEssayOfYear ? 1 : 0,
      reason: body.reason,
      evidence_file_id: body.evidenceFileId ?? null,
      status: 'Pending',
      original_due_date: dueDate,
      new_due_date: null,
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
      action: 'extension requested',
      changes: { extensionId, length: body.length, assignmentId },
      ip: me.actor.ip,
    });
    return extensionId;
  });
  return oneRequest(ctx.db.kysely, { kind: 'Extension', id, studentId: me.id }, ctx.config.dateFormat);
}
