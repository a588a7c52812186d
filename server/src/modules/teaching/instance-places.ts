import { academicYear } from '@collegium/domain/academic-year';
import {
  PLACEABLE_STATUSES,
  type PlacesInput,
  type PlacesResult,
  placementRefusal,
  UNCOUNTED_OUTCOMES,
} from '@collegium/domain/module-places';
import { transferLevelProblem } from '@collegium/domain/engagement-transfer';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { checkListFilter } from '../system-data/lookup-choices.ts';
import { programmeRules } from '../system-data/programmes-repository.ts';
import { personName } from '../users/person-name.ts';
import './tables.ts';

// Issue 18: students' places on a module instance (a `results` row, outcome Enrolled, tied to the
// engagement's session of the instance's year). Placing checks each student on their own
// (domain/src/module-places.ts) in one transaction; removing a place that has marks is refused.

type Trx = Transaction<Database>;

async function instanceOf(trx: Trx, instanceId: number) {
  const found = await trx
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select(['mi.id', 'mi.module_id', 'mi.academic_year', 'mi.capacity', 'm.level', 'm.credits', 'm.code'])
    .where('mi.id', '=', instanceId)
    .executeTakeFirst();
  if (!found) throw notFound(`There is no module instance with id ${instanceId}.`);
  return found;
}

/** The students named (or the cohort), each with their current engagement. */
function candidates(trx: Trx, input: PlacesInput) {
  let query = trx
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .select([
      's.id as student_id',
      's.partner_id',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      'e.id as engagement_id',
      'e.status',
      'e.level',
    ]);
  if (input.studentIds) query = query.where('s.id', 'in', input.studentIds);
  else if (input.partnerIds) query = query.where('s.partner_id', 'in', input.partnerIds);
  else if (input.cohort)
    query = query
      .where('e.programme_code', '=', input.cohort.programme)
      .where('e.level', '=', input.cohort.level)
      .where('e.hub', '=', input.cohort.hub)
      .where('e.status', 'in', [...PLACEABLE_STATUSES]);
  return query.orderBy('p.last_name').orderBy('p.first_name').orderBy('s.id').execute();
}

/**
 * A cohort names a programme of System data's programmes (a retired one too: its students are
 * still studying) and one of that programme's levels; a 422 by the field otherwise.
 */
async function checkCohort(trx: Transaction<Database>, cohort: NonNullable<PlacesInput['cohort']>): Promise<void> {
  await checkListFilter(trx, 'programmes', 'cohort.programme', cohort.programme);
  const levels = (await programmeRules(trx, cohort.programme))?.levels ?? [];
  const problem = transferLevelProblem(cohort.programme, cohort.level, levels);
  if (problem) throw validationFailed([{ param: 'cohort.level', message: problem }]);
}

export async function placeStudents(db: Db, instanceId: number, input: PlacesInput, actor: Actor) {
  return db.kysely.transaction().execute((trx) => placeStudentsIn(trx, instanceId, input, actor));
}

