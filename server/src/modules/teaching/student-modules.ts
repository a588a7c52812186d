import { academicYear } from '@collegium/domain/academic-year';
import { PLACEABLE_STATUSES, UNCOUNTED_OUTCOMES } from '@collegium/domain/module-places';
import type { PlaceableInstance, StudentModuleSession, StudentModules } from '@collegium/domain/student-modules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { personName } from '../users/person-name.ts';
import { expectationView, openSessions, planSessions } from './expected-modules.ts';
import { keepPlaceReason } from './instance-places.ts';
import './tables.ts';

// Issue 18, the student record's Modules tab: the student's places grouped by enrolment session,
// each with the assignment marks so far and the result, and (for registry) the instances the
// student could still be placed on in each open session of the current engagement, and each open
// session's expected modules (expected-modules.ts).

type Db = Kysely<Database>;

function placesOf(db: Db, studentId: number) {
  return db
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .leftJoin('people as tp', 'tp.id', 'f.person_id')
    .select([
      'r.engagement_id',
      'r.session_id',
      'r.outcome',
      'r.mark',
      'r.credits_awarded',
      'mi.id as instance_id',
      'mi.academic_year',
      'mi.hub',
      'm.id as module_id',
      'm.code',
      'm.title',
      'm.level',
      'm.credits',
      'tp.first_name',
      'tp.last_name',
      'tp.preferred_name',
    ])
    .where('e.student_id', '=', studentId)
    .orderBy('mi.academic_year', 'desc')
    .orderBy('m.code')
    .orderBy('r.id')
    .execute();
}

async function marksOf(db: Db, instanceIds: number[], engagementIds: number[]) {
  if (instanceIds.length === 0) return { assignments: [], submissions: [] };
  const assignments = await db
    .selectFrom('assignments')
    .select(['id', 'module_instance_id', 'title', 'weight'])
    .where('module_instance_id', 'in', instanceIds)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  const submissions =
    assignments.length === 0
      ? []
      : await db
          .selectFrom('submissions')
          .select(['assignment_id', 'engagement_id', 'mark'])
          .where(
            'assignment_id',
            'in',
            assignments.map((a) => a.id),
          )
          .where('engagement_id', 'in', engagementIds)
          .execute();
  return { assignments, submissions };
}

/** Instances of `year` at `level` the engagement is not on, with how many are placed. */
async function optionsOf(
  db: Db,
  year: number,
  level: string,
  taken: Set<number>,
): Promise<(PlaceableInstance & { moduleId: number })[]> {
  const rows = await db
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select((eb) => [
      'mi.id',
      'mi.module_id',
      'mi.hub',
      'mi.capacity',
      'm.code',
      'm.title',
      'm.credits',
      eb
        .selectFrom('results')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('results.module_instance_id', '=', 'mi.id')
        .as('placed'),
    ])
    .where('mi.academic_year', '=', year)
    .where('m.level', '=', level)
    .orderBy('m.code')
    .orderBy('mi.hub')
    .execute();
  return rows
    .filter((r) => !taken.has(r.id))
    .map((r) => ({
      instanceId: r.id,
      moduleId: r.module_id,
      moduleCode: r.code,
      moduleTitle: r.title,
      credits: r.credits,
      hub: r.hub,
      placed: Number(r.placed ?? 0),
      capacity: r.capacity,
    }));
}

export async function studentModules(db: Db, studentId: number, canPlace: boolean): Promise<StudentModules> {
  const student = await db
    .selectFrom('students')
    .select(['id', 'current_engagement_id'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) throw notFound(`There is no student with id ${studentId}.`);
  const engagements = await db
    .selectFrom('engagements')
    .select(['id', 'programme_code', 'level', 'status'])
    .where('student_id', '=', studentId)
    .execute();
  const engagementIds = engagements.map((e) => e.id);
  const sessionRows = engagementIds.length
    ? await db
        .selectFrom('engagement_sessions')
        .select(['id', 'engagement_id', 'academic_year', 'level', 'status'])
        .where('engagement_id', 'in', engagementIds)
        .orderBy('academic_year', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const places = await placesOf(db, studentId);
  const { assignments, submissions } = await marksOf(db, [...new Set(places.map((p) => p.instance_id))], engagementIds);
  const programmeOf = new Map(engagements.map((e) => [e.id, e.programme_code]));

  const sessions = new Map<string, StudentModuleSession & { engagementId: number }>();
  const group = (engagementId: number, year: number, sessionId: number | null) => {
    const row =
      sessionRows.find((s) => s.id === sessionId) ??
      sessionRows.find((s) => s.engagement_id === engagementId && Number(s.academic_year) === year);
    const key = row ? `s${row.id}` : `e${engagementId}-${year}`;
    let found = sessions.get(key);
    if (!found) {
      found = {
        engagementId,
        sessionId: row?.id ?? null,
        academicYear: row ? Number(row.academic_year) : year,
        label: academicYear(row ? Number(row.academic_year) : year),
        status: row?.status ?? null,
        level: row?.level ?? null,
        programme: programmeOf.get(engagementId) ?? null,
        credits: 0,
        places: [],
        options: [],
        expected: null,
      };
      sessions.set(key, found);
    }
    return found;
  };
  for (const s of sessionRows) group(s.engagement_id, Number(s.academic_year), s.id);
  for (const p of places) {
    const session = group(p.engagement_id, Number(p.academic_year), p.session_id);
    const marks = assignments
      .filter((a) => a.module_instance_id === p.instance_id)
      .map((a) => ({
        title: a.title,
        weight: a.weight,
        mark: submissions.find((s) => s.assignment_id === a.id && s.engagement_id === p.engagement_id)?.mark ?? null,
      }));
    if (!(UNCOUNTED_OUTCOMES as readonly string[]).includes(p.outcome)) session.credits += p.credits;
    session.places.push({
      instanceId: p.instance_id,
      moduleId: p.module_id,
      moduleCode: p.code,
      moduleTitle: p.title,
      level: p.level,
      credits: p.credits,
      hub: p.hub,
      tutor:
        p.first_name === null
          ? null
          : personName({ first_name: p.first_name, last_name: p.last_name ?? '', preferred_name: p.preferred_name }),
      marks,
      mark: p.mark,
      outcome: p.outcome,
      creditsAwarded: p.credits_awarded,
      removeRefusal: keepPlaceReason(p.code, p.mark, marks),
    });
  }
  const current = engagements.find((e) => e.id === student.current_engagement_id);
  const plans = await planSessions(db, await openSessions(db).where('e.student_id', '=', studentId).execute());
  for (const plan of plans) {
    const session = sessions.get(`s${plan.session.sessionId}`);
    if (session) session.expected = expectationView(plan);
  }
  if (canPlace && current?.level && (PLACEABLE_STATUSES as readonly string[]).includes(current.status)) {
    for (const session of sessions.values()) {
      if (session.engagementId !== current.id || session.sessionId === null) continue;
      if (session.status !== 'Current' && session.status !== 'Starting') continue;
      // Not the instances already taken, nor another hub's instance of a module already taken.
      const modules = new Set(session.places.map((p) => p.moduleId));
      const taken = new Set(session.places.map((p) => p.instanceId));
      session.options = (await optionsOf(db, session.academicYear, current.level, taken)).filter(
        (o) => !modules.has(o.moduleId),
      );
    }
  }
  return {
    studentId,
    sessions: [...sessions.values()]
      .sort((a, b) => b.academicYear - a.academicYear)
      .map(({ engagementId: _engagementId, ...session }) => session),
    abilities: { canPlace },
  };
}
