import type { FastifyReply } from 'fastify';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { excelHeaders } from '../http/download-headers.ts';
import { type Cell, excelStream, exportFilename } from './excel-writer.ts';

// One list kit for the read-model lists (issue 12 step 4): enrolment, intentions, new students,
// the requests queue, bursaries and folder requests. A ListView names its query (filters and
// search already applied), its sort keys, how a stored row becomes an API row and the columns of
// its Excel export. The kit gives each the entity lists' behaviour and answer shape: the count
// first, no page query past the end, ordering by the sort key (empty values last ascending) then
// a unique key, `{items, total, page, pageSize}`, and `?export=excel` writing every matching row
// (filters, search and sort applied, paging not) through the streaming Excel writer.

/** What every ListView query carries (see list-view-params.ts `listViewShape`). */
export interface ListViewParams<S extends string = string> {
  sort: S;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  search?: string | undefined;
  export?: 'excel' | undefined;
}

export interface ListViewColumn<Row> {
  header: string;
  cell: (row: Row) => Cell;
  /** In characters. */
  width?: number;
}

/** A sort key's column (`alias.column`), or an expression of the row's columns (an amount still owed). */
export type SortColumn = string | RawBuilder<unknown>;

export interface ListView<Q extends ListViewParams, Stored, Row> {
  /** The export's file name stem (`enrolment-2026-11-26.xlsx`). */
  name: string;
  /** The sheet's name. */
  title: string;
  /** Each sort key and the column it orders by. */
  sorts: Readonly<Record<Q['sort'], SortColumn>>;
  /** A second column for some sort keys (a name sorts by last name, then first name). */
  thenBy?: Readonly<Partial<Record<Q['sort'], SortColumn>>>;
  /** The unique column (or columns) that ends every ordering, so pages never overlap. */
  tiebreak: string | readonly string[];
  /** The filtered, searched query with the row's columns selected (no order, no paging). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the FROM clause's tables differ per list; only the selection matters here
  rows: (q: Q) => SelectQueryBuilder<Database, any, Stored>;
  toRow: (stored: Stored) => Row;
  /**
   * A list that is a UNION ALL of arms (the requests queue): the same rows as `rows`, but of each
   * arm only its first `n` in list order (read in `direction`), which hold the whole list's first
   * `n`. A page's keys then come from at most offset + limit rows of each arm, each walked in its
   * own index order, instead of a sort of every matching row.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `rows`
  firstOfEachArm?: (q: Q, n: number, direction: Direction) => SelectQueryBuilder<Database, any, Stored>;
  /** How many rows match, when the list has a cheaper count than counting `rows` (null: count `rows`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `rows`
  count?: (q: Q) => SelectQueryBuilder<Database, any, { n: number }> | null;
  /** The Excel export's columns, in order. */
  columns: readonly ListViewColumn<Row>[];
}

export interface ListViewPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export type Direction = 'asc' | 'desc';

/** The sort column and its second column, if any. */
function sortKeys<Q extends ListViewParams>(
  view: Pick<ListView<Q, unknown, unknown>, 'sorts' | 'thenBy'>,
  q: Q,
): SortColumn[] {
  return [view.sorts[q.sort as Q['sort']], view.thenBy?.[q.sort as Q['sort']]].filter(
    (c): c is SortColumn => c !== undefined,
  );
}

const tiebreaks = (view: { tiebreak: string | readonly string[] }): readonly string[] =>
  typeof view.tiebreak === 'string' ? [view.tiebreak] : view.tiebreak;

/** Whether the query runs on PostgreSQL (its parameters compile as `$1`; SQLite's as `?`). */
const isPostgresDb = (query: SelectQueryBuilder<Database, never, unknown>) =>
  /\$\d+ = \$\d+$/.test(query.where(sql<boolean>`${1} = ${1}`).compile().sql);

/**
 * The list order on `query`: each sort key with empty values last ascending and first
 * descending, then the unique key. Written as the generic lists write it (list-repository.ts),
 * so an index in list order can deliver it: SQLite `(col is null), col`, PostgreSQL `col nulls last`.
 */
export function ordered<Q extends ListViewParams, Stored, Row, T>(
  view: ListView<Q, Stored, Row>,
  q: Q,
  query: SelectQueryBuilder<Database, never, T>,
  postgres: boolean,
  direction: Direction = q.order,
): SelectQueryBuilder<Database, never, T> {
  const dir = sql.raw(direction);
  const nulls = sql.raw(direction === 'asc' ? 'nulls last' : 'nulls first');
  for (const column of sortKeys(view, q)) {
    const ref = typeof column === 'string' ? sql.ref(column) : column;
    query = postgres
      ? query.orderBy(sql`${ref} ${dir} ${nulls}`)
      : query.orderBy(sql`(${ref} is null) ${dir}`).orderBy(sql`${ref} ${dir}`);
  }
  for (const column of tiebreaks(view)) query = query.orderBy(sql`${sql.ref(column)} ${dir}`);
  return query;
}

/** How many rows match the query's filters and search. */
export async function countListView<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
): Promise<number> {
  const counted = await listViewCountQuery(view, q).executeTakeFirstOrThrow();
  return Number((counted as { n: number | string }).n);
}

/** The count's query (exported for the plan tests, list-view-plans.test.ts). */
export function listViewCountQuery<Q extends ListViewParams, Stored, Row>(view: ListView<Q, Stored, Row>, q: Q) {
  return (
    view.count?.(q) ??
    view
      .rows(q)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
  );
}

/** A row's unique key (its tiebreak values), as text for a Map. */
type Key = readonly unknown[];
const keyText = (key: Key) => JSON.stringify(key);

