import { ENGAGEMENT_STATUSES, FUTURE_ENGAGEMENT_STATUSES } from '@collegium/domain/engagement-statuses';
import type { NewStudentRow } from '@collegium/domain/new-students';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { commaList, filterText, listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import { personName } from '../users/person-name.ts';
import { boundedDate, DATE_RANGES } from '@collegium/domain/date-bounds';
import { dialectOf } from '../entities/list-repository.ts';

// The engagements starting at one intake (engagements.start_intake), whatever their status now:
// a new student who deferred or did not start stays on the list, with that status shown.

const ANY_ENGAGEMENT_STATUS = [...new Set<string>([...FUTURE_ENGAGEMENT_STATUSES, ...ENGAGEMENT_STATUSES])];

const SORTS = {
  name: 'e.person_last_name',
  partnerId: 'st.partner_id',
  programme: 'e.programme_code',
  level: 'e.level',
  pace: 'e.pace',
  hub: 'e.hub',
  status: 'e.status',
} as const;

export const newStudentsQuery = z.object({
  /** An upcoming intake (YYYY-MM-DD); the next one when left out. */
  intake: boundedDate('Give the intake as YYYY-MM-DD.', DATE_RANGES.intake).optional(),
  hub: filterText,
  programme: filterText,
  /** Engagement statuses, comma-separated. */
  status: commaList(ANY_ENGAGEMENT_STATUS, 'Choose statuses from the list.'),
  ...listViewShape(SORTS, 'name'),
});
export type NewStudentsQuery = z.infer<typeof newStudentsQuery>;

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
    query = query.where(personIdSearch('p.id', dialectOf(db), q.search));
  }
  return query;
}

function rowsOf(db: Kysely<Database>, intake: string, q: NewStudentsQuery) {
  return filtered(db, intake, q).select([
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
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['executeTakeFirstOrThrow']>>;

/** The students starting at `intake` as a ListView. */
export function newStudentsView(
  db: Kysely<Database>,
  intake: string,
): ListView<NewStudentsQuery, StoredRow, NewStudentRow> {
  return {
    name: 'new-students',
    title: 'New students',
    sorts: SORTS,
    thenBy: { name: 'e.person_first_name' },
    tiebreak: 'e.id',
    rows: (q) => rowsOf(db, intake, q),
    toRow: (r) => ({
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
    }),
    columns: [
      { header: 'Partner id', cell: (r) => r.partnerId },
      { header: 'Name', cell: (r) => r.name, width: 28 },
      { header: 'E-mail', cell: (r) => r.email, width: 30 },
      { header: 'Programme', cell: (r) => r.programme },
      { header: 'Level', cell: (r) => r.level },
      { header: 'Pace', cell: (r) => r.pace },
      { header: 'Hub', cell: (r) => r.hub },
      { header: 'Status', cell: (r) => r.status },
      { header: 'Start intake', cell: (r) => dateCell(r.startIntake) },
    ],
  };
}

/** The hubs of the intake's students, for the hub filter. */
export async function newStudentHubs(db: Kysely<Database>, intake: string): Promise<string[]> {
  const rows = await startingAt(db, intake)
    .select('e.hub')
    .distinct()
    .where('e.hub', 'is not', null)
    .orderBy('e.hub')
    .execute();
  return rows.flatMap((r) => (r.hub ? [r.hub] : []));
}
