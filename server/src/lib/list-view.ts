import type { FastifyReply } from 'fastify';
import { type SelectQueryBuilder, sql } from 'kysely';
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

export interface ListView<Q extends ListViewParams, Stored, Row> {
  /** The export's file name stem (`enrolment-2026-11-26.xlsx`). */
  name: string;
  /** The sheet's name. */
  title: string;
  /** Each sort key and the column it orders by. */
  sorts: Readonly<Record<Q['sort'], string>>;
  /** A second column for some sort keys (a name sorts by last name, then first name). */
  thenBy?: Readonly<Partial<Record<Q['sort'], string>>>;
  /** The unique column (or columns) that ends every ordering, so pages never overlap. */
  tiebreak: string | readonly string[];
  /** The filtered, searched query with the row's columns selected (no order, no paging). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the FROM clause's tables differ per list; only the selection matters here
  rows: (q: Q) => SelectQueryBuilder<Database, any, Stored>;
  toRow: (stored: Stored) => Row;
  /** The Excel export's columns, in order. */
  columns: readonly ListViewColumn<Row>[];
}

export interface ListViewPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

type Direction = 'asc' | 'desc';

function ordered<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
  direction: Direction = q.order,
) {
  const dir = sql.raw(direction);
  const keys = [view.sorts[q.sort as Q['sort']], view.thenBy?.[q.sort as Q['sort']]].filter(
    (c): c is string => c !== undefined,
  );
  let query = view.rows(q);
  for (const column of keys) {
    const ref = sql.ref(column);
    // Empty values last ascending, first descending, the same on both databases.
    query = query.orderBy(sql`(case when ${ref} is null then 1 else 0 end) ${dir}`).orderBy(sql`${ref} ${dir}`);
  }
  for (const column of typeof view.tiebreak === 'string' ? [view.tiebreak] : view.tiebreak)
    query = query.orderBy(sql`${sql.ref(column)} ${dir}`);
  return query;
}

/** How many rows match the query's filters and search. */
export async function countListView<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
): Promise<number> {
  const counted = await view
    .rows(q)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((counted as { n: number | string }).n);
}

/** One page and the number of matching rows. */
export async function listViewPage<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
): Promise<ListViewPage<Row>> {
  const total = await countListView(view, q);
  const offset = (q.page - 1) * q.pageSize;
  if (offset >= total) return { items: [], total, page: q.page, pageSize: q.pageSize };
  const stored = await ordered(view, q).limit(q.pageSize).offset(offset).execute();
  return { items: stored.map((s) => view.toRow(s as Stored)), total, page: q.page, pageSize: q.pageSize };
}

/** Every matching row in list order, read in batches so no connection waits on a slow download. */
export async function* listViewRows<Q extends ListViewParams, Stored, Row>(
  view: ListView<Q, Stored, Row>,
  q: Q,
  batchSize = 2000,
): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += batchSize) {
    const stored = await ordered(view, q).limit(batchSize).offset(offset).execute();
    for (const s of stored) yield view.toRow(s as Stored);
    if (stored.length < batchSize) return;
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