/** Places in the caller's transaction (a cohort, or a student's expected modules one instance after another). */
export async function placeStudentsIn(
  trx: Trx,
  instanceId: number,
  input: PlacesInput,
  actor: Actor,
): Promise<PlacesResult> {
  if (input.cohort) await checkCohort(trx, input.cohort);
  const instance = await instanceOf(trx, instanceId);
  const year = academicYear(instance.academic_year);
  const rows = await candidates(trx, input);
  const result: PlacesResult = { placed: [], refused: [] };
  const asked = input.studentIds ?? input.partnerIds ?? [];
  const found = new Set(rows.map((r) => (input.studentIds ? r.student_id : r.partner_id)));
  for (const id of asked.filter((x) => !found.has(x)))
    result.refused.push({
      studentId: null,
      name: input.studentIds ? `Student ${id}` : `Partner id ${id}`,
      reason: 'There is no such student.',
    });
  const engagementIds = rows.flatMap((r) => (r.engagement_id === null ? [] : [r.engagement_id]));
  const onIt = await trx
    .selectFrom('results')
    .select('engagement_id')
    .where('module_instance_id', '=', instanceId)
    .execute();
  const placedIds = new Set(onIt.map((r) => r.engagement_id));
  const sessions = new Map<number, number>();
  const credits = new Map<number, number>();
  /** Engagements holding a place on another instance (another hub) of the module this year. */
  const elsewhere = new Map<number, string>();
  if (engagementIds.length > 0) {
    for (const o of await trx
      .selectFrom('results as r')
      .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
      .select(['r.engagement_id', 'mi.hub'])
      .where('r.engagement_id', 'in', engagementIds)
      .where('mi.module_id', '=', instance.module_id)
      .where('mi.academic_year', '=', instance.academic_year)
      .where('mi.id', '!=', instanceId)
      .where('r.outcome', '!=', 'Withdrawn')
      .execute())
      elsewhere.set(o.engagement_id, o.hub);
    for (const s of await trx
      .selectFrom('engagement_sessions')
      .select(['id', 'engagement_id'])
      .where('engagement_id', 'in', engagementIds)
      .where('academic_year', '=', instance.academic_year)
      .execute())
      sessions.set(s.engagement_id, s.id);
    for (const c of await trx
      .selectFrom('results as r')
      .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
      .innerJoin('modules as m', 'm.id', 'mi.module_id')
      .select((eb) => ['r.engagement_id', eb.fn.sum<number>('m.credits').as('credits')])
      .where('r.engagement_id', 'in', engagementIds)
      .where('m.level', '=', instance.level)
      .where('r.outcome', 'not in', [...UNCOUNTED_OUTCOMES])
      .groupBy('r.engagement_id')
      .execute())
      credits.set(c.engagement_id, Number(c.credits ?? 0));
  }
  let placed = onIt.length;
  const now = new Date().toISOString();
  for (const r of rows) {
    const name = personName({ first_name: r.first_name, last_name: r.last_name, preferred_name: r.preferred_name });
    const engagementId = r.engagement_id;
    const refusal =
      engagementId === null
        ? 'Has no engagement.'
        : placementRefusal({
            status: r.status ?? '',
            level: r.level ?? null,
            hasSession: sessions.has(engagementId),
            alreadyPlaced: placedIds.has(engagementId),
            placedElsewhere: elsewhere.get(engagementId) ?? null,
            moduleLevel: instance.level,
            moduleCredits: instance.credits,
            creditsAtLevel: credits.get(engagementId) ?? 0,
            placed,
            capacity: instance.capacity,
            year,
          });
    if (refusal !== null || engagementId === null) {
      result.refused.push({ studentId: r.student_id, name, reason: refusal ?? '' });
      continue;
    }
    await trx
      .insertInto('results')
      .values({
        engagement_id: engagementId,
        session_id: sessions.get(engagementId) ?? null,
        module_instance_id: instanceId,
        outcome: 'Enrolled',
        mark: null,
        credits_awarded: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    placed++;
    result.placed.push({ studentId: r.student_id, name });
  }
  if (result.placed.length > 0)
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'module-instances',
      entityId: instanceId,
      action: 'place',
      changes: result.placed.map((p) => ({ field: `student ${p.studentId}`, before: null, after: 'Enrolled' })),
      ip: actor.ip,
    });
  return result;
}

/** Why a place with marks stays (null when it has none): the 409 of a removal and the Modules tab's note. */
export function keepPlaceReason(
  code: string,
  moduleMark: number | null,
  marked: readonly { title: string; mark: number | null }[],
): string | null {
  const withMarks = marked.filter((m) => m.mark !== null);
  if (moduleMark === null && withMarks.length === 0) return null;
  const what = withMarks.length > 0 ? withMarks.map((m) => `${m.title}: ${m.mark}`).join(', ') : `module ${moduleMark}`;
  return `The place stays: marks are recorded on ${code} (${what}). Record the outcome (Withdrawn or Deferred) instead.`;
}

/** Takes a student off the instance; refused (409, with the reason) when a mark is recorded. */
export async function removePlace(db: Db, instanceId: number, studentId: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const instance = await instanceOf(trx, instanceId);
    const place = await trx
      .selectFrom('results as r')
      .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
      .select(['r.id', 'r.engagement_id', 'r.mark', 'r.outcome'])
      .where('r.module_instance_id', '=', instanceId)
      .where('e.student_id', '=', studentId)
      .executeTakeFirst();
    if (!place) throw notFound(`Student ${studentId} has no place on this module instance.`);
    const marked = await trx
      .selectFrom('submissions as s')
      .innerJoin('assignments as a', 'a.id', 's.assignment_id')
      .select(['a.title', 's.mark'])
      .where('a.module_instance_id', '=', instanceId)
      .where('s.engagement_id', '=', place.engagement_id)
      .where('s.mark', 'is not', null)
      .orderBy('a.due_date')
      .execute();
    const refusal = keepPlaceReason(instance.code, place.mark, marked);
    if (refusal !== null) throw conflict(refusal);
    const assignmentIds = trx.selectFrom('assignments').select('id').where('module_instance_id', '=', instanceId);
    await trx
      .deleteFrom('submissions')
      .where('engagement_id', '=', place.engagement_id)
      .where('assignment_id', 'in', assignmentIds)
      .execute();
    await trx.deleteFrom('results').where('id', '=', place.id).execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'module-instances',
      entityId: instanceId,
      action: 'remove place',
      changes: [{ field: `student ${studentId}`, before: place.outcome, after: null }],
      ip: actor.ip,
    });
  });
}
