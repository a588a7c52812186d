import { INTENTION_CHOICES, INTENTIONS_STATUSES } from '@collegium/domain/intentions';
import type { IntentionsRow } from '@collegium/domain/intentions-list';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { commaList, filterText, flag, listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import { personName } from '../users/person-name.ts';
import { type IntentionsScope, inScope } from './intentions-scope.ts';
import { dialectOf } from '../entities/list-repository.ts';

// GET /students/intentions (spec 2.4, 4.2): each current student (a Current or IoS engagement)
// with the intentions status the rule gives, what they said they intend for next year and when.

/** spec 4.2: intentions are required of Current and IoS engagements. */
export const INTENTIONS_ENGAGEMENT_STATUSES = ['Current', 'IoS'] as const;

/** The filter value for engagements the rule gives no intentions status (e.g. level 6). */
export const NO_INTENTIONS_STATUS = 'none';

const SORTS = {
  name: 'e.person_last_name',
  partnerId: 'st.partner_id',
  programme: 'e.programme_code',
  level: 'e.level',
  hub: 'e.hub',
  status: 'e.status',
  intentionsStatus: 'e.intentions',
  intention: 'e.intention',
  intentionUpdatedAt: 'e.intention_updated_at',
} as const;

export const intentionsQuery = z.object({
  hub: filterText,
  programme: filterText,
  /** The engagement status, Current or IoS (comma-separated). */
  status: commaList(INTENTIONS_ENGAGEMENT_STATUSES, 'Status is Current or IoS.'),
  /** The rule's status (Required, Assumed, Dissertation) or `none`, comma-separated. */
  intentionsStatus: commaList(
    [...INTENTIONS_STATUSES, NO_INTENTIONS_STATUS],
    `Intentions status is one of ${[...INTENTIONS_STATUSES, NO_INTENTIONS_STATUS].join(', ')}.`,
  ),
  /** The stated intention, comma-separated. */
  intention: commaList(INTENTION_CHOICES, 'Choose intentions from the list.'),
  /** true: the student has stated an intention; false: not yet. */
  stated: flag('Stated is true or false.'),
  ...listViewShape(SORTS, 'name'),
});
export type IntentionsQuery = z.infer<typeof intentionsQuery>;

/**
 * The current engagements in the scope, unfiltered: those with `intentions_due` (migration 0082b:
 * 1 exactly when the status is one of INTENTIONS_ENGAGEMENT_STATUSES), so each sort of the list
 * walks one range of its index in list order.
 */
export function currentEngagements(db: Kysely<Database>, scope: IntentionsScope) {
  return db
    .selectFrom('engagements as e')
    .innerJoin('students as st', 'st.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 'st.person_id')
    .where(sql<SqlBool>`${sql.ref('e.intentions_due')} = 1`)
    .where(inScope(scope));
}

function filtered(db: Kysely<Database>, scope: IntentionsScope, q: IntentionsQuery) {
  let query = currentEngagements(db, scope);
  if (q.hub) query = query.where('e.hub', '=', q.hub);
  if (q.programme) query = query.where('e.programme_code', '=', q.programme);
  if (q.status) query = query.where('e.status', 'in', q.status);
  if (q.intentionsStatus) {
    const statuses = q.intentionsStatus.filter((s) => s !== NO_INTENTIONS_STATUS);
    const none = q.intentionsStatus.includes(NO_INTENTIONS_STATUS);
    query = query.where((eb) =>
      eb.or([
        ...(statuses.length > 0 ? [eb('e.intentions', 'in', statuses)] : []),
        ...(none ? [eb('e.intentions', 'is', null)] : []),
      ]),
    );
  }
  if (q.intention) query = query.where('e.intention', 'in', q.intention);
  if (q.stated === 'true') query = query.where('e.intention', 'is not', null);
  if (q.stated === 'false') query = query.where('e.intention', 'is', null);
  if (q.search) {
    query = query.where(personIdSearch('p.id', dialectOf(db), q.search));
  }
  return query;
}

const ROW_COLUMNS = [
  'e.id',
  'e.version',
  'e.programme_code',
  'e.level',
  'e.hub',
  'e.status',
  'e.intentions',
  'e.intention',
  'e.intention_updated_at',
  'st.id as student_id',
  'st.partner_id',
  'p.first_name',
  'p.last_name',
  'p.preferred_name',
] as const;

type StoredRow = {
  id: number;
  version: number;
  programme_code: string;
  level: string | null;
  hub: string | null;
  status: string;
  intentions: string | null;
  intention: string | null;
  intention_updated_at: string | null;
  student_id: number;
  partner_id: number;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
};

function toRow(r: StoredRow): IntentionsRow {
  return {
    engagementId: r.id,
    version: r.version,
    studentId: r.student_id,
    partnerId: r.partner_id,
    name: personName(r),
    programme: r.programme_code,
    level: r.level,
    hub: r.hub,
    status: r.status,
    intentionsStatus: r.intentions,
    intention: r.intention,
    intentionUpdatedAt: r.intention_updated_at,
  };
}

/** The intentions list within the caller's scope (spec 2.4) as a ListView. */
export function intentionsView(
  db: Kysely<Database>,
  scope: IntentionsScope,
): ListView<IntentionsQuery, StoredRow, IntentionsRow> {
  return {
    name: 'intentions',
    title: 'Intentions',
    sorts: SORTS,
    thenBy: { name: 'e.person_first_name' },
    tiebreak: 'e.id',
    rows: (q) => filtered(db, scope, q).select(ROW_COLUMNS),
    toRow,
    columns: [
      { header: 'Partner id', cell: (r) => r.partnerId },
      { header: 'Name', cell: (r) => r.name, width: 28 },
      { header: 'Programme', cell: (r) => r.programme },
      { header: 'Level', cell: (r) => r.level },
      { header: 'Hub', cell: (r) => r.hub },
      { header: 'Status', cell: (r) => r.status },
      { header: 'Intentions status', cell: (r) => r.intentionsStatus, width: 18 },
      { header: 'Intention', cell: (r) => r.intention, width: 24 },
      { header: 'Intention updated', cell: (r) => dateCell(r.intentionUpdatedAt), width: 18 },
    ],
  };
}

/** One engagement as a row of the list, whatever its status (null when missing or out of scope). */
export async function intentionsRowOf(
  db: Kysely<Database>,
  scope: IntentionsScope,
  engagementId: number,
): Promise<IntentionsRow | null> {
  const row = await db
    .selectFrom('engagements as e')
    .innerJoin('students as st', 'st.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 'st.person_id')
    .select(ROW_COLUMNS)
    .where('e.id', '=', engagementId)
    .where(inScope(scope))
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Within the scope: Required students who have not stated an intention, and the hubs (for the filter). */
export async function intentionsSummary(db: Kysely<Database>, scope: IntentionsScope) {
  const required = await currentEngagements(db, scope)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('e.intention').as('stated')])
    .where('e.intentions', '=', 'Required')
    .executeTakeFirstOrThrow();
  const hubs = await currentEngagements(db, scope)
    .select('e.hub')
    .distinct()
    .where('e.hub', 'is not', null)
    .orderBy('e.hub')
    .execute();
  return {
    summary: { required: Number(required.total), requiredNotStated: Number(required.total) - Number(required.stated) },
    hubs: hubs.flatMap((h) => (h.hub ? [h.hub] : [])),
  };
}
