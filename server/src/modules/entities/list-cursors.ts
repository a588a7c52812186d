import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { type RawBuilder, sql } from 'kysely';
import type { AnyDb } from './entity-columns.ts';
import type { ListCursor } from './list-keyset.ts';
import type { ListQuery } from './list-query.ts';
import type { ListDialect } from './list-search.ts';

// Keyset paging behind page numbers (issue 13): the API pages by number, so the server remembers
// the last row of each page it served (per list, filters, search, sort and page size) and reads
// the next page by seeking past it instead of counting past OFFSET rows: page n after page n-1
// costs what page 1 does, whatever the filters. A remembered row is used only while the database
// holds exactly the data it was read from: each is stored with the database's data version read
// in the same statement as its page, and used only by a request whose count read the same version.

/**
 * The database's data version, which changes with any committed write. SQLite: this
 * connection's changes (`total_changes()`) and other connections' commits (`data_version`);
 * PostgreSQL: the snapshot (which transactions are visible), the same text only for the same data.
 */
export function dataVersion(dialect: ListDialect): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`(total_changes() || '.' || (select data_version from pragma_data_version))`
    : sql<string>`cast(pg_current_snapshot() as text)`;
}

interface Remembered {
  version: string;
  /** The last row of each page served, by page number. */
  ends: Map<number, ListCursor>;
}

/** Lists remembered per database handle, the least recently used forgotten first. */
const LISTS_KEPT = 500;
/** Pages remembered per list. */
const PAGES_KEPT = 200;
const memory = new WeakMap<AnyDb, Map<string, Remembered>>();

function listKey(def: EntityDefinition, query: ListQuery): string {
  const filters = [
    ...query.filters.map((f) => [f.field.name, f.values]),
    ...query.derived.map((d) => [d.filter.name, [d.value]]),
  ];
  return JSON.stringify([def.name, query.search, query.sort.name, query.order, query.pageSize, filters]);
}

/**
 * The nearest remembered page end before `page` and how many pages lie between, if the data is
 * still what it was read from.
 */
export function nearestEnd(
  db: AnyDb,
  def: EntityDefinition,
  query: ListQuery,
  version: string,
): { cursor: ListCursor; pagesBetween: number } | null {
  const remembered = memory.get(db)?.get(listKey(def, query));
  if (!remembered || remembered.version !== version) return null;
  for (let before = query.page - 1; before >= 1 && query.page - before <= 20; before--) {
    const cursor = remembered.ends.get(before);
    if (cursor) return { cursor, pagesBetween: query.page - 1 - before };
  }
  return null;
}

/** Remembers the last row of the page served, read at `version`. */
export function rememberEnd(db: AnyDb, def: EntityDefinition, query: ListQuery, version: string, end: ListCursor) {
  let lists = memory.get(db);
  if (!lists) memory.set(db, (lists = new Map()));
  const key = listKey(def, query);
  let remembered = lists.get(key);
  lists.delete(key); // re-inserted last: the most recently used
  if (!remembered || remembered.version !== version) remembered = { version, ends: new Map() };
  lists.set(key, remembered);
  remembered.ends.delete(query.page);
  remembered.ends.set(query.page, end);
  if (remembered.ends.size > PAGES_KEPT) remembered.ends.delete(remembered.ends.keys().next().value as number);
  if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value as string);
}
