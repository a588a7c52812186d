import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import { type AnyDb, columnRef, listFields, onPerson, PEOPLE_TABLE } from '../modules/entities/entity-columns.ts';
import type { ListQuery } from '../modules/entities/list-query.ts';
import { type ListItem, toListItem } from '../modules/entities/row-mapping.ts';

// The naive reference of every generic list, for tests only: issue 3's design, kept verbatim
// (join people, search people's lower() columns, sort full rows, OFFSET). The production list
// (modules/entities/list-repository.ts) must answer exactly what this answers, for any data and
// any query (list-equivalence.test.ts).

/** The entity's table, joined to its person when the definition is person-based. */
function fromEntity(db: AnyDb, def: EntityDefinition, joinPerson = true) {
  const base = db.selectFrom(def.table);
  return def.person && joinPerson ? base.innerJoin(PEOPLE_TABLE, `${PEOPLE_TABLE}.id`, `${def.table}.person_id`) : base;
}

/** Whether a filter reads a person's field (person_id is never null, and the search looks people
 * up by id, so a count that filters on none of them need not join people at all). */
function readsPerson(def: EntityDefinition, query: ListQuery): boolean {
  if (!def.person) return false;
  return query.filters.some((f) => onPerson(def, f.field));
}

/** The API version: the entity row's, plus its person's (contract: `version` covers both). */
export function versionExpression(def: EntityDefinition) {
  return def.person
    ? sql<number>`${sql.ref(`${def.table}.version`)} + ${sql.ref(`${PEOPLE_TABLE}.version`)}`
    : sql<number>`${sql.ref(`${def.table}.version`)}`;
}

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `term%` for LIKE with the term's own wildcards taken literally. */
function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The least string above every string that starts with `prefix` ('wil' → 'wim'). */
function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
}

/**
 * One word against one field: a text field must start with it, case-insensitively; a number field
 * must equal it. The range on lower(col) is what the lower(col) indexes answer (migration 0004);
 * the LIKE re-checks the rows the range found.
 */
function wordMatches(
  db: AnyDb,
  def: EntityDefinition,
  field: FieldDefinition,
  word: string,
): Expression<SqlBool> | null {
  const ref = sql.ref(columnRef(def, field));
  if (field.input === 'number') return /^\d{1,15}$/.test(word) ? sql<SqlBool>`${ref} = ${Number(word)}` : null;
  const w = word.toLowerCase();
  // PostgreSQL compares by the database's collation, where a range is no exact prefix test: there
  // LIKE 'w%' answers from the text_pattern_ops index. SQLite compares bytes, so the range is exact
  // and its lower(col) index answers it without reading the rows.
  if (isPostgres(db)) return sql<SqlBool>`lower(${ref}) like ${prefixPattern(w)} escape '\\'`;
  return sql<SqlBool>`(lower(${ref}) >= ${w} and lower(${ref}) < ${prefixEnd(w)})`;
}

/**
 * Any search field starting with the text. A person-based entity looks its person fields up as
 * `person_id in (one indexed select of people per field, unioned)`: each branch is a range scan of
 * one lower(col) index, and the count then needs no join with people at all (ARCHITECTURE.md,
 * "Lists").
 */
