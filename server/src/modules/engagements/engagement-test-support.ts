import type { Db } from '../../db/database.ts';
import { buildStudent, buildUser, type StudentOverrides } from '../../test/factories.ts';

// Shared by the engagement API tests: a student on an engagement, and reads of what was written.

export const today = () => new Date().toISOString().slice(0, 10);

/** A student (BTh level 4, Current, session of today's academic year unless overridden). */
export async function studentOn(db: Db, overrides: StudentOverrides = {}) {
  const person = await buildUser(db);
  const year = Number(today().slice(0, 4)) - (Number(today().slice(5, 7)) >= 8 ? 0 : 1);
  return buildStudent(db, person.personId, { sessionYear: year, ...overrides });
}

export async function engagementRow(db: Db, id: number) {
  return db.kysely.selectFrom('engagements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function studentRow(db: Db, id: number) {
  return db.kysely.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function changesOf(db: Db, engagementId: number) {
  return db.kysely
    .selectFrom('engagement_status_changes')
    .selectAll()
    .where('engagement_id', '=', engagementId)
    .orderBy('id')
    .execute();
}

export async function auditOf(db: Db, studentId: number) {
  return db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'students')
    .where('entity_id', '=', String(studentId))
    .orderBy('id')
    .execute();
}

export async function sessionsOf(db: Db, engagementId: number) {
  return db.kysely
    .selectFrom('engagement_sessions')
    .selectAll()
    .where('engagement_id', '=', engagementId)
    .orderBy('academic_year')
    .execute();
}

/** Everything a refused write must leave untouched, for comparison before and after. */
export async function snapshot(db: Db, studentId: number) {
  const k = db.kysely;
  const engagements = await k
    .selectFrom('engagements')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
  const ids = engagements.map((e) => e.id);
  return {
    student: await studentRow(db, studentId),
    engagements,
    sessions: await k
      .selectFrom('engagement_sessions')
      .selectAll()
      .where('engagement_id', 'in', ids)
      .orderBy('id')
      .execute(),
    changes: await k
      .selectFrom('engagement_status_changes')
      .selectAll()
      .where('engagement_id', 'in', ids)
      .orderBy('id')
      .execute(),
    audit: await auditOf(db, studentId),
  };
}
