import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Who "my students" are (spec 2.4, 2.5): for a member of faculty, the students whose current
// engagement names them as personal tutor (their tutees) and the students with a place (a results
// row) on a module instance they teach. The viewer is matched to faculty through their person.
// Every my-students call filters through here; a student outside it is answered with 404.

type Students = ExpressionBuilder<Database & { s: Database['students'] }, 's'>;

/** The faculty records of the signed-in person (usually one; none for non-faculty). */
export async function facultyIdsOf(db: Kysely<Database>, personId: number): Promise<number[]> {
  const rows = await db.selectFrom('faculty').select('id').where('person_id', '=', personId).execute();
  return rows.map((r) => Number(r.id));
}

const nothing = () => sql<SqlBool>`1 = 0`;

/** `s` is a tutee: their current engagement's personal tutor is one of `facultyIds`. */
export function isTutee(eb: Students, facultyIds: readonly number[]): Expression<SqlBool> {
  if (facultyIds.length === 0) return nothing();
  return eb(
    's.current_engagement_id',
    'in',
    eb.selectFrom('engagements as te').select('te.id').where('te.personal_tutor_id', 'in', facultyIds),
  );
}

/** `s` is taught by `facultyIds`: a results row on a module instance one of them teaches. */
export function isTaught(eb: Students, facultyIds: readonly number[]): Expression<SqlBool> {
  if (facultyIds.length === 0) return nothing();
  return eb.exists(
    eb
      .selectFrom('results as tr')
      .innerJoin('engagements as tre', 'tre.id', 'tr.engagement_id')
      .innerJoin('module_instances as tmi', 'tmi.id', 'tr.module_instance_id')
      .select(sql`1`.as('one'))
      .whereRef('tre.student_id', '=', 's.id')
      .where('tmi.tutor_id', 'in', facultyIds),
  );
}

/** `s` is one of my students (tutee or taught). */
export function isMyStudent(eb: Students, facultyIds: readonly number[]): Expression<SqlBool> {
  if (facultyIds.length === 0) return nothing();
  return eb.or([isTutee(eb, facultyIds), isTaught(eb, facultyIds)]);
}

/** Whether student `studentId` is one of the viewer's students. */
export async function isInMyStudents(db: Kysely<Database>, personId: number, studentId: number): Promise<boolean> {
  const facultyIds = await facultyIdsOf(db, personId);
  if (facultyIds.length === 0) return false;
  const row = await db
    .selectFrom('students as s')
    .select('s.id')
    .where('s.id', '=', studentId)
    .where((eb) => isMyStudent(eb, facultyIds))
    .executeTakeFirst();
  return row !== undefined;
}
