import { academicYearOf } from '@collegium/domain/academic-year';
import { type Expectation, expectedModules, type SessionExpectation } from '@collegium/domain/expected-modules';
import { type IntentionsStatus, intentionsStatus } from '@collegium/domain/intentions';
import { PLACEABLE_STATUSES, UNCOUNTED_OUTCOMES } from '@collegium/domain/module-places';
import { LEVELS_BY_PROGRAMME } from '@collegium/domain/programme-levels';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';
import { programmeLevelList, programmeRows } from '../system-data/programmes-repository.ts';
import './tables.ts';

// Issue 18: the modules a student is expected to take in an open enrolment session (the rule:
// domain/src/expected-modules.ts), read for many sessions at once: the student record's Modules
// tab (one student's open sessions), the instance's Students tab (who is expected on its module
// but not placed) and "place on expected modules".

type Db = Kysely<Database> | Transaction<Database>;

/** An open session of a placeable engagement, with what the rule needs of the engagement. */
export interface OpenSession {
  studentId: number;
  engagementId: number;
  programme: string;
  pace: string | null;
  hub: string | null;
  engagementLevel: string | null;
  status: string;
  intention: string | null;
  sessionId: number;
  academicYear: number;
  sessionLevel: string | null;
}

export interface SessionPlan {
  session: OpenSession;
  expectation: Expectation;
  /** Modules the engagement holds a place on in the session's year, and their counting credits. */
  placedModules: Set<number>;
  placedCredits: number;
  /** The instance of each expected module in the session's year at the student's hub. */
  instanceOf: Map<number, number>;
}

/** Open (Current or Starting) sessions of students' current engagements, Current or Starting (placement's). */
export function openSessions(db: Db) {
  return db
    .selectFrom('engagement_sessions as es')
    .innerJoin('engagements as e', 'e.id', 'es.engagement_id')
    .innerJoin('students as st', 'st.current_engagement_id', 'e.id')
    .select([
      'e.student_id as studentId',
      'e.id as engagementId',
      'e.programme_code as programme',
      'e.pace',
      'e.hub',
      'e.level as engagementLevel',
      'e.status',
      'e.intention',
      'es.id as sessionId',
      'es.academic_year as academicYear',
      'es.level as sessionLevel',
    ])
    .where('es.status', 'in', ['Current', 'Starting'])
    .where('e.status', 'in', [...PLACEABLE_STATUSES]);
}

async function programmeLevels(db: Db): Promise<Record<string, readonly string[]>> {
  const levels: Record<string, readonly string[]> = { ...LEVELS_BY_PROGRAMME };
  for (const p of await programmeRows(db)) levels[p.code] = programmeLevelList(p.levels);
  return levels;
}

