import type { FeeAssessmentDetail, feeAssessmentInput, StudentFeeAssessments } from '@collegium/domain/fee-assessment';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { validationFailed } from '../../http/errors.ts';
import { readAssessment } from './assessment-detail.ts';
import { assessSession } from './fee-assessments.ts';

// Issue 14: a student's fee assessments as the record's Finance tab reads them, and assessing one
// of the student's sessions by hand.

export async function readStudentAssessments(db: Kysely<Database>, studentId: number): Promise<StudentFeeAssessments> {
  const rows = await db
    .selectFrom('fee_assessments')
    .select('id')
    .where('student_id', '=', studentId)
    .orderBy('academic_year', 'desc')
    .execute();
  // The student's sessions still without a fee (Starting or Current ones).
  const open = await db
    .selectFrom('engagement_sessions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .leftJoin('fee_assessments as f', 'f.session_id', 'x.id')
    .select(['x.id', 'x.academic_year', 'e.programme_code'])
    .where('e.student_id', '=', studentId)
    .where('x.status', 'in', ['Starting', 'Current'])
    .where('f.id', 'is', null)
    .orderBy('x.academic_year')
    .execute();
  return {
    items: await Promise.all(rows.map((r) => readAssessment(db, r.id))),
    unassessed: open.map((o) => ({ sessionId: o.id, academicYear: o.academic_year, programmeCode: o.programme_code })),
  };
}

/** Assesses one of the student's own sessions (422 on sessionId for another's or none). */
export async function assessStudentSession(
  db: Db,
  studentId: number,
  input: z.infer<typeof feeAssessmentInput>,
  actor: Actor,
): Promise<FeeAssessmentDetail> {
  const { sessionId, ...options } = input;
  if (sessionId === undefined)
    throw validationFailed([{ param: 'sessionId', message: 'Choose the session to assess.' }]);
  return db.kysely.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('engagement_sessions as x')
      .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
      .select('x.id')
      .where('x.id', '=', sessionId)
      .where('e.student_id', '=', studentId)
      .executeTakeFirst();
    if (!own) throw validationFailed([{ param: 'sessionId', message: 'That session is not one of this student’s.' }]);
    return readAssessment(trx, await assessSession(trx, sessionId, options, actor));
  });
}
