import { type RawBuilder, sql } from 'kysely';
import type { ListDialect } from './list-search.ts';

// Keyset (seek) paging of a generic list (issue 13): the rows after a given row in list order,
// written so an index in list order can seek to it instead of counting past OFFSET rows. List
// order is the sort column (empty values last ascending, first descending) then the id.

/** A row of the list, as its sort value (as stored; PostgreSQL: as text) and id. */
export interface ListCursor {
  value: unknown;
  id: number;
}

/**
 * The rows after `cursor` in the order `order` on `column` (nullable unless `required`) of
 * `alias`. PostgreSQL reads the cursor's value as text and casts it back by the column's type
 * (a timestamp read into JavaScript would lose its microseconds).
 */
export function afterCursor(
  dialect: ListDialect,
  alias: string,
  column: string,
  required: boolean,
  order: 'asc' | 'desc',
  cursor: ListCursor,
): RawBuilder<unknown> {
  const col = sql.ref(`${alias}.${column}`);
  const id = sql.ref(`${alias}.id`);
  const last = sql`${cursor.id}`;
  const cmp = sql.raw(order === 'asc' ? '>' : '<');
  if (cursor.value === null || cursor.value === undefined) {
    // Only a nullable column holds empty values: last ascending, first descending.
    return order === 'asc' ? sql`(${col} is null and ${id} > ${last})` : sql`(${col} is not null or ${id} < ${last})`;
  }
  const value = sql`${cursor.value}`;
  if (required) return sql`(${col}, ${id}) ${cmp} (${value}, ${last})`;
  // SQLite: the row value names the sort index's own terms ((col is null), col), so it can seek.
  if (dialect === 'sqlite') return sql`((${col} is null), ${col}, ${id}) ${cmp} (0, ${value}, ${last})`;
  return order === 'asc'
    ? sql`(${col} is null or (${col}, ${id}) > (${value}, ${last}))`
    : sql`(${col}, ${id}) < (${value}, ${last})`;
}

/** The sort column as a cursor value is read (PostgreSQL: text, see afterCursor). */
export function cursorValue(dialect: ListDialect, alias: string, column: string): RawBuilder<unknown> {
  const col = sql.ref(`${alias}.${column}`);
  return dialect === 'postgres' ? sql`cast(${col} as text)` : sql`${col}`;
}
