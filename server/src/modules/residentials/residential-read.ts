import type {
  AttendanceStatus,
  Register,
  Residential,
  StudentAttendance,
} from '@collegium/domain/residential-attendance';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { personName } from '../users/person-name.ts';
import './tables.ts';

// Feature residentialAttendance: the reads behind routes.ts. Who may keep a register: registry
// (students:edit) any; the tutor of the instance their own (`tutorPersonId`).

type Q = Kysely<Database>;
const plural = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

function residentialQuery(db: Q) {
  return db
    .selectFrom('residentials as r')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .select((eb) => [
      'r.id',
      'r.module_instance_id',
      'r.title',
      'r.starts_on',
      'r.ends_on',
      'r.version',
      'm.code',
      'm.title as module_title',
      'mi.hub',
      'mi.academic_year',
      'f.person_id as tutor_person_id',
      eb
        .selectFrom('results as x')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('x.module_instance_id', '=', 'r.module_instance_id')
        .as('students'),
      eb
        .selectFrom('residential_attendance as a')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('a.residential_id', '=', 'r.id')
        .as('marked'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof residentialQuery>['executeTakeFirstOrThrow']>>;

const view = (r: Row): Residential => ({
  id: Number(r.id),
  moduleInstanceId: Number(r.module_instance_id),
  module: `${r.code} ${r.module_title}`,
  hub: r.hub,
  academicYear: r.academic_year,
  title: r.title,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  students: Number(r.students ?? 0),
  marked: Number(r.marked ?? 0),
});

/** The residentials, all (registry) or of the instances `tutorPersonId` teaches; newest first. */
export async function listResidentials(db: Q, tutorPersonId: number | null): Promise<Residential[]> {
  let q = residentialQuery(db);
  if (tutorPersonId !== null) q = q.where('f.person_id', '=', tutorPersonId);
  const rows = await q.orderBy('r.starts_on', 'desc').orderBy('m.code').orderBy('r.id').execute();
  return rows.map(view);
}

/** The instances a residential may be added to: those of this and last academic year (or the tutor's own). */
export async function instanceOptions(db: Q, fromYear: number, tutorPersonId: number | null) {
  let q = db
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .select((eb) => [
      'mi.id',
      'm.code',
      'm.title',
      'mi.hub',
      'mi.academic_year',
      eb
        .selectFrom('results as x')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('x.module_instance_id', '=', 'mi.id')
        .as('students'),
    ])
    .where('mi.academic_year', '>=', fromYear);
  if (tutorPersonId !== null) q = q.where('f.person_id', '=', tutorPersonId);
  const rows = await q.orderBy('m.code').orderBy('mi.academic_year', 'desc').orderBy('mi.hub').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    label: `${r.code} ${r.title}, ${r.hub} ${r.academic_year}/${String((r.academic_year + 1) % 100).padStart(2, '0')} (${plural(Number(r.students ?? 0))})`,
  }));
}

/** The tutor's person of an instance (null without a tutor); 404 when there is no such instance. */
export async function instanceTutor(db: Q, instanceId: number): Promise<number | null> {
  const row = await db
    .selectFrom('module_instances as mi')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .select(['mi.id', 'f.person_id'])
    .where('mi.id', '=', instanceId)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no module instance with id ${instanceId}.`);
  return row.person_id ?? null;
}

/** One residential and the tutor's person of its instance; 404 when there is none. */
export async function findResidential(
  db: Q,
  id: number,
): Promise<{ residential: Residential; version: number; tutorPersonId: number | null }> {
  const row = await residentialQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('There is no such residential.');
  return { residential: view(row), version: row.version, tutorPersonId: row.tutor_person_id ?? null };
}

/** The students placed on the instance (a result of any outcome), by surname. */
export async function instanceStudentIds(db: Q, instanceId: number) {
  return db
    .selectFrom('results as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.id', 's.partner_id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where('x.module_instance_id', '=', instanceId)
    .distinct()
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('s.id')
    .execute();
}

export async function readRegister(db: Q, id: number): Promise<Register> {
  const { residential, version } = await findResidential(db, id);
  const students = await instanceStudentIds(db, residential.moduleInstanceId);
  const marks = await db
    .selectFrom('residential_attendance')
    .select(['student_id', 'status', 'reason'])
    .where('residential_id', '=', id)
    .execute();
  const byStudent = new Map(marks.map((m) => [m.student_id, m]));
  return {
    residential,
    version,
    rows: students.map((s) => {
      const mark = byStudent.get(s.id);
      return {
        studentId: Number(s.id),
        name: personName(s),
        partnerId: s.partner_id,
        status: (mark?.status as AttendanceStatus | undefined) ?? null,
        reason: mark?.reason ?? '',
      };
    }),
  };
}

export async function studentAttendance(db: Q, studentId: number): Promise<StudentAttendance> {
  const found = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
  if (!found) throw notFound(`There is no student with id ${studentId}.`);
  const rows = await db
    .selectFrom('residential_attendance as a')
    .innerJoin('residentials as r', 'r.id', 'a.residential_id')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select([
      'r.id',
      'r.title',
      'r.starts_on',
      'r.ends_on',
      'm.code',
      'm.title as module_title',
      'a.status',
      'a.reason',
    ])
    .where('a.student_id', '=', studentId)
    .orderBy('r.starts_on', 'desc')
    .orderBy('r.id')
    .execute();
  return {
    items: rows.map((r) => ({
      residentialId: Number(r.id),
      title: r.title,
      module: `${r.code} ${r.module_title}`,
      startsOn: r.starts_on,
      endsOn: r.ends_on,
      status: r.status as AttendanceStatus,
      reason: r.reason,
    })),
  };
}
