import { academicYearOf } from '@collegium/domain/academic-year';
import {
  ENDING_STATUSES,
  intentionRequiredFor,
  sessionStatusAfter,
  statusChangeRefusal,
  type StatusChangeInput,
} from '@collegium/domain/engagement-status-change';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { intentionsStatus } from '@collegium/domain/intentions';
import { recordAudit } from '../../audit/audit-log.ts';
import { alumniFromCompletions } from '../alumni/alumni-from-completion.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { syncStudentSummary } from './engagement-records.ts';
import { readEngagement } from './engagement-read.ts';
import {
  changedFields,
  effectiveDateDetail,
  insertStatusChange,
  lockEngagement,
  refuseIfAny,
  sessionOf,
  setSessionStatus,
  type Trx,
} from './engagement-write.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// POST /engagements/:id/status (spec 4.2): moves an engagement to one of its allowed next
// statuses, in one transaction with its history row, the year's session, the students summary
// and the audit entry. Transferred is reached only through a transfer.

export async function changeEngagementStatus(
  db: Db,
  id: number,
  input: StatusChangeInput,
  actor: Actor,
): Promise<EngagementView> {
  return db.kysely.transaction().execute((trx) => changeEngagementStatusIn(db, trx, id, input, actor));
}

/** The same change inside the caller's transaction (a request approval moves the engagement with it). */
export async function changeEngagementStatusIn(
  db: Db,
  trx: Trx,
  id: number,
  input: StatusChangeInput,
  actor: Actor,
): Promise<EngagementView> {
  {
    const before = await lockEngagement(db, trx, id, input.version);
    const refusal = statusChangeRefusal(before.status, input.status);
    const intentionMissing = intentionRequiredFor(input.status) && !input.intention;
    refuseIfAny([
      ...(refusal ? [{ param: 'status', message: refusal }] : []),
      ...effectiveDateDetail(input.effectiveDate),
      ...(intentionMissing
        ? [
            {
              param: 'intention',
              message: `Choose the student's intention for next year: it is required when the status is ${input.status}.`,
            },
          ]
        : []),
    ]);

    const now = new Date().toISOString();
    const intention = input.intention ?? before.intention;
    const after = {
      status: input.status,
      intentions: intentionsStatus({ status: input.status, level: before.level, programme: before.programme_code }),
      intention,
      intention_updated_at: input.intention && input.intention !== before.intention ? now : before.intention_updated_at,
      end_date: ENDING_STATUSES.includes(input.status) ? input.effectiveDate : null,
    };
    const updated = await trx
      .updateTable('engagements')
      .set((eb) => ({ ...after, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(STALE_VERSION_MESSAGE);

    await insertStatusChange(trx, {
      engagementId: id,
      from: before.status,
      to: input.status,
      reason: input.reason,
      effectiveDate: input.effectiveDate,
      userId: actor.userId,
      at: now,
    });

    // The session of the academic year the change takes effect in follows the engagement.
    const session = await sessionOf(trx, id, academicYearOf(input.effectiveDate));
    const sessionStatus = session ? sessionStatusAfter(input.status, session.status) : null;
    if (session && sessionStatus) await setSessionStatus(trx, session.id, sessionStatus, now);

    await syncStudentSummary(trx, before.student_id, now);
    // Issue 17: a Completed engagement makes its student an alumnus in this transaction.
    if (input.status === 'Completed')
      await alumniFromCompletions(trx, { ...auditActor(actor), ip: actor.ip }, { engagementIds: [id] }, now);
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'students',
      entityId: before.student_id,
      action: 'status change',
      changes: [
        { field: 'engagement', before: null, after: id },
        ...changedFields({
          status: [before.status, after.status],
          intentions: [before.intentions, after.intentions],
          intention: [before.intention, after.intention],
          endDate: [before.end_date, after.end_date],
          sessionStatus: [session?.status, sessionStatus ?? session?.status],
        }),
        { field: 'effectiveDate', before: null, after: input.effectiveDate },
        { field: 'reason', before: null, after: input.reason },
      ],
      ip: actor.ip,
    });
    return readEngagement(trx, id);
  }
}
