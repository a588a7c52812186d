import { computeResult, firstResult, type ModuleResults } from '@collegium/domain/module-results';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db as AppDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { passMarkOf } from '../system-data/pass-marks.ts';
import { personName } from '../users/person-name.ts';
import { readMarkingGrid } from './marks-read.ts';

// Issue 18 part 4: each student's module result computed from the marking grid (weighted by the
// instance's assignments), and the exam board's confirmation, which writes mark, outcome and
// credits onto the `results` rows (the transcript reads them) and locks the marks.

type Db = Kysely<Database>;

export async function readModuleResults(db: Db, instanceId: number): Promise<Omit<ModuleResults, 'abilities'>> {
  const instance = await db
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('users as u', 'u.id', 'mi.results_confirmed_by_user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select(['mi.id', 'm.level', 'm.credits', 'mi.results_confirmed_at', 'mi.results_pass_mark'])
    .select(['p.first_name', 'p.last_name'])
    .select('p.preferred_name')
    .where('mi.id', '=', instanceId)
    .executeTakeFirst();
  if (!instance) throw notFound(`There is no module instance with id ${instanceId}.`);
  const grid = await readMarkingGrid(db, instanceId);
  const stored = new Map(
    (
      await db
        .selectFrom('results as r')
        .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
        .select(['e.student_id', 'r.outcome', 'r.resit_mark'])
        .where('r.module_instance_id', '=', instanceId)
        .execute()
    ).map((r) => [r.student_id, r]),
  );
  const weights = grid.assignments.map((a) => a.weight);
  // A confirmed instance keeps the pass mark its board confirmed under (a later change in System
  // data applies to boards still to come, never to locked results).
  const passMark =
    instance.results_confirmed_at !== null && instance.results_pass_mark !== null
      ? instance.results_pass_mark
      : await passMarkOf(db, instance.level);
  const rows = grid.rows.map((row) => {
    const place = stored.get(row.studentId);
    const input = {
      marks: row.cells.map((c, i) => ({ weight: weights[i] ?? 0, mark: c.mark })),
      stored: place?.outcome ?? 'Enrolled',
      passMark,
      credits: instance.credits,
      resitMark: place?.resit_mark ?? null,
    };
    const first = firstResult(input);
    return {
      studentId: row.studentId,
      name: row.name,
      partnerId: row.partnerId,
      ...computeResult(input),
      firstMark: first.mark,
      firstOutcome: first.outcome,
      resitMark: input.resitMark,
    };
  });
  return {
    instanceId,
    level: instance.level,
    credits: instance.credits,
    passMark,
    confirmedAt: instance.results_confirmed_at,
    confirmedBy:
      instance.results_confirmed_at && instance.first_name !== null
        ? personName({
            first_name: instance.first_name,
            last_name: instance.last_name ?? '',
            preferred_name: instance.preferred_name,
          })
        : null,
    rows,
    complete: rows.every((r) => r.outcome !== null),
  };
}

/** Writes the computed results onto the places; returns the audit changes (rows that moved). */
export async function storeResults(trx: Db, instanceId: number) {
  const results = await readModuleResults(trx, instanceId);
  const places = await trx
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .select(['r.id', 'e.student_id', 'r.outcome', 'r.mark', 'r.credits_awarded'])
    .where('r.module_instance_id', '=', instanceId)
    .execute();
  const byStudent = new Map(places.map((p) => [p.student_id, p]));
  const now = new Date().toISOString();
  const changes: { field: string; before: unknown; after: unknown }[] = [];
  for (const row of results.rows) {
    const place = byStudent.get(row.studentId);
    if (!place || row.outcome === null) continue;
    const after = { outcome: row.outcome, mark: row.mark, credits_awarded: row.creditsAwarded };
    if (place.outcome === after.outcome && place.mark === after.mark && place.credits_awarded === after.credits_awarded)
      continue;
    await trx
      .updateTable('results')
      .set({ ...after, updated_at: now })
      .where('id', '=', place.id)
      .execute();
    changes.push({
      field: `result of student ${row.studentId}`,
      before: `${place.outcome}${place.mark === null ? '' : ` ${place.mark}`}`,
      after: `${after.outcome}${after.mark === null ? '' : ` ${after.mark}`} (${after.credits_awarded} credits)`,
    });
  }
  return changes;
}

/** POST {api}/module-instances/:id/results/confirm: the exam board confirms; the marks lock. */
export async function confirmResults(db: AppDb, instanceId: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const results = await readModuleResults(trx, instanceId);
    if (results.confirmedAt !== null) throw conflict('The exam board has already confirmed these results.');
    if (results.rows.length === 0)
      throw validationFailed([{ param: 'results', message: 'No students are placed on this instance.' }]);
    const open = results.rows.filter((r) => r.outcome === null);
    if (open.length > 0)
      throw validationFailed([
        {
          param: 'results',
          message: `${open.length} student(s) have no result yet (a mark is missing): ${open.map((r) => r.name).join(', ')}.`,
        },
      ]);
    const changes = await storeResults(trx, instanceId);
    const now = new Date().toISOString();
    await trx
      .updateTable('module_instances')
      .set({
        results_confirmed_at: now,
        results_confirmed_by_user_id: actor.userId,
        results_pass_mark: results.passMark,
        updated_at: now,
      })
      .where('id', '=', instanceId)
      .execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'module-instances',
      entityId: instanceId,
      action: 'results-confirmed',
      changes,
      ip: actor.ip,
    });
  });
}
