import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { personName } from '../users/person-name.ts';
import '../residentials/tables.ts';
import './tables.ts';

// Reads for the module and faculty record pages. Counts are correlated subqueries, so each list
// is one query whatever its length.

type Db = Kysely<Database>;

const nameOf = (first: string | null, last: string | null, preferred: string | null) =>
  personName({ first_name: first ?? '', last_name: last ?? '', preferred_name: preferred });

/** How many students have a place (a result of any outcome) on the instance `mi`. */
function studentCount(eb: ExpressionBuilder<Database & { mi: Database['module_instances'] }, 'mi'>) {
  return eb
    .selectFrom('results')
    .select((r) => r.fn.countAll<number>().as('n'))
    .whereRef('results.module_instance_id', '=', 'mi.id')
    .as('student_count');
}

export async function moduleInstances(db: Db, moduleId: number) {
  const found = await db.selectFrom('modules').select('id').where('id', '=', moduleId).executeTakeFirst();
  if (!found) throw notFound(`There is no module with id ${moduleId}.`);
  const rows = await db
    .selectFrom('module_instances as mi')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .leftJoin('people as fp', 'fp.id', 'f.person_id')
    .select((eb) => [
      'mi.id',
      'mi.academic_year',
      'mi.hub',
      'mi.starts_on',
      'mi.capacity',
      'mi.version',
      'mi.tutor_id',
      'f.person_id as tutor_person_id',
      'fp.first_name',
      'fp.last_name',
      'fp.preferred_name',
      studentCount(eb),
    ])
    .where('mi.module_id', '=', moduleId)
    .orderBy('mi.academic_year', 'desc')
    .orderBy('mi.hub')
    .orderBy('mi.id')
    .execute();
  const ids = rows.map((r) => r.id);
  const residentials = ids.length
    ? await db
        .selectFrom('residentials')
        .select(['module_instance_id', 'title', 'starts_on', 'ends_on'])
        .where('module_instance_id', 'in', ids)
        .orderBy('starts_on')
        .orderBy('id')
        .execute()
    : [];
  const assignments = ids.length
    ? await db
        .selectFrom('assignments')
        .select(['id', 'module_instance_id', 'title', 'due_date', 'weight'])
        .where('module_instance_id', 'in', ids)
        .orderBy('due_date')
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    academicYear: r.academic_year,
    hub: r.hub,
    startsOn: r.starts_on,
    capacity: r.capacity,
    tutor: r.tutor_id === null ? null : { id: r.tutor_id, name: nameOf(r.first_name, r.last_name, r.preferred_name) },
    tutorPersonId: r.tutor_person_id ?? null,
    studentCount: Number(r.student_count ?? 0),
    residentials: residentials
      .filter((x) => x.module_instance_id === r.id)
      .map((x) => ({ title: x.title, startsOn: x.starts_on, endsOn: x.ends_on })),
    assignments: assignments
      .filter((a) => a.module_instance_id === r.id)
      .map((a) => ({ id: a.id, title: a.title, dueDate: a.due_date, weight: a.weight })),
  }));
}

export async function instanceStudents(db: Db, instanceId: number) {
  const instance = await db
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .leftJoin('people as fp', 'fp.id', 'f.person_id')
    .select([
      'mi.id',
      'mi.module_id',
      'm.code',
      'm.title',
      'mi.academic_year',
      'mi.hub',
      'mi.tutor_id',
      'f.person_id',
      'fp.first_name',
      'fp.last_name',
      'fp.preferred_name',
    ])
    .where('mi.id', '=', instanceId)
    .executeTakeFirst();
  if (!instance) throw notFound(`There is no module instance with id ${instanceId}.`);
  const rows = await db
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.id', 's.partner_id', 'p.first_name', 'p.last_name', 'p.preferred_name', 'r.outcome', 'r.mark'])
    .where('r.module_instance_id', '=', instanceId)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('s.id')
    .execute();
  return {
    tutorPersonId: instance.person_id ?? null,
    instance: {
      id: instance.id,
      moduleId: instance.module_id,
      moduleCode: instance.code,
      moduleTitle: instance.title,
      academicYear: instance.academic_year,
      hub: instance.hub,
      tutor:
        instance.tutor_id === null
          ? null
          : { id: instance.tutor_id, name: nameOf(instance.first_name, instance.last_name, instance.preferred_name) },
    },
    items: rows.map((r) => ({
      studentId: r.id,
      name: nameOf(r.first_name, r.last_name, r.preferred_name),
      partnerId: r.partner_id,
      outcome: r.outcome,
      mark: r.mark,
    })),
  };
}

export async function facultyTeaching(db: Db, facultyId: number) {
  const member = await db
    .selectFrom('faculty')
    .select(['id', 'person_id'])
    .where('id', '=', facultyId)
    .executeTakeFirst();
  if (!member) throw notFound(`There is no member of faculty with id ${facultyId}.`);
  const taught = await db
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select((eb) => ['mi.id', 'mi.module_id', 'm.code', 'm.title', 'mi.academic_year', 'mi.hub', studentCount(eb)])
    .where('mi.tutor_id', '=', facultyId)
    .orderBy('mi.academic_year', 'desc')
    .orderBy('m.code')
    .orderBy('mi.hub')
    .execute();
  // Tutees: students whose current engagement names this member as personal tutor.
  const tutees = await db
    .selectFrom('students as s')
    .innerJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select([
      's.id',
      's.partner_id',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      'e.programme_code',
      'e.level',
      'e.status',
    ])
    .where('e.personal_tutor_id', '=', facultyId)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('s.id')
    .execute();
  return {
    personId: member.person_id,
    modules: taught.map((t) => ({
      instanceId: t.id,
      moduleId: t.module_id,
      moduleCode: t.code,
      moduleTitle: t.title,
      academicYear: t.academic_year,
      hub: t.hub,
      studentCount: Number(t.student_count ?? 0),
    })),
    tutees: tutees.map((t) => ({
      studentId: t.id,
      name: nameOf(t.first_name, t.last_name, t.preferred_name),
      partnerId: t.partner_id,
      programme: t.programme_code,
      level: t.level,
      status: t.status,
    })),
  };
}
