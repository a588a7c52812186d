import type { LearningSupportList, MyStudentRecord, OneStudentSupport } from '@collegium/domain/my-students';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext, AuthUser } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { loadStudentSupport, loadSupportOf } from './learning-support.ts';
import { loadMyStudentRecord } from './my-student-record.ts';
import { facultyIdsOf, isInMyStudents, isTutee } from './my-students-scope.ts';

// What My Students reads for routes.ts: one of my students' records, and learning-support needs
// (my tutees', or one student's), each read of needs audited per student in the same transaction.

const notMine = () => notFound('There is no such student among your students.');

/** Writes one audit entry per student whose learning-support needs were shown (special category). */
async function auditSupportRead(
  db: Kysely<Database> | Transaction<Database>,
  auth: AuthContext,
  studentIds: readonly number[],
  via: string,
  ip: string,
) {
  for (const id of studentIds) {
    await recordAudit(db, {
      ...auditActor(auth),
      entity: 'students',
      entityId: id,
      action: 'learning-support.read',
      changes: { via },
      ip,
    });
  }
}

/** The needs of the viewer's tutees who have any, and how many tutees they have. */
export async function tuteesSupport(db: Kysely<Database>, auth: AuthContext, ip: string): Promise<LearningSupportList> {
  const facultyIds = await facultyIdsOf(db, auth.user.personId);
  const tutees = await db
    .selectFrom('students as s')
    .select('s.id')
    .where((eb) => isTutee(eb, facultyIds))
    .execute();
  return db.transaction().execute(async (trx) => {
    const items = await loadSupportOf(
      trx,
      tutees.map((t) => Number(t.id)),
    );
    await auditSupportRead(
      trx,
      auth,
      items.map((i) => i.studentId),
      'mystudents/learningsupport',
      ip,
    );
    return { tutees: tutees.length, items };
  });
}

/** One of the viewer's students; anyone else is 404. */
export async function myStudent(db: Kysely<Database>, user: AuthUser, id: number): Promise<MyStudentRecord> {
  const facultyIds = await facultyIdsOf(db, user.personId);
  const record = (await isInMyStudents(db, user.personId, id))
    ? await loadMyStudentRecord(db, id, facultyIds)
    : undefined;
  if (!record) throw notMine();
  return record;
}

/** One of the viewer's students' needs (404 for anyone else), audited. */
export async function myStudentSupport(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
  ip: string,
): Promise<OneStudentSupport> {
  if (!(await isInMyStudents(db, auth.user.personId, id))) throw notMine();
  return db.transaction().execute(async (trx) => {
    const need = await loadStudentSupport(trx, id);
    await auditSupportRead(trx, auth, [id], 'mystudents/record', ip);
    return { need };
  });
}