/** Each session's expected modules, with its places and the instances that teach them. */
export async function planSessions(db: Db, sessions: readonly OpenSession[]): Promise<SessionPlan[]> {
  if (sessions.length === 0) return [];
  const modules = (
    await db.selectFrom('modules').select(['id', 'code', 'title', 'credits', 'level', 'programme', 'active']).execute()
  ).map((m) => ({ ...m, credits: Number(m.credits), active: Boolean(m.active) }));
  const moduleOf = new Map(modules.map((m) => [m.id, m]));
  const levels = await programmeLevels(db);
  const studentIds = [...new Set(sessions.map((s) => s.studentId))];
  const places = await db
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .select(['e.student_id', 'r.engagement_id', 'r.outcome', 'mi.academic_year', 'mi.module_id'])
    .where('e.student_id', 'in', studentIds)
    .execute();
  const years = [...new Set(sessions.map((s) => Number(s.academicYear)))];
  const instances = await db
    .selectFrom('module_instances')
    .select(['id', 'module_id', 'academic_year', 'hub'])
    .where('academic_year', 'in', years)
    .execute();
  const instanceKey = (year: number, hub: string | null, moduleId: number) => `${year}|${hub}|${moduleId}`;
  const instanceIds = new Map(instances.map((i) => [instanceKey(Number(i.academic_year), i.hub, i.module_id), i.id]));
  const currentYear = academicYearOf(new Date());
  const counts = (outcome: string) => !(UNCOUNTED_OUTCOMES as readonly string[]).includes(outcome);

  return sessions.map((session) => {
    const year = Number(session.academicYear);
    const mine = places.filter((p) => p.student_id === session.studentId);
    const here = (p: (typeof mine)[number]) =>
      p.engagement_id === session.engagementId && Number(p.academic_year) === year;
    const elsewhere = mine.filter((p) => !here(p) && counts(p.outcome));
    const level = session.sessionLevel ?? session.engagementLevel;
    const status: IntentionsStatus | null = intentionsStatus({
      status: session.status,
      level: session.engagementLevel,
      programme: session.programme,
    });
    const expectation = expectedModules({
      programme: session.programme,
      pace: session.pace,
      level,
      nextYear: year === currentYear + 1,
      intention: session.intention,
      intentionsStatus: status,
      programmeLevels: levels,
      modules,
      taken: new Set(elsewhere.map((p) => p.module_id)),
      creditsAtLevel: elsewhere
        .map((p) => moduleOf.get(p.module_id))
        .filter((m) => m !== undefined && m.level === level)
        .reduce((sum, m) => sum + (m?.credits ?? 0), 0),
    });
    const placedHere = mine.filter(here);
    const instanceOf = new Map<number, number>();
    for (const m of expectation.modules) {
      const id = instanceIds.get(instanceKey(year, session.hub, m.id));
      if (id !== undefined) instanceOf.set(m.id, id);
    }
    return {
      session,
      expectation,
      placedModules: new Set(placedHere.map((p) => p.module_id)),
      placedCredits: placedHere
        .filter((p) => counts(p.outcome))
        .reduce((sum, p) => sum + (moduleOf.get(p.module_id)?.credits ?? 0), 0),
      instanceOf,
    };
  });
}

/** The Modules tab's view of a plan: each expected module, placed or not, and its instance. */
export function expectationView(plan: SessionPlan): SessionExpectation {
  return {
    level: plan.expectation.level,
    reason: plan.expectation.reason,
    credits: plan.expectation.credits,
    placedCredits: plan.placedCredits,
    modules: plan.expectation.modules.map((m) => ({
      moduleId: m.id,
      moduleCode: m.code,
      moduleTitle: m.title,
      credits: m.credits,
      placed: plan.placedModules.has(m.id),
      instanceId: plan.instanceOf.get(m.id) ?? null,
      hub: plan.instanceOf.has(m.id) ? plan.session.hub : null,
    })),
  };
}

/** Students expected on the instance's module (at its hub, in its year) who hold no place on it. */
export async function expectedStudentsOf(db: Db, instanceId: number) {
  const instance = await db
    .selectFrom('module_instances')
    .select(['id', 'module_id', 'academic_year', 'hub'])
    .where('id', '=', instanceId)
    .executeTakeFirst();
  if (!instance) return [];
  const sessions = await openSessions(db)
    .where('es.academic_year', '=', instance.academic_year)
    .where('e.hub', '=', instance.hub)
    .execute();
  const plans = await planSessions(db, sessions);
  const expected = plans.filter(
    (p) => !p.placedModules.has(instance.module_id) && p.expectation.modules.some((m) => m.id === instance.module_id),
  );
  if (expected.length === 0) return [];
  const people = await db
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.id', 's.partner_id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where(
      's.id',
      'in',
      expected.map((p) => p.session.studentId),
    )
    .execute();
  const personOf = new Map(people.map((p) => [p.id, p]));
  return expected
    .flatMap((plan) => {
      const person = personOf.get(plan.session.studentId);
      if (!person) return [];
      return [
        {
          studentId: person.id,
          partnerId: person.partner_id,
          name: personName(person),
          lastName: person.last_name,
          programme: plan.session.programme,
          level: plan.expectation.level ?? '',
        },
      ];
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name) || a.studentId - b.studentId)
    .map(({ lastName: _lastName, ...student }) => student);
}
