import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { columnName } from '@collegium/domain/entities/entity-definition';
import { type AnyDb, listColumn, listFields, onPerson, PEOPLE_TABLE } from './entity-columns.ts';
import type { ListQuery } from './list-query.ts';
import { countsByFacets, facetsTable } from './list-facets.ts';
import { type ListDialect, searchFieldsOf, searchSet, sortKeyColumn, valueFor } from './list-search.ts';
import { type ListItem, toListItem } from './row-mapping.ts';
import { afterCursor, cursorValue, type ListCursor } from './list-keyset.ts';
import { dataVersion, nearestEnd, rememberEnd } from './list-cursors.ts';
import { derivedCondition } from './derived-filters.ts';
import { byCombinationIndex } from './list-combinations.ts';

// The list of any definition (ARCHITECTURE.md, "Lists"), on one table and in index order:
// 1. count first: from the search indexes or prefix rows alone (the search set), or, with no
//    search, from the facet counts the triggers keep (list-facets.ts);
// 2. no page query when the offset is past the end;
// 3. the page as (sort key, id) pairs only, in the order of an index, then the page's rows fetched
//    by id (a deferred join), with the person's version for the record version;
// 4. a deep page read backwards from the end, or, right after the page before, by seeking past
//    that page's last row (list-keyset.ts, list-cursors.ts).
// The count picks the plan where the database cannot see it (SQLite): a broad filter walks the
// sort index, a narrow one reads the filter's index and sorts; a declared combination of filters
// reads its own index in list order (list-combinations.ts).

