import { intentionsStatus } from '@collegium/domain/intentions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Engagements are the truth of a student's study (DESIGN 3); the students row holds a copy of
// the current engagement's fields so the lists and reports stay single indexed queries. Every
// write to an engagement goes through here or calls `syncStudentSummary` in the same transaction.

type Executor = Kysely<Database> | Transaction<Database>;

/** The engagement columns the students row mirrors. */
const SUMMARY_COLUMNS = [
  'programme_code',
  'pathway',
  'level',
  'cohort',
  'cohort_group',
  'status',
  'pace',
  'student_type',
  'exit_award',
  'hub',
  'intentions',
  'auditing',
] as const;

export interface NewEngagement {
  studentId: number;
  programmeCode: string;
  pathway?: string | null;
  level: string | null;
  cohortGroup?: string | null;
  status: string;
  pace?: string | null;
  studentType?: string | null;
  exitAward?: string | null;
  hub?: string | null;
  personalTutorId?: number | null;
  auditing?: boolean;
  /** The student's stated intention for next year (INTENTION_CHOICES). */
  intention?: string | null;
  /** YYYY-MM-DD, the intake it starts at. */
  startIntake: string;
  paymentTerm?: string | null;
  transferredFromId?: number | null;
  /** The academic year of its first session; none is made when omitted. */
  sessionYear?: number;
  /** That session's enrolment status (spec 4.2), Starting by default. */
  sessionStatus?: string;
}

/** The cohort filter value of a level (spec 3: 4, 5, 6, 7; 7Diss counts as 7). */
export function cohortOf(level: string | null | undefined): string | null {
  return level ? level.slice(0, 1) : null;
}

/**
 * Inserts an engagement (and its first academic-year session when `sessionYear` is given), makes
 * it the student's current one and copies its summary onto the students row. Returns its id.
 */
export async function insertEngagement(
  trx: Executor,
  e: NewEngagement,
  now = new Date().toISOString(),
): Promise<number> {
  const row = await trx
    .insertInto('engagements')
    .values({
      student_id: e.studentId,
      programme_code: e.programmeCode,
      pathway: e.pathway ?? null,
      level: e.level,
      cohort: cohortOf(e.level),
      cohort_group: e.cohortGroup ?? null,
      status: e.status,
      pace: e.pace ?? null,
      student_type: e.studentType ?? null,
      exit_award: e.exitAward ?? null,
      hub: e.hub ?? null,
      personal_tutor_id: e.personalTutorId ?? null,
      intentions: intentionsStatus({ status: e.status, level: e.level, programme: e.programmeCode }),
      auditing: e.auditing ? 1 : 0,
      intention: e.intention ?? null,
      intention_updated_at: e.intention ? now : null,
      start_intake: e.startIntake,
      end_date: null,
      payment_term: e.paymentTerm ?? null,
      transferred_from_id: e.transferredFromId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (e.sessionYear !== undefined) {
    await trx
      .insertInto('engagement_sessions')
      .values({
        engagement_id: id,
        academic_year: e.sessionYear,
        level: e.level,
        status: e.sessionStatus ?? 'Starting',
        enrolled_at: null,
        enrolled_by_user_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await trx.updateTable('students').set({ current_engagement_id: id }).where('id', '=', e.studentId).execute();
  await syncStudentSummary(trx, e.studentId, now);
  return id;
}

/**
 * Copies the student's current engagement onto the students row (and bumps its version when
 * anything changed, so an edit made against the old values gets a 409). Does nothing for a
 * student without engagements.
 */
export async function syncStudentSummary(
  trx: Executor,
  studentId: number,
  now = new Date().toISOString(),
): Promise<void> {
  const student = await trx
    .selectFrom('students')
    .select(['current_engagement_id', ...SUMMARY_COLUMNS])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student?.current_engagement_id) return;
  const engagement = await trx
    .selectFrom('engagements')
    .select(SUMMARY_COLUMNS)
    .where('id', '=', student.current_engagement_id)
    .executeTakeFirstOrThrow();
  const changed = SUMMARY_COLUMNS.some((c) => student[c] !== engagement[c]);
  if (!changed) return;
  await trx
    .updateTable('students')
    .set((eb) => ({ ...engagement, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', studentId)
    .execute();
}