/**
 * The unique keys of the rows in list order (reversed with `reverse`), `limit` of them from
 * `offset`: the sort reads the keys and sort columns only, never the rows' other columns.
 */
async function keysInOrder<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
  range: KeyRange = {},
): Promise<Key[]> {
  const columns = tiebreaks(view);
  const rows = await listViewKeysQuery(view, q, range).execute();
  const keys = rows.map((r) => columns.map((_, i) => r[`k${i}`]));
  return range.reverse ? keys.reverse() : keys;
}

interface KeyRange {
  limit?: number;
  offset?: number;
  reverse?: boolean;
}

/** The query of `keysInOrder` (exported for the plan tests, list-view-plans.test.ts). */
export function listViewKeysQuery<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
  range: KeyRange = {},
): SelectQueryBuilder<Database, never, Record<string, unknown>> {
  const direction: Direction = range.reverse ? (q.order === 'asc' ? 'desc' : 'asc') : q.order;
  const bounded = range.limit !== undefined && view.firstOfEachArm;
  const rows = bounded ? bounded(q, (range.offset ?? 0) + (range.limit ?? 0), direction) : view.rows(q);
  const base = rows.clearSelect() as unknown as SelectQueryBuilder<Database, never, unknown>;
  const columns = tiebreaks(view);
  const selected = base.select(columns.map((c, i) => sql.ref(c).as(`k${i}`)));
  const postgres = isPostgresDb(selected);
  let query = ordered(view, q, selected, postgres, direction) as SelectQueryBuilder<
    Database,
    never,
    Record<string, unknown>
  >;
  if (range.limit !== undefined) query = query.limit(range.limit).offset(range.offset ?? 0);
  return query;
}

/** The stored rows with these keys, in the keys' order (a row gone since is left out). */
async function rowsByKey<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
  keys: readonly Key[],
): Promise<Stored[]> {
  if (keys.length === 0) return [];
  const columns = tiebreaks(view);
  let query = view.rows(q) as unknown as SelectQueryBuilder<Database, never, Record<string, unknown>>;
  // Each key column among the page's values: exact for one column, a superset (narrowed below) for more.
  columns.forEach((c, i) => {
    const values = [...new Set(keys.map((k) => k[i]))];
    query = query.where(sql<boolean>`${sql.ref(c)} in (${sql.join(values)})`);
  });
  query = query.select(columns.map((c, i) => sql.ref(c).as(`__k${i}`)));
  const byKey = new Map<string, Record<string, unknown>>();
  for (const row of await query.execute()) byKey.set(keyText(columns.map((_, i) => row[`__k${i}`])), row);
  return keys.flatMap((k) => {
    const row = byKey.get(keyText(k));
    return row ? [row as Stored] : [];
  });
}

/**
 * One page and the number of matching rows: the count first (no page past the end), then the
 * page's keys in list order (a page past the middle read backwards from the end), then its rows.
 */
export async function listViewPage<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
): Promise<ListViewPage<Row>> {
  const total = await countListView(view, q);
  const offset = (q.page - 1) * q.pageSize;
  if (offset >= total) return { items: [], total, page: q.page, pageSize: q.pageSize };
  const reverse = offset + q.pageSize / 2 > total / 2;
  const range = reverse
    ? { limit: Math.min(q.pageSize, total - offset), offset: Math.max(0, total - offset - q.pageSize), reverse }
    : { limit: q.pageSize, offset };
  const stored = await rowsByKey(view, q, await keysInOrder(view, q, range));
  return { items: stored.map((s) => view.toRow(s)), total, page: q.page, pageSize: q.pageSize };
}

/**
 * Every matching row in list order: the keys in order first (one sort, keys only), then the rows
 * in batches by key, so no connection waits on a slow download and no batch sorts again.
 */
export async function* listViewRows<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
  batchSize = 1000,
): AsyncGenerator<Row> {
  const keys = await keysInOrder(view, q);
  for (let start = 0; start < keys.length; start += batchSize) {
    for (const s of await rowsByKey(view, q, keys.slice(start, start + batchSize))) yield view.toRow(s);
  }
}

/** Writes the list's matching rows into `reply` as a streamed .xlsx named by the server. */
export function sendListViewExcel<Q extends ListViewParams, Stored, Row>(
  reply: FastifyReply,
  view: ListView<Q, Stored, Row>,
  q: Q,
): FastifyReply {
  const rows = (async function* () {
    for await (const row of listViewRows(view, q)) yield view.columns.map((c) => c.cell(row));
  })();
  const columns = view.columns.map((c, i) => ({
    key: `c${i}`,
    header: c.header,
    ...(c.width ? { width: c.width } : {}),
  }));
  return reply.headers(excelHeaders(exportFilename(view.name))).send(excelStream(view.title, columns, rows));
}

/**
 * The answer to a ListView's GET: the Excel download when `?export=excel`, else the page with
 * `extra` (the list's own summary: counts, hubs, years) beside it.
 */
export async function answerListView<Q extends ListViewParams, Stored, Row, Extra extends object>(
  reply: FastifyReply,
  view: ListView<Q, Stored, Row>,
  q: Q,
  extra: () => Promise<Extra> | Extra = () => ({}) as Extra,
): Promise<(ListViewPage<Row> & Extra) | FastifyReply> {
  if (q.export === 'excel') return sendListViewExcel(reply, view, q);
  const [page, more] = await Promise.all([listViewPage(view, q), extra()]);
  return { ...page, ...more };
}

/** A YYYY-MM-DD text (or the date part of a timestamp) as an Excel date; anything else as it is. */
export function dateCell(value: string | null | undefined): Cell {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return day ? new Date(`${day}T00:00:00Z`) : value;
}
