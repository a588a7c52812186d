import { fakerEN_GB as faker } from '@faker-js/faker';
import { intentionsStatus } from '@collegium/domain/intentions';
import { type Insertable, sql } from 'kysely';
import { cohortOf, syncStudentSummary } from '../modules/engagements/engagement-records.ts';
import { insertAccount } from '../modules/users/insert-account.ts';
import type { Database } from '../db/schema.ts';
import { insertAll, type Trx } from './batch.ts';
import { addDays, officeHours } from './seed-calendar.ts';
import type { PlannedEngagement } from './study-timeline.ts';

// Writes the planned engagements with their sessions and status changes in a few batched
// statements, then points each student at their current engagement and copies its summary onto
// the students row through the engagement module's own `syncStudentSummary`.

export async function insertEngagements(trx: Trx, engagements: readonly PlannedEngagement[], now: string) {
  const row = (e: PlannedEngagement): Insertable<Database['engagements']> => ({
    student_id: e.studentId,
    programme_code: e.programme,
    pathway: e.pathway,
    level: e.level,
    cohort: cohortOf(e.level),
    cohort_group: e.cohortGroup,
    status: e.status,
    pace: e.pace,
    student_type: e.studentType,
    exit_award: e.exitAward,
    hub: e.hub,
    personal_tutor_id: e.tutorId,
    intentions: intentionsStatus({ status: e.status, level: e.level, programme: e.programme }),
    intention: e.intention,
    intention_updated_at: e.intentionAt,
    auditing: e.auditing,
    start_intake: e.startIntake,
    end_date: e.endDate,
    payment_term: e.paymentTerm,
    transferred_from_id: e.transferredFrom?.id ?? null,
    created_at: now,
    updated_at: now,
  });
  // Engagements transferred from come first, so the later ones can point at them.
  const first = engagements.filter((e) => !e.transferredFrom);
  const later = engagements.filter((e) => e.transferredFrom);
  for (const batch of [first, later]) {
    const ids = await insertAll(trx, 'engagements', batch.map(row));
    batch.forEach((e, i) => (e.id = ids[i]));
  }
}

export async function insertSessionsAndChanges(
  trx: Trx,
  engagements: readonly PlannedEngagement[],
  now: string,
  today: string,
  registryUserId: number,
) {
  const sessions = engagements.flatMap((e) => e.sessions.map((s) => ({ e, s })));
  const ids = await insertAll(
    trx,
    'engagement_sessions',
    sessions.map(({ e, s }) => ({
      engagement_id: e.id as number,
      academic_year: s.year,
      level: s.level,
      status: s.status,
      enrolled_at: s.enrolledAt,
      enrolled_by_user_id: s.enrolledAt ? registryUserId : null,
      created_at: now,
      updated_at: now,
    })),
  );
  sessions.forEach(({ s }, i) => (s.id = ids[i]));
  await insertAll(
    trx,
    'engagement_status_changes',
    engagements.flatMap((e) =>
      e.changes.map((c) => {
        // Never a change in the future: early in the academic year (August, September) a change
        // planned for this year's autumn is recorded as made today.
        const effective = c.effective > today ? today : c.effective;
        const recorded = addDays(effective, faker.number.int({ min: 0, max: 3 }));
        return {
          engagement_id: e.id as number,
          from_status: c.from,
          to_status: c.to,
          reason: c.reason,
          effective_date: effective,
          changed_by_user_id: registryUserId,
          changed_at: officeHours(recorded > today ? today : recorded),
        };
      }),
    ),
  );
}

/** The current engagement is the latest one not transferred from; the students row copies it. */
export async function linkStudents(trx: Trx, studentIds: readonly number[], now: string) {
  await sql`update students set current_engagement_id = (
      select max(e.id) from engagements e
      where e.student_id = students.id
        and not exists (select 1 from engagements later where later.transferred_from_id = e.id))`.execute(trx);
  for (const id of studentIds) await syncStudentSummary(trx, id, now);
}

/**
 * Students who study now have portal accounts; the students seed gave them by the status it
 * started with, so those transferred (now current on their new programme) get theirs here.
 */
export async function openAccounts(trx: Trx, studying: readonly number[]) {
  if (studying.length === 0) return;
  const role = await trx.selectFrom('roles').select('id').where('name', '=', 'Student').executeTakeFirstOrThrow();
  const people = await trx
    .selectFrom('people')
    .leftJoin('users', 'users.person_id', 'people.id')
    .select(['people.id', 'people.email'])
    .where('people.id', 'in', studying)
    .where('users.id', 'is', null)
    .orderBy('people.id')
    .execute();
  for (const p of people)
    if (p.email) await insertAccount(trx, { personId: p.id, email: p.email, passwordHash: null, roleId: role.id });
}
