import type { MarksInput } from '@collegium/domain/marking';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { storeResults } from './module-results.ts';
import { CELL_COLUMNS, doubleMarkingDetail, EMPTY, nextMarks, sameMarks, type StoredMarks } from './double-marking.ts';

// Issue 18: saving marking-grid cells (a submission per student and assignment) in one transaction.
// Each cell carries the version it was read at; if any is stale (someone saved it meanwhile) the
// whole save is a 409 and nothing is written, so the marker's values stay on their screen to retry.

const show = (v: StoredMarks | undefined) =>
  v
    ? `${v.mark ?? 'no mark'}${v.submitted_on ? ` (in ${v.submitted_on})` : ''}${
        v.first_mark !== null || v.second_mark !== null
          ? `; 1st ${v.first_mark ?? '—'}, 2nd ${v.second_mark ?? '—'}`
          : ''
      }${v.moderation_note ? `; note: ${v.moderation_note}` : ''}`
    : null;

export async function saveMarks(db: Db, instanceId: number, input: MarksInput, actor: Actor): Promise<void> {
  const seen = new Set<string>();
  input.cells.forEach((c, i) => {
    const k = `${c.studentId}:${c.assignmentId}`;
    if (seen.has(k)) throw validationFailed([{ param: `cells.${i}`, message: 'This cell is given twice.' }]);
    seen.add(k);
  });
  await db.kysely.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('module_instances as mi')
      .innerJoin('modules as m', 'm.id', 'mi.module_id')
      .select(['mi.results_confirmed_at', 'm.double_marked'])
      .where('mi.id', '=', instanceId)
      .executeTakeFirst();
    const doubleMarked = locked?.double_marked === 1;
    const reason = input.reason ?? '';
    if (locked?.results_confirmed_at && reason === '')
      throw validationFailed([
        {
          param: 'reason',
          message: 'The exam board has confirmed these results: give the reason for changing a mark.',
        },
      ]);
    const placed = new Map(
      (
        await trx
          .selectFrom('results as r')
          .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
          .select(['e.student_id', 'r.engagement_id'])
          .where('r.module_instance_id', '=', instanceId)
          .execute()
      ).map((r) => [r.student_id, r.engagement_id]),
    );
    const titles = new Map(
      (
        await trx
          .selectFrom('assignments')
          .select(['id', 'title'])
          .where('module_instance_id', '=', instanceId)
          .execute()
      ).map((a) => [a.id, a.title]),
    );
    const problems = input.cells.flatMap((c, i) => [
      ...(placed.has(c.studentId)
        ? []
        : [{ param: `cells.${i}.studentId`, message: `Student ${c.studentId} is not on this module instance.` }]),
      ...(titles.has(c.assignmentId)
        ? []
        : [
            {
              param: `cells.${i}.assignmentId`,
              message: `Assignment ${c.assignmentId} is not on this module instance.`,
            },
          ]),
    ]);
    if (problems.length > 0) throw validationFailed(problems);

    const stored = new Map(
      (
        await trx
          .selectFrom('submissions')
          .select(['id', ...CELL_COLUMNS])
          .where('assignment_id', 'in', [...titles.keys()])
          .where('engagement_id', 'in', [...placed.values()])
          .execute()
      ).map((s) => [`${s.engagement_id}:${s.assignment_id}`, s]),
    );
    const now = new Date().toISOString();
    const changes: { field: string; before: unknown; after: unknown }[] = [];
    const stale: string[] = [];
    for (const c of input.cells) {
      const old = stored.get(`${placed.get(c.studentId)}:${c.assignmentId}`);
      if ((old?.version ?? 0) !== c.version) stale.push(`${titles.get(c.assignmentId)} of student ${c.studentId}`);
    }
    const cleared = input.cells.findIndex(
      (c) => c.mark === null && (stored.get(`${placed.get(c.studentId)}:${c.assignmentId}`)?.mark ?? null) !== null,
    );
    if (locked?.results_confirmed_at && cleared >= 0)
      throw validationFailed([
        { param: `cells.${cleared}.mark`, message: 'A confirmed result keeps its marks: enter the new mark instead.' },
      ]);
    if (stale.length > 0)
      throw conflict(
        `Someone saved ${stale.join(', ')} meanwhile. Your marks are kept on screen: check theirs and save again.`,
      );
    const marker = actor.asUserId ?? actor.userId;
    const next = input.cells.map((c) =>
      nextMarks(stored.get(`${placed.get(c.studentId)}:${c.assignmentId}`), c, marker),
    );
    const doubleProblems = input.cells.flatMap((c, i) => {
      const detail = doubleMarkingDetail(
        i,
        c,
        doubleMarked,
        stored.get(`${placed.get(c.studentId)}:${c.assignmentId}`),
        next[i]!,
      );
      return detail ? [detail] : [];
    });
    if (doubleProblems.length > 0) throw validationFailed(doubleProblems);
    for (const [i, c] of input.cells.entries()) {
      const engagementId = placed.get(c.studentId) as number;
      const old = stored.get(`${engagementId}:${c.assignmentId}`);
      const values = next[i]!;
      if (old) {
        if (sameMarks(old, values)) continue;
        await trx
          .updateTable('submissions')
          .set({ ...values, version: old.version + 1, updated_at: now })
          .where('id', '=', old.id)
          .execute();
      } else {
        if (sameMarks(EMPTY, values)) continue;
        await trx
          .insertInto('submissions')
          .values({
            ...values,
            assignment_id: c.assignmentId,
            engagement_id: engagementId,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      changes.push({
        field: `student ${c.studentId}, ${titles.get(c.assignmentId)}`,
        before: show(old),
        after: show(values),
      });
    }
    if (changes.length > 0 && locked?.results_confirmed_at) {
      changes.push(...(await storeResults(trx, instanceId)), { field: 'reason', before: null, after: reason });
    }
    if (changes.length > 0)
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'module-instances',
        entityId: instanceId,
        action: 'marks',
        changes,
        ip: actor.ip,
      });
  });
}