function anyFieldStarts(
  db: AnyDb,
  def: EntityDefinition,
  fields: readonly FieldDefinition[],
  text: string,
): Expression<SqlBool> {
  const own = fields.filter((f) => !onPerson(def, f));
  const personal = fields.filter((f) => onPerson(def, f));
  const conditions = own.map((f) => wordMatches(db, def, f, text)).filter((c) => c !== null);
  const lookups = personal.map((f) => wordMatches(db, def, f, text)).filter((c) => c !== null);
  if (lookups.length > 0) {
    const selects = lookups.map(
      (c) => sql`select ${sql.ref(`${PEOPLE_TABLE}.id`)} from ${sql.table(PEOPLE_TABLE)} where ${c}`,
    );
    conditions.unshift(sql<SqlBool>`${sql.ref(`${def.table}.person_id`)} in (${sql.join(selects, sql` union all `)})`);
  }
  return conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/**
 * A record matches when a search field starts with the whole text ('st mary' finds St Mary's
 * Church) or every word starts one of the search fields ('smith jan' finds Jane Smith).
 */
function searchCondition(db: AnyDb, def: EntityDefinition, search: string): Expression<SqlBool> {
  const fields = def.searchFields.map((name) => def.fields.find((f) => f.name === name)).filter((f) => f !== undefined);
  const words = search.split(/\s+/).filter((w) => w.length > 0);
  const whole = anyFieldStarts(db, def, fields, words.join(' '));
  if (words.length === 1) return whole;
  const everyWord = sql<SqlBool>`(${sql.join(
    words.map((w) => anyFieldStarts(db, def, fields, w)),
    sql` and `,
  )})`;
  return sql<SqlBool>`(${whole} or ${everyWord})`;
}

/** The definition's rows matching the query's search and filters, unsorted and unpaged. */
function filtered(db: AnyDb, def: EntityDefinition, query: ListQuery, joinPerson = true) {
  let q = fromEntity(db, def, joinPerson);
  if (query.search && def.searchFields.length > 0) q = q.where(searchCondition(db, def, query.search));
  for (const filter of query.filters) {
    const ref = columnRef(def, filter.field);
    q = filter.values.length === 1 ? q.where(ref, '=', filter.values[0]) : q.where(ref, 'in', filter.values);
  }
  return q;
}

/**
 * The filtered, sorted select of a list without paging: `id`, `version` and each of `fields`
 * aliased to its API name. Map each row with `toListItem(fields, row)`. Sorting is on the query's
 * column with empty values last (first when descending) and the id as a stable tiebreak.
 */
export function selectList(
  db: AnyDb,
  def: EntityDefinition,
  query: ListQuery,
  fields: readonly FieldDefinition[] = listFields(def),
) {
  const sortRef = columnRef(def, query.sort);
  return filtered(db, def, query)
    .select((eb) => [
      eb.ref(`${def.table}.id`).as('id'),
      versionExpression(def).as('version'),
      ...fields.map((f) => eb.ref(columnRef(def, f)).as(f.name)),
    ])
    .orderBy(sortRef, (ob) =>
      // A required column has no empty values; plain order lets the database walk its index.
      query.sort.required
        ? query.order === 'asc'
          ? ob.asc()
          : ob.desc()
        : query.order === 'asc'
          ? ob.asc().nullsLast()
          : ob.desc().nullsFirst(),
    )
    .orderBy(`${def.table}.id`, query.order);
}

export interface ListPage {
  items: ListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The two queries of a list page: the count of matching rows and the page itself. */
export function listPageQueries(
  db: AnyDb,
  def: EntityDefinition,
  query: ListQuery,
  fields: readonly FieldDefinition[] = listFields(def),
) {
  return {
    count: filtered(db, def, query, readsPerson(def, query)).select((eb) => eb.fn.countAll().as('total')),
    page: selectList(db, def, query, fields)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  };
}

/** One page of the list and the number of matching rows: two queries. */
export async function listPage(db: AnyDb, def: EntityDefinition, query: ListQuery): Promise<ListPage> {
  const fields = listFields(def);
  const queries = listPageQueries(db, def, query, fields);
  const [count, rows] = await Promise.all([queries.count.executeTakeFirstOrThrow(), queries.page.execute()]);
  return {
    items: rows.map((row) => toListItem(fields, row as Record<string, unknown>)),
    total: Number((count as { total: unknown }).total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Every item of the list (search, filters and sort applied; no paging), read in batches so no
 * database connection is held while a slow client downloads: what an export writes out.
 */
export async function* listItems(
  db: AnyDb,
  def: EntityDefinition,
  query: ListQuery,
  fields: readonly FieldDefinition[] = listFields(def),
  batchSize = 5000,
): AsyncGenerator<ListItem> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectList(db, def, query, fields).limit(batchSize).offset(offset).execute();
    for (const row of rows) yield toListItem(fields, row as Record<string, unknown>);
    if (rows.length < batchSize) return;
  }
}
