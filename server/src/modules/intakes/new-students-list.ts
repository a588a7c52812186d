import { ENGAGEMENT_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from '@collegium/domain/engagement-statuses';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { commaList, filterText, orderKeys, pagingShape, studentSearch } from '../enrolment/student-list-params.ts';
import { personName } from '../users/person-name.ts';
import { boundedDate, DATE_RANGES } from '@collegium/domain/date-bounds';

// The engagements starting at one intake (engagements.start_intake), whatever their status now:
// a new student who deferred or did not start stays on the list, with that status shown.

const ANY_ENGAGEMENT_STATUS = [...new Set<string>([...FUTURE_ENGAGEMENT_STATUSES, ...ENGAGEMENT_STATUSES])];

const SORTS = {
  name: 'p.last_name',
  partnerId: 'st.partner_id',
  programme: 'e.programme_code',
  level: 'e.level',
  pace: 'e.pace',
  hub: 'e.hub',
  status: 'e.status',
} as const;
type NewStudentsSort = keyof typeof SORTS;

export const newStudentsQuery = z.object({
  /** An upcoming intake (YYYY-MM-DD); the next one when left out. */
  intake: boundedDate('Give the intake as YYYY-MM-DD.', DATE_RANGES.intake).optional(),
  hub: filterText,
  programme: filterText,
  /** Engagement statuses, comma-separated. */
  status: commaList(ANY_ENGAGEMENT_STATUS, 'Choose statuses from the list.'),
  sort: z.enum(Object.keys(SORTS) as [NewStudentsSort, ...NewStudentsSort[]], { error: `Sort by one of ${Object.keys(SORTS).join(', ')}.` }).default('name'),
  ...pagingShape,
});
export type NewStudentsQuery = z.infer<typeof newStudentsQuery>;

export const newStudentRow = z.object({
  engagementId: z.number(),
  studentId: z.number(),
  partnerId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  programme: z.string(),
  level: z.string().nullable(),
  pace: z.string().nullable(),
  hub: z.string().nullable(),
  status: z.string(),
  startIntake: z.string(),
});
export type NewStudentRow = z.infer<typeof newStudentRow>;

function startingAt(db: Kysely<Database>, intake: string) {
  return db
    .selectFrom('engagements as e')
    .innerJoin('students as st', 'st.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 'st.person_id')
    .where('e.start_intake', '=', intake);
}

function filtered(db: Kysely<Database>, intake: string, q: NewStudentsQuery) {
  let query = startingAt(db, intake);
  if (q.hub) query = query.where('e.hub', '=', q.hub);
  if (q.programme) query = query.where('e.programme_code', '=', q.programme);
  if (q.status) query = query.where('e.status', 'in', q.status);
  if (q.search) {
    query = query.where(
      studentSearch({ firstName: 'p.first_name', lastName: 'p.last_name', preferredName: 'p.preferred_name', partnerId: 'st.partner_id' }, q.search),
    );
  }
  return query;
}

export async function listNewStudents(db: Kysely<Database>, intake: string, q: NewStudentsQuery) {
  const counted = await filtered(db, intake, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let page = filtered(db, intake, q).select([
    'e.id',
    'e.programme_code',
    'e.level',
    'e.pace',
    'e.hub',
    'e.status',
    'e.start_intake',
    'st.id as student_id',
    'st.partner_id',
    'p.first_name',
    'p.last_name',
    'p.preferred_name',
    'p.email',
  ]);
  for (const key of orderKeys(SORTS[q.sort], q.order)) page = page.orderBy(key);
  if (q.sort === 'name') page = page.orderBy('p.first_name', q.order);
  const rows = await page
    .orderBy('e.id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const items: NewStudentRow[] = rows.map((r) => ({
    engagementId: r.id,
    studentId: r.student_id,
    partnerId: r.partner_id,
    name: personName(r),
    email: r.email,
    programme: r.programme_code,
    level: r.level,
    pace: r.pace,
    hub: r.hub,
    status: r.status,
    startIntake: r.start_intake,
  }));
  return { total: Number(counted.n), items };
}

/** The hubs of the intake's students, for the hub filter. */
export async function newStudentHubs(db: Kysely<Database>, intake: string): Promise<string[]> {
  const rows = await startingAt(db, intake).select('e.hub').distinct().where('e.hub', 'is not', null).orderBy('e.hub').execute();
  return rows.flatMap((r) => (r.hub ? [r.hub] : []));
}
