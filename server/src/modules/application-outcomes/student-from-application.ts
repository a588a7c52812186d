import { academicYearOf } from '@collegium/domain/academic-year';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertEngagement, syncStudentSummary } from '../engagements/engagement-records.ts';
import { programmeRules } from '../system-data/programmes-repository.ts';

// Issue 6, "Accepting": a confirmed applicant becomes a student of the same person, with an
// engagement Starting at the intake applied for (and its first academic-year session). Runs in
// the caller's transaction and is idempotent: a person who is already a student keeps their
// student row (and partner id), and gets a new engagement only when none starts at that intake.

/** Engagement statuses of a student still studying: their current engagement stays current. */
const STUDYING = new Set(['Current', 'IoS']);

export interface ApplicationForConversion {
  id: number;
  person_id: number;
  course: string;
  intake: string | null;
  study_pace: string | null;
  applicant_type: string | null;
  cohort_group: string | null;
}

export interface ConversionResult {
  studentId: number;
  partnerId: number;
  engagementId: number;
  /** What this call wrote: a new student, a new engagement, or nothing (already there). */
  createdStudent: boolean;
  createdEngagement: boolean;
}

/** The next free partner id: one more than the highest given (1 for the first student). */
async function nextPartnerId(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom('students')
    .select((eb) => eb.fn.max('partner_id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function ensureStudentFor(
  trx: Transaction<Database>,
  application: ApplicationForConversion & { intake: string },
  now = new Date().toISOString(),
): Promise<ConversionResult> {
  let student = await trx
    .selectFrom('students')
    .select(['id', 'partner_id', 'current_engagement_id'])
    .where('person_id', '=', application.person_id)
    .orderBy('id')
    .executeTakeFirst();
  let createdStudent = false;
  if (!student) {
    const inserted = await trx
      .insertInto('students')
      .values({
        person_id: application.person_id,
        partner_id: await nextPartnerId(trx),
        hub: null,
        programme_code: application.course,
        pathway: null,
        status: 'Starting',
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'partner_id', 'current_engagement_id'])
      .executeTakeFirstOrThrow();
    student = inserted;
    createdStudent = true;
  }

  const existing = await trx
    .selectFrom('engagements')
    .select('id')
    .where('student_id', '=', student.id)
    .where('start_intake', '=', application.intake)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) {
    return {
      studentId: student.id,
      partnerId: student.partner_id,
      engagementId: existing.id,
      createdStudent,
      createdEngagement: false,
    };
  }

  const previous = student.current_engagement_id
    ? await trx
        .selectFrom('engagements')
        .select(['id', 'status'])
        .where('id', '=', student.current_engagement_id)
        .executeTakeFirst()
    : undefined;
  const engagementId = await insertEngagement(
    trx,
    {
      studentId: student.id,
      programmeCode: application.course,
      // The first of the programme's levels in System data
      level: (await programmeRules(trx, application.course))?.levels[0] ?? null,
      cohortGroup: application.cohort_group,
      status: 'Starting',
      pace: application.study_pace,
      studentType: application.applicant_type,
      startIntake: application.intake,
      sessionYear: academicYearOf(application.intake),
    },
    now,
  );
  // A student still studying keeps their current engagement as the one their row summarises;
  // the new one waits as Starting until it begins.
  if (previous && STUDYING.has(previous.status)) {
    await trx
      .updateTable('students')
      .set({ current_engagement_id: previous.id })
      .where('id', '=', student.id)
      .execute();
    await syncStudentSummary(trx, student.id, now);
  }
  // The portal account and the onboarding e-mails follow in confirm-application.ts.
  return {
    studentId: student.id,
    partnerId: student.partner_id,
    engagementId,
    createdStudent,
    createdEngagement: true,
  };
}
