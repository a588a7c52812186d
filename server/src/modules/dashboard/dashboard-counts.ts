import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The staff dashboard's live counts (spec 2.3). Students by status and contacts come from the
// facet counts the triggers keep (migration 0019b), so the call stays well under a millisecond at
// 100,000 students; accounts and sessions are small tables.

export async function dashboardCounts(db: Db) {
  const k = db.kysely;
  const now = new Date().toISOString();
  const [students, people, users, sessions] = await Promise.all([
    // The facet counts the triggers keep (migration 0019b): a few rows, never 100,000.
    sql<{ current: number | null; starting: number | null }>`select
        sum(case when status = 'Current' then n else 0 end) as current,
        sum(case when status = 'Starting' then n else 0 end) as starting
      from students_facets where status in ('Current', 'Starting')`
      .execute(k)
      .then((r) => r.rows[0] ?? { current: 0, starting: 0 }),
    sql<{ n: number | null }>`select sum(n) as n from people_facets`.execute(k).then((r) => r.rows[0] ?? { n: 0 }),
    k
      .selectFrom('users')
      .leftJoin('students', 'students.person_id', 'users.person_id')
      .select((eb) => [
        // Applicants are the holders of the Applicant role who are not (yet) students.
        eb.fn
          .countAll<number>()
          .filterWhere((w) =>
            w.and([
              w('students.id', 'is', null),
              w.exists(
                w
                  .selectFrom('user_roles')
                  .innerJoin('roles', 'roles.id', 'user_roles.role_id')
                  .select('user_roles.user_id')
                  .whereRef('user_roles.user_id', '=', 'users.id')
                  .where('roles.name', '=', 'Applicant'),
              ),
            ]),
          )
          .as('applicants'),
        eb.fn.countAll<number>().filterWhere('students.id', 'is not', null).as('students'),
        eb.fn.countAll<number>().as('all'),
      ])
      .where('users.active', '=', 1)
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('sessions')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    currentStudents: Number(students.current ?? 0),
    startingStudents: Number(students.starting ?? 0),
    people: Number(people.n ?? 0),
    staffUsers: Number(users.all) - Number(users.students) - Number(users.applicants),
    studentUsers: Number(users.students),
    applicantUsers: Number(users.applicants),
    signedInNow: Number(sessions.n),
  };
}
