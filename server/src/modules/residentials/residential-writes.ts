import type { RegisterInput, ResidentialInput } from '@collegium/domain/residential-attendance';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { instanceStudentIds } from './residential-read.ts';
import './tables.ts';

// Feature residentialAttendance: adding a residential and saving its register, each in one
// transaction and audited. The caller has checked who may (routes.ts).

export async function addResidential(db: Db, input: ResidentialInput, actor: Actor): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('residentials')
      .values({
        module_instance_id: input.moduleInstanceId,
        title: input.title,
        starts_on: input.startsOn,
        ends_on: input.endsOn,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'residentials',
      entityId: id,
      action: 'create',
      changes: [
        { field: 'moduleInstanceId', before: null, after: input.moduleInstanceId },
        { field: 'title', before: null, after: input.title },
        { field: 'startsOn', before: null, after: input.startsOn },
        { field: 'endsOn', before: null, after: input.endsOn },
      ],
      ip: actor.ip,
    });
    return Number(id);
  });
}

/**
 * Saves the marks given (students left out keep theirs). Every student must be on the instance;
 * a stale version is a 409.
 */
export async function saveRegister(db: Db, id: number, input: RegisterInput, actor: Actor): Promise<void> {
  const marks = input.marks.map((m) => ({ ...m, reason: m.reason?.trim() ?? '' }));
  const seen = new Set<number>();
  for (const m of marks) {
    if (seen.has(m.studentId))
      throw validationFailed([{ param: 'marks', message: `Student ${m.studentId} is marked twice.` }]);
    seen.add(m.studentId);
  }
  await db.kysely.transaction().execute(async (trx) => {
    const residential = await trx
      .selectFrom('residentials')
      .select(['id', 'module_instance_id', 'version', 'title'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!residential) throw notFound('There is no such residential.');
    if (residential.version !== input.version)
      throw conflict('Someone saved this register meanwhile. Reload it and try again.');
    const placed = new Set((await instanceStudentIds(trx, residential.module_instance_id)).map((s) => s.id));
    const stranger = marks.find((m) => !placed.has(m.studentId));
    if (stranger)
      throw validationFailed([
        { param: 'marks', message: `Student ${stranger.studentId} is not on this module instance.` },
      ]);
    const before = new Map(
      (
        await trx
          .selectFrom('residential_attendance')
          .select(['id', 'student_id', 'status', 'reason'])
          .where('residential_id', '=', id)
          .execute()
      ).map((r) => [r.student_id, r]),
    );
    const now = new Date().toISOString();
    const changes: { field: string; before: unknown; after: unknown }[] = [];
    for (const m of marks) {
      const reason = m.status === 'Present' ? '' : m.reason;
      const old = before.get(m.studentId);
      if (old && old.status === m.status && old.reason === reason) continue;
      if (old) {
        await trx
          .updateTable('residential_attendance')
          .set({ status: m.status, reason, recorded_by_user_id: actor.userId, recorded_at: now })
          .where('id', '=', old.id)
          .execute();
      } else {
        await trx
          .insertInto('residential_attendance')
          .values({
            residential_id: id,
            student_id: m.studentId,
            status: m.status,
            reason,
            recorded_by_user_id: actor.userId,
            recorded_at: now,
          })
          .execute();
      }
      changes.push({
        field: `student ${m.studentId}`,
        before: old ? `${old.status}${old.reason ? `: ${old.reason}` : ''}` : null,
        after: `${m.status}${reason ? `: ${reason}` : ''}`,
      });
    }
    await trx
      .updateTable('residentials')
      .set({ version: residential.version + 1, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (changes.length > 0)
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'residentials',
        entityId: id,
        action: 'update',
        changes,
        ip: actor.ip,
      });
  });
}
