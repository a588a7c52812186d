import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { type RawBuilder, sql } from 'kysely';
import { type ListDialect, prefixEnd, valueFor } from '../../lib/search-keys.ts';
import { listColumn } from './entity-columns.ts';

// The search of a generic list (ARCHITECTURE.md, "Search") as a set of `(id, s)` pairs, `s` being
// the definition's default sort column: a record matches when one search field starts with the
// whole text, or every word starts one of them. Each branch (one word, one field) is a range on
// one search index, which holds the lower-case key, the default sort key and the id, so the set
// is computed without reading the table (migration 0019a).

export { type ListDialect, prefixEnd, valueFor } from '../../lib/search-keys.ts';

/** The lower-case key of a column: SQLite's indexed `lower(col)`, PostgreSQL's generated `col_key` (COLLATE "C"). */
function searchKey(dialect: ListDialect, column: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${sql.ref(`${column}_key`)}` : sql<string>`lower(${sql.ref(column)})`;
}

export function searchFieldsOf(def: EntityDefinition): FieldDefinition[] {
  return def.searchFields.map((name) => def.fields.find((f) => f.name === name)).filter((f) => f !== undefined);
}

/** The default sort column, which every search index carries. */
export function sortKeyColumn(def: EntityDefinition): string {
  const field = def.fields.find((f) => f.name === def.defaultSort.field);
  if (!field) throw new Error(`${def.name} sorts by an unknown field ${def.defaultSort.field}`);
  return listColumn(def, field);
}

/** The field starts with the word (a number field: equals it); null when it cannot match. */
function branch(
  dialect: ListDialect,
  def: EntityDefinition,
  field: FieldDefinition,
  word: string,
): RawBuilder<unknown> | null {
  const column = listColumn(def, field);
  if (field.input === 'number')
    return /^\d{1,15}$/.test(word) ? sql`${sql.ref(column)} = ${valueFor(dialect, Number(word))}` : null;
  const w = word.toLowerCase();
  const key = searchKey(dialect, column);
  const end = prefixEnd(w);
  const from = sql`${key} >= ${valueFor(dialect, w)}`;
  return end === null ? from : sql`${from} and ${key} < ${valueFor(dialect, end)}`;
}

/** The prefix rows (migration 0047a) hold each record's prefixes of up to this many characters. */
export const SEARCH_PREFIX_LENGTH = 3;

/** A record's searchable prefixes with its default sort key, `(prefix, s, id)`. */
export function prefixTable(def: EntityDefinition): string {
  return `${def.table}_search_prefixes`;
}

/**
 * Whether the prefix rows answer "a search field starts with `text`": it is short, and no number
 * field could take it as a whole number.
 */
export function byPrefixRows(_dialect: ListDialect, def: EntityDefinition, text: string): boolean {
  if (Array.from(text.toLowerCase()).length > SEARCH_PREFIX_LENGTH) return false;
  const fields = searchFieldsOf(def);
  if (!fields.some((f) => f.input !== 'number')) return false;
  return !(/^\d{1,15}$/.test(text) && fields.some((f) => f.input === 'number'));
}

/**
 * Any search field starting with the text. A short text is one range of the prefix rows (no
 * table read). A longer one, SQLite: one select whose OR it answers with one index range per branch,
 * deduplicating ids as it goes (MULTI-INDEX OR); PostgreSQL: a UNION of index-only scans (an OR
 * there becomes bitmap scans that read the table).
 */
function anyField(dialect: ListDialect, def: EntityDefinition, text: string): RawBuilder<unknown> {
  if (byPrefixRows(dialect, def, text))
    return sql`select id, s from ${sql.table(prefixTable(def))} where prefix = ${valueFor(dialect, text.toLowerCase())}`;
  const head = sql`select id, ${sql.ref(sortKeyColumn(def))} as s from ${sql.table(def.table)} where`;
  const branches = branchesOf(dialect, def, text);
  if (dialect === 'sqlite' || branches.length === 0) return sql`${head} ${anyCondition(dialect, def, text)}`;
  return sql.join(
    branches.map((b) => sql`${head} ${b}`),
    sql` union `,
  );
}

function branchesOf(dialect: ListDialect, def: EntityDefinition, text: string): RawBuilder<unknown>[] {
  return searchFieldsOf(def)
    .map((f) => branch(dialect, def, f, text))
    .filter((b) => b !== null);
}

/** The branches as one OR condition. */
function anyCondition(dialect: ListDialect, def: EntityDefinition, text: string): RawBuilder<unknown> {
  const branches = branchesOf(dialect, def, text);
  return branches.length === 0
    ? sql`1 = 0`
    : sql.join(
        branches.map((b) => sql`(${b})`),
        sql` or `,
      );
}

/**
 * The `(id, s)` pairs of the records the search finds (no duplicates). Several words: the records
 * every word finds, an intersection (SQLite: the first word's rows whose id is in each other
 * word's set and that the whole text does not find; PostgreSQL: INTERSECT of index-only sets),
 * added to what the whole text finds.
 */
export function searchSet(dialect: ListDialect, def: EntityDefinition, search: string): RawBuilder<unknown> {
  const words = search.split(/\s+/).filter((w) => w.length > 0);
  const whole = anyField(dialect, def, words.join(' '));
  if (words.length <= 1) return whole;
  if (dialect === 'sqlite') {
    // UNION ALL of two disjoint parts: a plain UNION would merge sorted inputs, and SQLite would
    // then rather scan the table in id order than read the indexes and sort.
    const [first, ...rest] = words.map((w) => anyField(dialect, def, w));
    const others = rest.map((set) => sql`id in (select id from (${set}))`);
    return sql`${whole} union all select id, s from (${first})
      where ${sql.join(others, sql` and `)} and id not in (select id from (${whole}))`;
  }
  const every = words.map((w, i) => sql`select id, s from (${anyField(dialect, def, w)}) as ${sql.raw(`word${i}`)}`);
  return sql`${whole} union select id, s from (${sql.join(every, sql` intersect `)}) as every_word`;
}
