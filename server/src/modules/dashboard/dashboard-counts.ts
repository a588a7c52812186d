import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// The staff dashboard's live counts (spec 2.3) in one statement, compiled once (issue 13): one
// round trip, and on PostgreSQL one named statement whose plan is kept (database.ts). Students by
// status and contacts come from the facet counts the triggers keep (migration 0019b), a few rows
// however many students there are; accounts and sessions are read from their indexes.

interface Counts {
  current: number | null;
  starting: number | null;
  people: number | null;
  all_users: number | null;
  student_users: number | null;
  applicant_users: number | null;
  signed_in: number | null;
}

/** The time is the one parameter (a literal would make every call a new statement). */
const NOW = '\u0000now';

function countsQuery(db: Db): CompiledQuery<Counts> {
  const activeUser = sql`users.active = 1`;
  const isStudent = sql`exists (select 1 from students where students.person_id = users.person_id)`;
  // Applicants are the holders of the Applicant role who are not (yet) students.
  const isApplicant = sql`exists (select 1 from user_roles join roles on roles.id = user_roles.role_id
    where user_roles.user_id = users.id and roles.name = 'Applicant')`;
  return sql<Counts>`select
      (select sum(n) from students_facets where status = 'Current') as current,
      (select sum(n) from students_facets where status = 'Starting') as starting,
      (select sum(n) from people_facets) as people,
      (select count(*) from users where ${activeUser}) as all_users,
      (select count(*) from users where ${activeUser} and ${isStudent}) as student_users,
      (select count(*) from users where ${activeUser} and not ${isStudent} and ${isApplicant}) as applicant_users,
      (select count(distinct user_id) from sessions where expires_at > ${NOW}) as signed_in`.compile(db.kysely);
}

const COMPILED = new WeakMap<Db, CompiledQuery<Counts>>();

export async function dashboardCounts(db: Db) {
  let compiled = COMPILED.get(db);
  if (!compiled) COMPILED.set(db, (compiled = countsQuery(db)));
  const now = new Date().toISOString();
  const query = CompiledQuery.raw(
    compiled.sql,
    compiled.parameters.map((p) => (p === NOW ? now : p)),
  );
  const [row] = (await db.kysely.executeQuery<Counts>(query)).rows;
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  const allUsers = n(row?.all_users);
  const studentUsers = n(row?.student_users);
  const applicantUsers = n(row?.applicant_users);
  return {
    currentStudents: n(row?.current),
    startingStudents: n(row?.starting),
    people: n(row?.people),
    staffUsers: allUsers - studentUsers - applicantUsers,
    studentUsers,
    applicantUsers,
    signedInNow: n(row?.signed_in),
  };
}
