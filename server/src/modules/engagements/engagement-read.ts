import { nextEngagementStatuses } from '@collegium/domain/engagement-transitions';
import { canTransferEngagement } from '@collegium/domain/engagement-transfer';
import type { EngagementView, StudentEngagements } from '@collegium/domain/engagement-view';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { personName } from '../users/person-name.ts';
import { REQUEST_TARGET_STATUS, type StudentRequestType } from '@collegium/domain/student-requests';

// GET /students/:id/engagements: a student's engagements, newest first, each with its sessions,
// status history and the moves open to it. Four queries whatever the number of engagements.

type Executor = Kysely<Database> | Transaction<Database>;

const named = (id: number | null, first: string | null, last: string | null, preferred: string | null) =>
  id === null
    ? null
    : { id, name: personName({ first_name: first ?? '', last_name: last ?? '', preferred_name: preferred }) };

function engagementsOf(db: Executor) {
  return db
    .selectFrom('engagements')
    .leftJoin('programmes', 'programmes.code', 'engagements.programme_code')
    .leftJoin('faculty', 'faculty.id', 'engagements.personal_tutor_id')
    .leftJoin('people as tutor', 'tutor.id', 'faculty.person_id')
    .select([
      'engagements.id',
      'engagements.version',
      'engagements.student_id',
      'engagements.programme_code',
      'programmes.title as programme_title',
      'programmes.transferable as programme_transferable',
      'engagements.pathway',
      'engagements.level',
      'engagements.cohort',
      'engagements.cohort_group',
      'engagements.status',
      'engagements.pace',
      'engagements.student_type',
      'engagements.exit_award',
      'engagements.hub',
      'engagements.personal_tutor_id',
      'tutor.first_name as tutor_first_name',
      'tutor.last_name as tutor_last_name',
      'tutor.preferred_name as tutor_preferred_name',
      'engagements.intentions',
      'engagements.intention',
      'engagements.auditing',
      'engagements.start_intake',
      'engagements.end_date',
      'engagements.payment_term',
      'engagements.transferred_from_id',
    ]);
}

async function sessionsOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('engagement_sessions')
    .select(['id', 'engagement_id', 'academic_year', 'level', 'status', 'enrolled_at'])
    .where('engagement_id', 'in', ids)
    .orderBy('academic_year', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

async function changesOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('engagement_status_changes as c')
    .leftJoin('users', 'users.id', 'c.changed_by_user_id')
    .leftJoin('people', 'people.id', 'users.person_id')
    .select([
      'c.id',
      'c.engagement_id',
      'c.from_status',
      'c.to_status',
      'c.reason',
      'c.effective_date',
      'c.changed_at',
      'users.id as user_id',
      'people.first_name',
      'people.last_name',
      'people.preferred_name',
    ])
    .where('c.engagement_id', 'in', ids)
    .orderBy('c.changed_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Approved requests whose change waits for its date (issue 11). */
async function scheduledOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('student_requests')
    .select(['id', 'engagement_id', 'type', 'effective_date'])
    .where('engagement_id', 'in', ids)
    .where('status', '=', 'Approved')
    .where('applied_at', 'is', null)
    .where('not_applied_reason', 'is', null)
    .orderBy('effective_date')
    .orderBy('id')
    .execute();
}

/** The student's engagements as the API shows them; 404 for an unknown student. */
export async function readStudentEngagements(
  db: Executor,
  studentId: number,
): Promise<Omit<StudentEngagements, 'abilities'>> {
  const student = await db
    .selectFrom('students')
    .select(['id', 'current_engagement_id'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) throw notFound(`There is no student with id ${studentId}.`);
  const rows = await engagementsOf(db)
    .where('engagements.student_id', '=', studentId)
    .orderBy('engagements.start_intake', 'desc')
    .orderBy('engagements.id', 'desc')
    .execute();
  const ids = rows.map((r) => r.id);
  const [sessions, changes, scheduled] = await Promise.all([
    sessionsOf(db, ids),
    changesOf(db, ids),
    scheduledOf(db, ids),
  ]);
  const items = rows.map((r): EngagementView => {
    const programmeCode = r.programme_code;
    return {
      id: r.id,
      version: r.version,
      current: r.id === student.current_engagement_id,
      programmeCode,
      programmeTitle: r.programme_title ?? null,
      pathway: r.pathway,
      level: r.level,
      cohort: r.cohort,
      cohortGroup: r.cohort_group,
      status: r.status,
      pace: r.pace,
      studentType: r.student_type,
      exitAward: r.exit_award,
      hub: r.hub,
      personalTutorId: r.personal_tutor_id,
      personalTutorName:
        named(r.personal_tutor_id, r.tutor_first_name, r.tutor_last_name, r.tutor_preferred_name)?.name ?? null,
      intentions: r.intentions,
      intention: r.intention,
      auditing: Number(r.auditing) === 1,
      startIntake: r.start_intake,
      endDate: r.end_date,
      paymentTerm: r.payment_term,
      transferredFromId: r.transferred_from_id,
      nextStatuses: [...nextEngagementStatuses(r.status)],
      canTransfer: canTransferEngagement({
        programmeCode,
        status: r.status,
        transferable: Number(r.programme_transferable) === 1,
      }),
      sessions: sessions
        .filter((s) => s.engagement_id === r.id)
        .map((s) => ({
          id: s.id,
          academicYear: Number(s.academic_year),
          level: s.level,
          status: s.status,
          enrolledAt: s.enrolled_at,
        })),
      history: changes
        .filter((c) => c.engagement_id === r.id)
        .map((c) => ({
          id: c.id,
          fromStatus: c.from_status,
          toStatus: c.to_status,
          reason: c.reason,
          effectiveDate: c.effective_date,
          changedBy: named(c.user_id, c.first_name, c.last_name, c.preferred_name),
          changedAt: c.changed_at,
        })),
      scheduledChanges: scheduled
        .filter((s) => s.engagement_id === r.id)
        .map((s) => ({
          requestId: s.id,
          kind: s.type,
          toStatus: REQUEST_TARGET_STATUS[s.type as StudentRequestType] ?? s.type,
          effectiveDate: s.effective_date,
        })),
    };
  });
  return { studentId, currentEngagementId: student.current_engagement_id, items };
}

/** One engagement as the API shows it (the writes answer with it). */
export async function readEngagement(db: Executor, engagementId: number): Promise<EngagementView> {
  const row = await db.selectFrom('engagements').select('student_id').where('id', '=', engagementId).executeTakeFirst();
  if (!row) throw notFound(`There is no engagement with id ${engagementId}.`);
  const all = await readStudentEngagements(db, row.student_id);
  const found = all.items.find((e) => e.id === engagementId);
  if (!found) throw notFound(`There is no engagement with id ${engagementId}.`);
  return found;
}
