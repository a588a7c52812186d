import { hasPermission } from '@collegium/domain/permissions';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';

// spec 2.5 myapplicants: a staff member's own applicants. Who is assigned to whom (ours, from
// what the data holds): an application records its course but no hub, so a programme director
// (role:pd) is assigned the applications to their programme (users.programme). A hub director
// (role:hd) has no hub to match on an application; they see applicants only as a programme
// director. Anyone else, or a director whose account names no programme, has none. Outside the
// scope reads as 404, as for My Students.

export async function myApplicantsProgramme(db: Db, auth: AuthContext): Promise<string | null> {
  if (!hasPermission(auth.user.permissions, 'role:pd')) return null;
  const user = await db.kysely
    .selectFrom('users')
    .select('programme')
    .where('id', '=', auth.user.id)
    .executeTakeFirst();
  return user?.programme?.trim() || null;
}

const SUMMARY = [
  'applications.id',
  'applications.status',
  'applications.course',
  'applications.intake',
  'applications.submitted_at',
  'people.first_name',
  'people.last_name',
] as const;

export async function readMyApplicant(db: Kysely<Database>, programme: string | null, id: number) {
  const missing = () => notFound(`There is no applicant of yours with id ${id}.`);
  if (!programme) throw missing();
  const row = await db
    .selectFrom('applications')
    .innerJoin('people', 'people.id', 'applications.person_id')
    .select([
      ...SUMMARY,
      'applications.study_pace',
      'applications.applicant_type',
      'applications.diocese',
      'applications.cohort_group',
      'people.email',
      'people.phone',
      'people.city',
    ])
    .where('applications.id', '=', id)
    .where('applications.course', '=', programme)
    .executeTakeFirst();
  if (!row) throw missing();
  const [programmeRow, references, evidence] = await Promise.all([
    db.selectFrom('programmes').select('title').where('code', '=', row.course).executeTakeFirst(),
    db
      .selectFrom('application_references')
      .select(['kind', 'referee_name', 'status', 'received_at'])
      .where('application_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('application_evidence')
      .select(['type', 'source', 'created_at'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
    city: row.city,
    status: row.status,
    course: row.course,
    courseTitle: programmeRow?.title ?? null,
    intake: row.intake,
    submittedAt: row.submitted_at,
    studyPace: row.study_pace,
    applicantType: row.applicant_type,
    diocese: row.diocese,
    cohortGroup: row.cohort_group,
    references: references.map((r) => ({
      kind: r.kind,
      name: r.referee_name,
      status: r.status,
      receivedAt: r.received_at,
    })),
    evidence: evidence.map((e) => ({ type: e.type, source: e.source, createdAt: e.created_at })),
  };
}
