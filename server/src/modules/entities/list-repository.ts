import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { type Expression, type SqlBool, sql } from 'kysely';
import { type AnyDb, columnRef, listFields, PEOPLE_TABLE } from './entity-columns.ts';
import type { ListQuery } from './list-query.ts';
import { type ListItem, toListItem } from './row-mapping.ts';

// The list of any definition: one count and one page query, whatever the entity (no query per
// row). `selectList` is also what an export streams, so a download holds exactly the rows the
// screen would show.

/** The entity's table, joined to its person when the definition is person-based. */
function fromEntity(db: AnyDb, def: EntityDefinition) {
  const base = db.selectFrom(def.table);
  return def.person ? base.innerJoin(PEOPLE_TABLE, `${PEOPLE_TABLE}.id`, `${def.table}.person_id`) : base;
}

/** The API version: the entity row's, plus its person's (contract: `version` covers both). */
export function versionExpression(def: EntityDefinition) {
  return def.person
    ? sql<number>`${sql.ref(`${def.table}.version`)} + ${sql.ref(`${PEOPLE_TABLE}.version`)}`
    : sql<number>`${sql.ref(`${def.table}.version`)}`;
}

/** `%term%` for LIKE with the term's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchable(def: EntityDefinition, field: FieldDefinition) {
  const ref = sql.ref(columnRef(def, field));
  return field.input === 'number' ? sql`cast(${ref} as text)` : ref;
}

/** Every word must appear, case-insensitively, in at least one search field ('jane smith'). */
function searchCondition(def: EntityDefinition, search: string): Expression<SqlBool> {
  const fields = def.searchFields.map((name) => def.fields.find((f) => f.name === name)).filter((f) => f !== undefined);
  const words = search.split(/\s+/).filter((w) => w.length > 0);
  const perWord = words.map((word) => {
    const pattern = containsPattern(word);
    const anyField = fields.map((f) => sql<SqlBool>`lower(${searchable(def, f)}) like ${pattern} escape '\\'`);
    return sql<SqlBool>`(${sql.join(anyField, sql` or `)})`;
  });
  return sql<SqlBool>`${sql.join(perWord, sql` and `)}`;
}

/** The definition's rows matching the query's search and filters, unsorted and unpaged. */
function filtered(db: AnyDb, def: EntityDefinition, query: ListQuery) {
  let q = fromEntity(db, def);
  if (query.search && def.searchFields.length > 0) q = q.where(searchCondition(def, query.search));
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
export function selectList(db: AnyDb, def: EntityDefinition, query: ListQuery, fields: readonly FieldDefinition[] = listFields(def)) {
  const sortRef = columnRef(def, query.sort);
  return filtered(db, def, query)
    .select((eb) => [
      eb.ref(`${def.table}.id`).as('id'),
      versionExpression(def).as('version'),
      ...fields.map((f) => eb.ref(columnRef(def, f)).as(f.name)),
    ])
    .orderBy(sortRef, (ob) => (query.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst()))
    .orderBy(`${def.table}.id`, query.order);
}

export interface ListPage {
  items: ListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The two queries of a list page: the count of matching rows and the page itself. */
export function listPageQueries(db: AnyDb, def: EntityDefinition, query: ListQuery, fields: readonly FieldDefinition[] = listFields(def)) {
  return {
    count: filtered(db, def, query).select((eb) => eb.fn.countAll().as('total')),
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
  batchSize = 1000,
): AsyncGenerator<ListItem> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectList(db, def, query, fields).limit(batchSize).offset(offset).execute();
    for (const row of rows) yield toListItem(fields, row as Record<string, unknown>);
    if (rows.length < batchSize) return;
  }
}
