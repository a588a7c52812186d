import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import '../leads/tables.ts';

// Issue 17: one person's story may sit on two `people` rows. A potential student is their own
// person; registering as an applicant (issue 6) makes a new person, account and application, and
// links the lead to that application (`leads.application_id`). The student, and then the alumnus,
// are the application's person. The timeline of either row tells the whole story, so it reads
// both: the person, the applicants their leads became, and the leads their applications came from.

export async function linkedPeople(db: Kysely<Database>, personId: number): Promise<number[]> {
  const applicants = await db
    .selectFrom('leads as l')
    .innerJoin('applications as a', 'a.id', 'l.application_id')
    .select('a.person_id')
    .where('l.person_id', '=', personId)
    .execute();
  const leads = await db
    .selectFrom('leads as l')
    .innerJoin('applications as a', 'a.id', 'l.application_id')
    .select('l.person_id')
    .where('a.person_id', '=', personId)
    .execute();
  return [...new Set([personId, ...[...applicants, ...leads].map((r) => Number(r.person_id))])];
}
