import { academicYear } from '@collegium/domain/academic-year';
import { nextYearsDate, type RollForwardResult } from '@collegium/domain/teaching-plan';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import '../residentials/tables.ts';
import './tables.ts';

// Issue 18: "create next year's instances from this year's" in one action and one transaction.
// Each instance of `fromYear` gives the year after an instance at the same hub with the same tutor
// and capacity, its start date, residentials and assignments moved on a year; a hub that already
// has one next year is left as it is. No student is carried over: places are made each year.

export async function createNextYearsInstances(
  db: Db,
  moduleId: number,
  fromYear: number,
  actor: Actor,
): Promise<RollForwardResult> {
  const toYear = fromYear + 1;
  return db.kysely.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('modules').select('id').where('id', '=', moduleId).executeTakeFirst();
    if (!found) throw notFound(`There is no module with id ${moduleId}.`);
    const sources = await trx
      .selectFrom('module_instances')
      .select(['id', 'hub', 'tutor_id', 'starts_on', 'capacity'])
      .where('module_id', '=', moduleId)
      .where('academic_year', '=', fromYear)
      .orderBy('hub')
      .execute();
    if (sources.length === 0)
      throw validationFailed([
        { param: 'fromYear', message: `This module has no instances in ${academicYear(fromYear)} to copy.` },
      ]);
    const taken = new Set(
      (
        await trx
          .selectFrom('module_instances')
          .select('hub')
          .where('module_id', '=', moduleId)
          .where('academic_year', '=', toYear)
          .execute()
      ).map((r) => r.hub),
    );
    const now = new Date().toISOString();
    const created: string[] = [];
    const skipped: string[] = [];
    for (const source of sources) {
      if (taken.has(source.hub)) {
        skipped.push(source.hub);
        continue;
      }
      const startsOn = source.starts_on === null ? null : nextYearsDate(source.starts_on);
      const { id } = await trx
        .insertInto('module_instances')
        .values({
          module_id: moduleId,
          academic_year: toYear,
          hub: source.hub,
          tutor_id: source.tutor_id,
          starts_on: startsOn,
          capacity: source.capacity,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const assignments = await trx
        .selectFrom('assignments')
        .select(['title', 'due_date', 'weight'])
        .where('module_instance_id', '=', source.id)
        .orderBy('due_date')
        .orderBy('id')
        .execute();
      for (const a of assignments)
        await trx
          .insertInto('assignments')
          .values({
            module_instance_id: id,
            title: a.title,
            due_date: nextYearsDate(a.due_date),
            weight: a.weight,
            created_at: now,
            updated_at: now,
          })
          .execute();
      const residentials = await trx
        .selectFrom('residentials')
        .select(['title', 'starts_on', 'ends_on'])
        .where('module_instance_id', '=', source.id)
        .orderBy('starts_on')
        .execute();
      for (const r of residentials)
        await trx
          .insertInto('residentials')
          .values({
            module_instance_id: id,
            title: r.title,
            starts_on: nextYearsDate(r.starts_on),
            ends_on: nextYearsDate(r.ends_on),
            created_at: now,
            updated_at: now,
          })
          .execute();
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'module-instances',
        entityId: Number(id),
        action: 'create',
        changes: [
          { field: 'moduleId', before: null, after: moduleId },
          { field: 'academicYear', before: null, after: toYear },
          { field: 'hub', before: null, after: source.hub },
          { field: 'tutorId', before: null, after: source.tutor_id },
          { field: 'startsOn', before: null, after: startsOn },
          { field: 'capacity', before: null, after: source.capacity },
          { field: 'copiedFrom', before: null, after: source.id },
        ],
        ip: actor.ip,
      });
      created.push(source.hub);
    }
    return { toYear, created, skipped };
  });
}