export interface ListPage {
  items: ListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export function dialectOf(db: AnyDb): ListDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** ORDER BY of the list on `alias`: the sort column (empty values last ascending, first descending), then the id. */
function orderBy(
  dialect: ListDialect,
  def: EntityDefinition,
  query: ListQuery,
  alias: string,
  column = listColumn(def, query.sort),
) {
  const ref = sql.ref(`${alias}.${column}`);
  const id = sql.ref(`${alias}.id`);
  const dir = sql.raw(query.order);
  // A required column has no empty values: plain order.
  if (query.sort.required) return sql`${ref} ${dir}, ${id} ${dir}`;
  // SQLite sorts NULL first ascending; its ((col is null), col) index has the wanted order.
  if (dialect === 'sqlite') return sql`(${ref} is null) ${dir}, ${ref} ${dir}, ${id} ${dir}`;
  return sql`${ref} ${dir} ${sql.raw(query.order === 'asc' ? 'nulls last' : 'nulls first')}, ${id} ${dir}`;
}

/**
 * The filters on `alias`. `indexed: false` (SQLite) writes `+col` so the database walks the sort
 * index instead of reading a filter's index.
 */
function filterCondition(
  dialect: ListDialect,
  def: EntityDefinition,
  query: ListQuery,
  alias: string,
  indexed = true,
): RawBuilder<unknown> | null {
  if (query.filters.length === 0 && query.derived.length === 0) return null;
  const terms = query.filters.map((filter) => {
    const ref = indexed
      ? sql`${sql.ref(`${alias}.${listColumn(def, filter.field)}`)}`
      : sql`+${sql.ref(`${alias}.${listColumn(def, filter.field)}`)}`;
    const values = filter.values.map((v) => valueFor(dialect, v));
    return values.length === 1 ? sql`${ref} = ${values[0]}` : sql`${ref} in (${sql.join(values)})`;
  });
  for (const filter of query.derived) terms.push(derivedCondition(def, filter, alias));
  return sql.join(terms, sql` and `);
}

const where = (condition: RawBuilder<unknown> | null) => (condition ? sql`where ${condition}` : sql``);

/** The search set, or null when the query does not search. */
function matches(dialect: ListDialect, def: EntityDefinition, query: ListQuery): RawBuilder<unknown> | null {
  return query.search && searchFieldsOf(def).length > 0 ? searchSet(dialect, def, query.search) : null;
}

/**
 * How many records the list holds. A filtered list on SQLite also counts the whole table (from its
 * smallest index, pages only), which `choosePlan` weighs the filter's breadth with.
 */
export function countQuery(
  dialect: ListDialect,
  def: EntityDefinition,
  query: ListQuery,
): RawBuilder<{ total: number; all_rows?: number }> {
  const t = sql.table(def.table);
  const set = matches(dialect, def, query);
  const filters = filterCondition(dialect, def, query, 't');
  if (!set && countsByFacets(def, query)) {
    const f = sql.table(facetsTable(def));
    // The whole table's count weighs a filter's breadth (choosePlan); a declared combination's
    // index needs no weighing.
    const weigh = dialect === 'sqlite' && filters && !byCombinationIndex(def, query);
    const all = weigh ? sql`, (select coalesce(sum(n), 0) from ${f}) as all_rows` : sql``;
    return sql`select coalesce(sum(n), 0) as total ${all} from ${f} as t ${where(filters)}`;
  }
  if (!set && filters && dialect === 'sqlite' && !byCombinationIndex(def, query)) {
    return sql`select count(*) as total, (select count(*) from ${t}) as all_rows from ${t} as t where ${filters}`;
  }
  if (!set) return sql`select count(*) as total from ${t} as t ${where(filters)}`;
  if (!filters) return sql`select count(*) as total from (${set}) as m`;
  return sql`select count(*) as total from (${set}) as m join ${t} as t on t.id = m.id where ${filters}`;
}

export interface PagePlan {
  /** SQLite: walk the sort index and test the filters on each row (a broad filter). */
  walkSortIndex?: boolean;
  /** Read the list backwards from its end (offset and limit counted from there): a deep page. */
  reverse?: boolean;
  /** Keyset paging: only the rows after this one (the offset counts from it). */
  after?: ListCursor;
  /** Select each row's cursor value as `__cursor` (for the next `after`) and the data version as `__version`. */
  cursor?: boolean;
}

const flipped = (query: ListQuery): ListQuery => ({ ...query, order: query.order === 'asc' ? 'desc' : 'asc' });

/** The ids of one page, in list order (reversed with `plan.reverse`). */
function pageIds(
  dialect: ListDialect,
  def: EntityDefinition,
  query: ListQuery,
  limit: number,
  offset: number,
  plan: PagePlan,
) {
  const t = sql.table(def.table);
  const read = plan.reverse ? flipped(query) : query;
  // Literals, for the reason of valueFor: a plan kept for the SQL text knows the page it reads.
  const page = sql`limit ${sql.lit(limit)} offset ${sql.lit(offset)}`;
  const set = matches(dialect, def, query);
  const filters = filterCondition(dialect, def, query, 't', !(plan.walkSortIndex && !set));
  // The search set carries the default sort key: sorted and paged without reading the table.
  const [alias, column] =
    set && !filters && listColumn(def, query.sort) === sortKeyColumn(def)
      ? ['m', 's']
      : ['t', listColumn(def, query.sort)];
  const after = plan.after
    ? afterCursor(dialect, alias, column, Boolean(query.sort.required), read.order, plan.after)
    : null;
  const conditions = [filters, after].filter((c) => c !== null);
  const condition = conditions.length > 0 ? sql.join(conditions, sql` and `) : null;
  const order = orderBy(dialect, def, read, alias, column);
  if (!set) return sql`select t.id from ${t} as t ${where(condition)} order by ${order} ${page}`;
  if (alias === 'm') return sql`select m.id from (${set}) as m ${where(condition)} order by ${order} ${page}`;
  // SQLite: CROSS JOIN keeps the (small) set outermost.
  const join = sql.raw(dialect === 'sqlite' ? 'cross join' : 'join');
  return sql`select t.id from (${set}) as m ${join} ${t} as t on t.id = m.id ${where(condition)} order by ${order} ${page}`;
}

/** One page of the list's rows: `id`, `version` and each field aliased to its API name. */
export function pageQuery(
  dialect: ListDialect,
  def: EntityDefinition,
  query: ListQuery,
  limit: number,
  offset: number,
  fields: readonly FieldDefinition[] = listFields(def),
  plan: PagePlan = {},
): RawBuilder<Record<string, unknown>> {
  const t = sql.table(def.table);
  // The rows' own values: a person's field from the person row, which the fetch joins for the
  // version anyway (a custom export may ask for person fields no list column copies).
  const columns = fields.map(
    (f) =>
      sql`${sql.ref(onPerson(def, f) ? `p.${columnName(f.name)}` : `t.${listColumn(def, f)}`)} as ${sql.ref(f.name)}`,
  );
  // SQLite: CROSS JOIN keeps the page's ids outermost (else it may walk the table's sort index).
  const join = sql.raw(dialect === 'sqlite' ? 'cross join' : 'join');
  const person = def.person ? sql`${join} ${sql.table(PEOPLE_TABLE)} as p on p.id = t.person_id` : sql``;
  const version = def.person ? sql`t.version + p.version` : sql`t.version`;
  if (plan.cursor) {
    columns.push(sql`${cursorValue(dialect, 't', listColumn(def, query.sort))} as __cursor`);
    columns.push(sql`${dataVersion(dialect)} as __version`);
  }
  return sql`select t.id as id, ${version} as version, ${sql.join(columns)}
    from (${pageIds(dialect, def, query, limit, offset, plan)}) as page
    ${join} ${t} as t on t.id = page.id ${person}
    order by ${orderBy(dialect, def, query, 't')}`;
}

/**
 * SQLite: whether walking the sort index beats reading the filter's index and sorting. The walk
 * reads about (offset + limit) × all / matching rows, the other every matching row, sorted.
 */
export function choosePlan(allRows: number | undefined, total: number, end: number): PagePlan {
  if (allRows === undefined) return {};
  return { walkSortIndex: (end * allRows) / Math.max(total, 1) < total * 1.5 };
}

/**
 * How to read the page at `offset`: a page past the middle of the list is read backwards from its
 * end (as cheap as the same page counted from the start), and on SQLite the count chooses between
 * walking the sort index and reading the filter's index.
 */
export function pagePlanFor(
  allRows: number | undefined,
  total: number,
  offset: number,
  pageSize: number,
): { plan: PagePlan; limit: number; offset: number } {
  const reverse = offset + pageSize / 2 > total / 2;
  const read = reverse
    ? { limit: Math.min(pageSize, total - offset), offset: Math.max(0, total - offset - pageSize) }
    : { limit: pageSize, offset };
  return { plan: { ...choosePlan(allRows, total, read.offset + read.limit), reverse }, ...read };
}

/**
 * One page of the list and the number of matching records. A page after one served before from
 * the same data seeks past that page's last row (list-cursors.ts) when that skips fewer rows.
 */
export async function listPage(db: AnyDb, def: EntityDefinition, query: ListQuery): Promise<ListPage> {
  const dialect = dialectOf(db);
  const fields = listFields(def);
  const counted = sql<{
    total: number;
    all_rows?: number;
    version: string;
  }>`select c.*, ${dataVersion(dialect)} as version
    from (${countQuery(dialect, def, query)}) as c`;
  const [count] = (await counted.execute(db)).rows;
  const total = Number(count?.total ?? 0);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { items: [], total, page: query.page, pageSize: query.pageSize };
  const allRows = count?.all_rows === undefined || count.all_rows === null ? undefined : Number(count.all_rows);
  const version = String(count?.version);
  let read = pagePlanFor(allRows, total, offset, query.pageSize);
  const known = nearestEnd(db, def, query, version);
  const skip = known ? known.pagesBetween * query.pageSize : Number.POSITIVE_INFINITY;
  if (known && skip < read.offset) {
    const plan = { ...choosePlan(allRows, total, skip + query.pageSize), after: known.cursor };
    read = { plan, limit: query.pageSize, offset: skip };
  }
  const plan = { ...read.plan, cursor: true };
  const { rows } = await pageQuery(dialect, def, query, read.limit, read.offset, fields, plan).execute(db);
  const last = rows.at(-1);
  if (last && String(last.__version) === version)
    rememberEnd(db, def, query, version, { value: last.__cursor, id: Number(last.id) });
  return { items: rows.map((row) => toListItem(fields, row)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Every item of the list (search, filters and sort applied; no paging), read in batches so no
 * database connection is held while a slow client downloads: what an export writes out. Each
 * batch seeks past the last row of the one before (keyset), so batch n costs what batch 1 does.
 */
export async function* listItems(
  db: AnyDb,
  def: EntityDefinition,
  query: ListQuery,
  fields: readonly FieldDefinition[] = listFields(def),
  batchSize = 5000,
): AsyncGenerator<ListItem> {
  const dialect = dialectOf(db);
  let after: ListCursor | undefined;
  for (;;) {
    const plan: PagePlan = after ? { after, cursor: true } : { cursor: true };
    const { rows } = await pageQuery(dialect, def, query, batchSize, 0, fields, plan).execute(db);
    for (const row of rows) yield toListItem(fields, row);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    after = { value: last.__cursor, id: Number(last.id) };
  }
}
