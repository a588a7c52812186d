import { type RequestQueueItem, REQUEST_STATUSES } from '@collegium/domain/student-requests';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { listViewShape, studentSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView, ordered } from '../../lib/list-view.ts';
import { extensionItem, KINDS, studentRequestItem, extensionSubmittedOn } from './request-list.ts';
import { dialectOf } from '../entities/list-repository.ts';

// GET /students/requests (students:view): the registry's queue of extension, deferral, IoS and
// withdrawal requests in one list, as a ListView (lib/list-view.ts): filters by kind, status and
// hub, search by name or partner id, sort (newest first by default), paging and ?export=excel.
// The two tables meet in one UNION ALL, so counting, ordering and paging happen in the database:
// a page reads at most offset + limit rows of each table in list order (firstOfEachArm), and an
// unfiltered count (no hub, no search) counts each table alone (countOf).

const SORTS = {
  requestedAt: 'q.requested_at',
  name: 'q.last_name',
  partnerId: 'q.partner_id',
  kind: 'q.kind',
  hub: 'q.hub',
  status: 'q.status',
  decidedAt: 'q.decided_at',
} as const;

export const requestQueueQuery = z.object({
  type: z.enum(KINDS, { error: 'Unknown kind of request.' }).optional(),
  status: z.enum(REQUEST_STATUSES, { error: 'Unknown status.' }).optional(),
  hub: z.string().trim().min(1).max(100, 'Keep it to 100 characters.').optional(),
  ...listViewShape(SORTS, 'requestedAt', 'desc'),
});
export type RequestQueueQuery = z.infer<typeof requestQueueQuery>;

const noText = sql<string | null>`cast(null as text)`;
const noNumber = sql<number | null>`cast(null as integer)`;

/** The extensions, as rows of the queue. */
function extensionsArm(db: Kysely<Database>) {
  return db
    .selectFrom('extensions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('assignments as a', 'a.id', 'x.assignment_id')
    .select([
      sql<string>`'Extension'`.as('kind'),
      'x.id',
      's.id as studentId',
      's.partner_id',
      'p.id as person_id',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      's.hub',
      'x.engagement_id',
      'e.intention',
      'x.status',
      'x.reason',
      'x.requested_at',
      'x.decided_at',
      'x.decision_note',
      sql<string | null>`${sql.ref('x.length')}`.as('length'),
      'a.title',
      'x.new_due_date',
      'x.evidence_file_id',
      sql<string | null>`${sql.ref('x.original_due_date')}`.as('due_date'),
      extensionSubmittedOn.as('submitted_on'),
      noText.as('effective_date'),
      noText.as('return_date'),
      noText.as('applied_at'),
      noText.as('not_applied_reason'),
    ]);
}

/** The deferral, IoS and withdrawal requests, as rows of the queue. */
function requestsArm(db: Kysely<Database>) {
  return db
    .selectFrom('student_requests as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .select([
      'r.type as kind',
      'r.id',
      's.id as studentId',
      's.partner_id',
      'p.id as person_id',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      's.hub',
      'r.engagement_id',
      'e.intention',
      'r.status',
      'r.reason',
      'r.requested_at',
      'r.decided_at',
      'r.decision_note',
      noText.as('length'),
      noText.as('title'),
      noText.as('new_due_date'),
      noNumber.as('evidence_file_id'),
      noText.as('due_date'),
      noText.as('submitted_on'),
      sql<string | null>`${sql.ref('r.effective_date')}`.as('effective_date'),
      'r.return_date',
      'r.applied_at',
      'r.not_applied_reason',
    ]);
}

/** A query over rows of the queue aliased `q`, whichever its FROM (the union, or one arm). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the FROM's type differs; only the alias matters
type OverQueue = SelectQueryBuilder<any, any, any>;

/** `query` with the query's filters and search. */
function filtered<T extends OverQueue>(db: Kysely<Database>, over: T, q: RequestQueueQuery): T {
  let query: OverQueue = over;
  if (q.type) query = query.where('q.kind', '=', q.type);
  if (q.status) query = query.where('q.status', '=', q.status);
  if (q.hub) query = query.where('q.hub', '=', q.hub);
  if (q.search) {
    query = query.where(
      studentSearch(
        {
          firstName: 'q.first_name',
          lastName: 'q.last_name',
          preferredName: 'q.preferred_name',
          partnerId: 'q.partner_id',
          personId: 'q.person_id',
          dialect: dialectOf(db),
        },
        q.search,
      ),
    );
  }
  return query as T;
}

