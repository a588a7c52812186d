import type { RecordResit } from '@collegium/domain/module-results';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { readModuleResults, storeResults } from './module-results.ts';

// Issue 18, resits: after the exam board, registry records the mark of a resit attempt on a place
// whose first result is Resit (or clears it, null); the result is recomputed (`resitResult`: capped
// at the pass mark) and written onto the place in the same transaction, audited on the instance.

export async function recordResit(
  db: Db,
  instanceId: number,
  studentId: number,
  input: RecordResit,
  actor: Actor,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const results = await readModuleResults(trx, instanceId);
    if (results.confirmedAt === null)
      throw conflict('The exam board has not confirmed these results yet: a resit is recorded after the board.');
    const row = results.rows.find((r) => r.studentId === studentId);
    if (!row) throw notFound(`Student ${studentId} has no place on this module instance.`);
    if (row.firstOutcome !== 'Resit')
      throw validationFailed([
        {
          param: 'mark',
          message: `${row.name}'s result is ${row.firstOutcome ?? 'not complete'}: only a result of Resit can be resat.`,
        },
      ]);
    if (row.resitMark === input.mark) return;
    const place = await trx
      .selectFrom('results as r')
      .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
      .select('r.id')
      .where('r.module_instance_id', '=', instanceId)
      .where('e.student_id', '=', studentId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('results')
      .set({ resit_mark: input.mark, updated_at: new Date().toISOString() })
      .where('id', '=', place.id)
      .execute();
    const changes = await storeResults(trx, instanceId);
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'module-instances',
      entityId: instanceId,
      action: 'resit',
      changes: [{ field: `resit mark of student ${studentId}`, before: row.resitMark, after: input.mark }, ...changes],
      ip: actor.ip,
    });
  });
}
