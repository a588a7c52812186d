import {
  ENGAGEMENT_STATUSES,
  ENROLMENT_SESSION_STATUSES,
  FUTURE_ENGAGEMENT_STATUSES,
} from '@collegium/domain/engagement-statuses';
import type { EnrolmentRow } from '@collegium/domain/enrolment-list';
import { SYSTEM_START_YEAR } from '@collegium/domain/system-years';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';
import { commaList, filterText, flag, listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import { boundedDate, DATE_RANGES } from '@collegium/domain/date-bounds';
import { dialectOf } from '../entities/list-repository.ts';

// GET /students/enrolment (spec 2.4): one row per engagement session of an academic year, with
// its enrolment status, filtered and paged on the server.

const ANY_ENGAGEMENT_STATUS = [...new Set<string>([...ENGAGEMENT_STATUSES, ...FUTURE_ENGAGEMENT_STATUSES])];

/** The sort keys the list offers, and the column each reads. */
const SORTS = {
  name: 's.person_last_name',
  partnerId: 'st.partner_id',
  programme: 'e.programme_code',
  level: 's.level',
  hub: 'e.hub',
  status: 's.status',
  engagementStatus: 'e.status',
  startIntake: 'e.start_intake',
  enrolledAt: 's.enrolled_at',
} as const;
export type EnrolmentSort = keyof typeof SORTS;

export const enrolmentQuery = z.object({
  /** The academic year's first calendar year (2026 = 2026/27); the current one when left out. */
  academicYear: z.coerce
    .number({ error: 'Give the academic year as its first year, e.g. 2026.' })
    .int('Give the academic year as its first year, e.g. 2026.')
    .min(SYSTEM_START_YEAR, `Academic years start at ${SYSTEM_START_YEAR}.`)
    .max(2100, 'Give an academic year before 2100.')
    .optional(),
  /** An upcoming intake (YYYY-MM-DD): only engagements starting then. */
  intake: boundedDate('Give the intake as YYYY-MM-DD.', DATE_RANGES.intake).optional(),
  /** Session statuses (spec 4.2), comma-separated. */
  status: commaList(ENROLMENT_SESSION_STATUSES, `Status is one of ${ENROLMENT_SESSION_STATUSES.join(', ')}.`),
  /** Engagement statuses, comma-separated. */
  engagementStatus: commaList(ANY_ENGAGEMENT_STATUS, 'Choose engagement statuses from the list.'),
  /** true: sessions marked enrolled; false: those not yet. */
  enrolled: flag('Enrolled is true or false.'),
  hub: filterText,
  programme: filterText,
  ...listViewShape(SORTS, 'name'),
});
export type EnrolmentQuery = z.infer<typeof enrolmentQuery> & { academicYear: number };

function sessionsOf(db: Kysely<Database>, q: EnrolmentQuery) {
  let query = db
    .selectFrom('engagement_sessions as s')
    .innerJoin('engagements as e', 'e.id', 's.engagement_id')
    .innerJoin('students as st', 'st.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 'st.person_id')
    .where('s.academic_year', '=', q.academicYear);
  if (q.intake) query = query.where('e.start_intake', '=', q.intake);
  if (q.status) query = query.where('s.status', 'in', q.status);
  if (q.engagementStatus) query = query.where('e.status', 'in', q.engagementStatus);
  if (q.enrolled === 'true') query = query.where('s.enrolled_at', 'is not', null);
  if (q.enrolled === 'false') query = query.where('s.enrolled_at', 'is', null);
  if (q.hub) query = query.where('e.hub', '=', q.hub);
  if (q.programme) query = query.where('e.programme_code', '=', q.programme);
  if (q.search) {
    query = query.where(personIdSearch('p.id', dialectOf(db), q.search));
  }
  return query
    .leftJoin('users as u', 'u.id', 's.enrolled_by_user_id')
    .leftJoin('people as up', 'up.id', 'u.person_id')
    .select([
      's.id as session_id',
      's.level',
      's.status',
      's.enrolled_at',
      'e.id as engagement_id',
      'e.programme_code',
      'e.hub',
      'e.status as engagement_status',
      'e.start_intake',
      'st.id as student_id',
      'st.partner_id',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      'u.id as by_id',
      'up.first_name as by_first_name',
      'up.last_name as by_last_name',
      'up.preferred_name as by_preferred_name',
    ]);
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof sessionsOf>['executeTakeFirstOrThrow']>>;

function toRow(r: StoredRow): EnrolmentRow {
  return {
    sessionId: r.session_id,
    studentId: r.student_id,
    engagementId: r.engagement_id,
    partnerId: r.partner_id,
    name: personName(r),
    programme: r.programme_code,
    level: r.level,
    hub: r.hub,
    engagementStatus: r.engagement_status,
    startIntake: r.start_intake,
    status: r.status,
    enrolledAt: r.enrolled_at,
    enrolledBy:
      r.by_id === null
        ? null
        : {
            id: r.by_id,
            name: personName({
              first_name: r.by_first_name ?? '',
              last_name: r.by_last_name ?? '',
              preferred_name: r.by_preferred_name,
            }),
          },
  };
}

/** The enrolment list of one academic year (spec 2.4) as a ListView. */
export function enrolmentView(db: Kysely<Database>): ListView<EnrolmentQuery, StoredRow, EnrolmentRow> {
  return {
    name: 'enrolment',
    title: 'Enrolment',
    sorts: SORTS,
    thenBy: { name: 's.person_first_name' },
    tiebreak: 's.id',
    rows: (q) => sessionsOf(db, q),
    toRow,
    columns: [
      { header: 'Partner id', cell: (r) => r.partnerId },
      { header: 'Name', cell: (r) => r.name, width: 28 },
      { header: 'Programme', cell: (r) => r.programme },
      { header: 'Level', cell: (r) => r.level },
      { header: 'Hub', cell: (r) => r.hub },
      { header: 'Engagement status', cell: (r) => r.engagementStatus, width: 18 },
      { header: 'Start intake', cell: (r) => dateCell(r.startIntake) },
      { header: 'Enrolment status', cell: (r) => r.status, width: 18 },
      { header: 'Enrolled', cell: (r) => dateCell(r.enrolledAt) },
      { header: 'Enrolled by', cell: (r) => r.enrolledBy?.name ?? null, width: 24 },
    ],
  };
}

/** The year's sessions, how many are enrolled, and the hubs among them (for the hub filter). */
export async function enrolmentYearSummary(db: Kysely<Database>, academicYear: number) {
  const counts = await db
    .selectFrom('engagement_sessions')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('enrolled_at').as('enrolled')])
    .where('academic_year', '=', academicYear)
    .executeTakeFirstOrThrow();
  const hubs = await db
    .selectFrom('engagement_sessions as s')
    .innerJoin('engagements as e', 'e.id', 's.engagement_id')
    .select('e.hub')
    .distinct()
    .where('s.academic_year', '=', academicYear)
    .where('e.hub', 'is not', null)
    .orderBy('e.hub')
    .execute();
  const years = await db
    .selectFrom('engagement_sessions')
    .select('academic_year')
    .distinct()
    .orderBy('academic_year', 'desc')
    .execute();
  const total = Number(counts.total);
  const enrolled = Number(counts.enrolled);
  return {
    counts: { enrolled, notEnrolled: total - enrolled },
    hubs: hubs.flatMap((h) => (h.hub ? [h.hub] : [])),
    academicYears: years.map((y) => y.academic_year),
  };
}
