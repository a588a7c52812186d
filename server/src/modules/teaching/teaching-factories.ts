import type { Db } from '../../db/database.ts';
import { buildUser } from '../../test/factories.ts';

// Test records for the teaching and dissertation calls: faculty, modules, instances and places.

let sequence = 0;
const now = () => new Date().toISOString();

/** A member of faculty on `personId` (a fresh person when omitted). */
export async function buildFaculty(db: Db, options: { personId?: number; active?: boolean } = {}) {
  const personId = options.personId ?? (await buildUser(db)).personId;
  const row = await db.kysely
    .insertInto('faculty')
    .values({
      person_id: personId,
      job_title: 'Tutor',
      department: null,
      qualifications: null,
      hub: 'Durham',
      active: options.active === false ? 0 : 1,
      start_date: null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buildModule(db: Db, values: { hubWeeks?: string | null; residentials?: string | null } = {}) {
  sequence++;
  const row = await db.kysely
    .insertInto('modules')
    .values({
      code: `TM${7100 + sequence}`,
      title: `Test module ${sequence}`,
      credits: 20,
      level: '4',
      programme: 'BTh',
      hub_weeks: values.hubWeeks ?? null,
      residentials: values.residentials ?? null,
      active: 1,
      created_at: now(),
      updated_at: now(),
    })
    .returning(['id', 'code', 'title'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function buildInstance(
  db: Db,
  moduleId: number,
  values: { academicYear?: number; hub?: string; tutorId?: number | null } = {},
) {
  const row = await db.kysely
    .insertInto('module_instances')
    .values({
      module_id: moduleId,
      academic_year: values.academicYear ?? 2026,
      hub: values.hub ?? 'Durham',
      tutor_id: values.tutorId ?? null,
      starts_on: null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A place for an engagement on an instance, with its outcome and mark. */
export async function buildResult(
  db: Db,
  engagementId: number,
  instanceId: number,
  values: { outcome?: string; mark?: number | null } = {},
) {
  await db.kysely
    .insertInto('results')
    .values({
      engagement_id: engagementId,
      session_id: null,
      module_instance_id: instanceId,
      outcome: values.outcome ?? 'Enrolled',
      mark: values.mark ?? null,
      credits_awarded: null,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
}
