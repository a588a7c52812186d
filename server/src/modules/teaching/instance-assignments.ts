import type { AssignmentsInput } from '@collegium/domain/teaching-plan';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';

// Issue 18: an instance's assignments, read and saved as one list against the instance's version
// (a stale one is a 409, nothing written). An assignment with submissions stays: its marks would go.

const describe = (a: { title: string; due_date: string; weight: number }) => `${a.title} (${a.due_date}, ${a.weight}%)`;

export async function readAssignments(db: Kysely<Database>, instanceId: number) {
  const instance = await db
    .selectFrom('module_instances')
    .select(['id', 'version'])
    .where('id', '=', instanceId)
    .executeTakeFirst();
  if (!instance) throw notFound(`There is no module instance with id ${instanceId}.`);
  const rows = await db
    .selectFrom('assignments as a')
    .select((eb) => [
      'a.id',
      'a.title',
      'a.due_date',
      'a.weight',
      eb
        .selectFrom('submissions as s')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('s.assignment_id', '=', 'a.id')
        .as('submission_count'),
    ])
    .where('a.module_instance_id', '=', instanceId)
    .orderBy('a.due_date')
    .orderBy('a.id')
    .execute();
  return {
    instanceId,
    version: instance.version,
    assignments: rows.map((r) => ({
      id: r.id,
      title: r.title,
      dueDate: r.due_date,
      weight: r.weight,
      submissionCount: Number(r.submission_count ?? 0),
    })),
  };
}

export async function saveAssignments(db: Db, instanceId: number, input: AssignmentsInput, actor: Actor) {
  await db.kysely.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('module_instances')
      .select(['id', 'version'])
      .where('id', '=', instanceId)
      .executeTakeFirst();
    if (!instance) throw notFound(`There is no module instance with id ${instanceId}.`);
    if (instance.version !== input.version)
      throw conflict('Someone changed this module instance meanwhile. Reload it and try again.');
    const stored = await trx
      .selectFrom('assignments')
      .select(['id', 'title', 'due_date', 'weight'])
      .where('module_instance_id', '=', instanceId)
      .execute();
    const byId = new Map(stored.map((a) => [a.id, a]));
    const stranger = input.assignments.find((a) => a.id !== undefined && !byId.has(a.id));
    if (stranger)
      throw validationFailed([
        { param: 'assignments', message: `Assignment ${stranger.id} does not belong to this module instance.` },
      ]);
    const kept = new Set(input.assignments.map((a) => a.id));
    const removed = stored.filter((a) => !kept.has(a.id));
    if (removed.length > 0) {
      const marked = await trx
        .selectFrom('submissions')
        .select('assignment_id')
        .where(
          'assignment_id',
          'in',
          removed.map((a) => a.id),
        )
        .executeTakeFirst();
      if (marked) {
        const title = byId.get(marked.assignment_id)?.title ?? '';
        throw validationFailed([
          { param: 'assignments', message: `${title} has submissions recorded, so it cannot be removed.` },
        ]);
      }
      await trx
        .deleteFrom('assignments')
        .where(
          'id',
          'in',
          removed.map((a) => a.id),
        )
        .execute();
    }
    const now = new Date().toISOString();
    const changes: { field: string; before: unknown; after: unknown }[] = removed.map((a) => ({
      field: 'assignment',
      before: describe(a),
      after: null,
    }));
    for (const a of input.assignments) {
      const values = { title: a.title, due_date: a.dueDate, weight: a.weight };
      const old = a.id === undefined ? undefined : byId.get(a.id);
      if (old) {
        if (describe(old) === describe(values)) continue;
        await trx
          .updateTable('assignments')
          .set({ ...values, updated_at: now, version: (eb) => eb('version', '+', 1) })
          .where('id', '=', old.id)
          .execute();
        changes.push({ field: 'assignment', before: describe(old), after: describe(values) });
      } else {
        await trx
          .insertInto('assignments')
          .values({ ...values, module_instance_id: instanceId, created_at: now, updated_at: now })
          .execute();
        changes.push({ field: 'assignment', before: null, after: describe(values) });
      }
    }
    if (changes.length === 0) return;
    await trx
      .updateTable('module_instances')
      .set({ version: instance.version + 1, updated_at: now })
      .where('id', '=', instanceId)
      .execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'module-instances',
      entityId: instanceId,
      action: 'update',
      changes,
      ip: actor.ip,
    });
  });
}