function rowsOf(db: Kysely<Database>, q: RequestQueueQuery) {
  const union = extensionsArm(db).unionAll(requestsArm(db));
  return filtered(db, db.selectFrom(union.as('q')).selectAll('q'), q);
}

/**
 * The count when no filter needs the joins (no hub, no search): each arm's own table counted by
 * its kind and status. Every extension and request has its engagement, student and person (NOT
 * NULL foreign keys), so the joins drop no row and the counts equal the union's.
 */
function countOf(db: Kysely<Database>, q: RequestQueueQuery) {
  if (q.hub || q.search) return null;
  const counts = [];
  const status = (alias: string) => (q.status ? sql`${sql.ref(`${alias}.status`)} = ${q.status}` : sql`1 = 1`);
  if (!q.type || q.type === 'Extension')
    counts.push(sql<number>`(select count(*) from extensions as x where ${status('x')})`);
  if (q.type !== 'Extension') {
    const type = q.type ? sql`r.type = ${q.type}` : sql`1 = 1`;
    counts.push(sql<number>`(select count(*) from student_requests as r where ${type} and ${status('r')})`);
  }
  return db.selectNoFrom(sql<number>`${sql.join(counts, sql` + `)}`.as('n'));
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['executeTakeFirstOrThrow']>>;

export function requestQueueView(
  db: Kysely<Database>,
  dateFormat: string,
): ListView<RequestQueueQuery, StoredRow, RequestQueueItem> {
  const view: ListView<RequestQueueQuery, StoredRow, RequestQueueItem> = {
    name: 'requests',
    title: 'Requests',
    sorts: SORTS,
    thenBy: { name: 'q.first_name' },
    // Ids repeat across the two tables: the kind makes the key unique.
    tiebreak: ['q.id', 'q.kind'],
    rows: (q) => rowsOf(db, q),
    // Each arm's first n in list order (an index on requested_at walks it for the default sort,
    // migration 0082c), then the two merged: a page reads offset + limit rows of each.
    firstOfEachArm: (q, n, direction) => {
      const postgres = dialectOf(db) === 'postgres';
      const first = (arm: OverQueue) =>
        db
          .selectFrom(
            ordered(view, q, filtered(db, db.selectFrom(arm.as('q')).selectAll('q'), q) as never, postgres, direction)
              .limit(n)
              .as('first_rows'),
          )
          .selectAll('first_rows');
      const union = first(extensionsArm(db)).unionAll(first(requestsArm(db)));
      return db.selectFrom(union.as('q')).selectAll('q') as never;
    },
    count: (q) => countOf(db, q),
    toRow: (r) => ({
      ...(r.kind === 'Extension'
        ? extensionItem({ ...r, length: r.length ?? '', title: r.title })
        : studentRequestItem({ ...r, type: r.kind, effective_date: r.effective_date ?? '' }, dateFormat)),
      partnerId: r.partner_id,
    }),
    columns: [
      { header: 'Partner id', cell: (r) => r.partnerId },
      { header: 'Name', cell: (r) => r.studentName, width: 28 },
      { header: 'Hub', cell: (r) => r.hub },
      { header: 'Request', cell: (r) => r.kind },
      { header: 'Detail', cell: (r) => r.detail, width: 36 },
      { header: 'Reason', cell: (r) => r.reason, width: 40 },
      { header: 'Requested', cell: (r) => dateCell(r.requestedAt) },
      { header: 'Status', cell: (r) => r.statusLabel, width: 30 },
      { header: 'Decided', cell: (r) => dateCell(r.decidedAt) },
      { header: 'Note', cell: (r) => r.decisionNote, width: 40 },
    ],
  };
  return view;
}
