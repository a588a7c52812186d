import { type RawBuilder, sql } from 'kysely';

// Pieces of the lists' index-answered search (issue 13) shared by the generic lists
// (modules/entities/list-search.ts) and the special lists' search (list-view-params.ts).

export type ListDialect = 'sqlite' | 'postgres';

/**
 * A value compared with an indexed column, written into the SQL as a literal (quotes doubled), so a
 * repeated list runs the very statement it ran before: SQLite (built with STAT4) would otherwise
 * re-plan it whenever such a parameter is bound, and PostgreSQL, whose named statements keep a
 * plan per SQL text (database.ts), would plan it afresh on every call (a custom plan) or, with a
 * generic one, without knowing how many rows the value selects. Text holding NUL stays a
 * parameter (SQLite's parser would stop at it; PostgreSQL text cannot hold it), and so does text
 * holding a backslash.
 */
export function valueFor(_dialect: ListDialect, value: unknown): RawBuilder<unknown> {
  // Quotes are doubled by Kysely; a backslash stays a parameter too, so the literal means the same
  // whatever standard_conforming_strings says on the server.
  const literal =
    typeof value === 'number'
      ? Number.isFinite(value)
      : typeof value === 'string' && !value.includes('\u0000') && !value.includes('\\');
  return literal ? sql.lit(value as string | number) : sql`${value}`;
}

/**
 * The least string above every string starting with `prefix` ('wil' → 'wim'), by code point (the
 * order of SQLite's BINARY and PostgreSQL's "C" collation); null when there is none.
 */
export function prefixEnd(prefix: string): string | null {
  const points = Array.from(prefix);
  while (points.length > 0) {
    const last = points.pop()?.codePointAt(0) ?? 0;
    let next = last + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000; // no surrogates in well-formed text
    if (next <= 0x10ffff) return `${points.join('')}${String.fromCodePoint(next)}`;
  }
  return null;
}
