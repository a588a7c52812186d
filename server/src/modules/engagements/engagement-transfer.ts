import { academicYearOf } from '@collegium/domain/academic-year';
import { sessionStatusAfter } from '@collegium/domain/engagement-status-change';
import {
  type TransferInput,
  transferLevelProblem,
  transferProgrammeProblem,
  transferRefusal,
} from '@collegium/domain/engagement-transfer';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { conflict, type ErrorDetail } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { checkLookupValues } from '../system-data/lookup-choices.ts';
import { programmeRules } from '../system-data/programmes-repository.ts';
import { insertEngagement } from './engagement-records.ts';
import { readEngagement } from './engagement-read.ts';
import {
  effectiveDateDetail,
  insertStatusChange,
  lockEngagement,
  refuseIfAny,
  sessionOf,
  setSessionStatus,
} from './engagement-write.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// POST /engagements/:id/transfer (spec 4.2, 5): the student moves to another programme. In one
// transaction the old engagement becomes Transferred (and its session of that academic year),
// a new Current engagement starts on the new programme with a session for that year, both
// changes go into the history, the student's current engagement moves and the summary follows.

export async function transferEngagement(
  db: Db,
  id: number,
  input: TransferInput,
  actor: Actor,
): Promise<EngagementView> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await lockEngagement(db, trx, id, input.version);
    // System data's programmes (not retired): 422 on programmeCode naming them
    await checkLookupValues(trx, [
      { param: 'programmeCode', list: 'programmes', noun: 'programme', value: input.programmeCode },
    ]);
    // Transferability and the new programme's levels: System data's programmes table
    const from = await programmeRules(trx, before.programme_code);
    const refusal = transferRefusal({
      programmeCode: before.programme_code,
      status: before.status,
      transferable: from?.transferable ?? false,
    });
    const programmeProblem = transferProgrammeProblem(before.programme_code, input.programmeCode);
    const levels = (await programmeRules(trx, input.programmeCode))?.levels ?? [];
    const levelProblem = transferLevelProblem(input.programmeCode, input.level, levels);
    const intention = input.intention ?? before.intention;
    const details: ErrorDetail[] = [
      ...(refusal ? [{ param: 'engagement', message: refusal }] : []),
      ...(programmeProblem ? [{ param: 'programmeCode', message: programmeProblem }] : []),
      ...(levelProblem ? [{ param: 'level', message: levelProblem }] : []),
      ...effectiveDateDetail(input.effectiveDate),
      ...(intention
        ? []
        : [
            {
              param: 'intention',
              message: "Choose the student's intention for next year: it is required on the new, Current engagement.",
            },
          ]),
    ];
    refuseIfAny(details);

    const now = new Date().toISOString();
    const year = academicYearOf(input.effectiveDate);
    const closed = await trx
      .updateTable('engagements')
      .set((eb) => ({
        status: 'Transferred',
        intentions: null,
        end_date: input.effectiveDate,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw conflict(STALE_VERSION_MESSAGE);
    const oldSession = await sessionOf(trx, id, year);
    const oldSessionStatus = oldSession ? sessionStatusAfter('Transferred', oldSession.status) : null;
    if (oldSession && oldSessionStatus) await setSessionStatus(trx, oldSession.id, oldSessionStatus, now);
    const change = { reason: input.reason, effectiveDate: input.effectiveDate, userId: actor.userId, at: now };
    await insertStatusChange(trx, { ...change, engagementId: id, from: before.status, to: 'Transferred' });

    const newId = await insertEngagement(
      trx,
      {
        studentId: before.student_id,
        programmeCode: input.programmeCode,
        pathway: input.pathway ?? null,
        level: input.level,
        cohortGroup: before.cohort_group,
        status: 'Current',
        pace: before.pace,
        studentType: before.student_type,
        // The exit award belongs to the old programme; the registry sets the new one if any.
        exitAward: null,
        hub: before.hub,
        personalTutorId: before.personal_tutor_id,
        auditing: Number(before.auditing) === 1,
        intention,
        startIntake: input.effectiveDate,
        paymentTerm: before.payment_term,
        transferredFromId: id,
        sessionYear: year,
        sessionStatus: 'Current',
      },
      now,
    );
    await insertStatusChange(trx, { ...change, engagementId: newId, from: null, to: 'Current' });

    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'students',
      entityId: before.student_id,
      action: 'transfer',
      changes: [
        { field: 'engagement', before: id, after: newId },
        { field: 'programmeCode', before: before.programme_code, after: input.programmeCode },
        { field: 'level', before: before.level, after: input.level },
        { field: 'pathway', before: before.pathway, after: input.pathway ?? null },
        { field: 'status', before: before.status, after: 'Current' },
        { field: 'effectiveDate', before: null, after: input.effectiveDate },
        { field: 'reason', before: null, after: input.reason },
      ],
      ip: actor.ip,
    });
    return readEngagement(trx, newId);
  });
}
