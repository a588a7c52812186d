import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type ListDialect, prefixEnd, valueFor } from './search-keys.ts';
import { z } from 'zod';

// The query parameters every ListView (list-view.ts) shares: paging, ordering, the export and the
// search over a student's names and partner id (the generic lists' rule: a name starts with the
// whole text, or every word starts one of the names).

export const pagingShape = {
  /** From 1. */
  page: z.coerce
    .number({ error: 'Give a page number.' })
    .int('Give a whole page number.')
    .min(1, 'Pages start at 1.')
    .default(1),
  /** Rows per page. */
  pageSize: z.coerce
    .number({ error: 'Give a page size.' })
    .int('Give a whole page size.')
    .min(1, 'Show at least 1 row.')
    .max(200, 'Show at most 200 rows a page.')
    .default(25),
  order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc.' }).default('asc'),
  /** Name, partner id or e-mail words. */
  search: z.string().trim().max(200, 'Keep the search to 200 characters.').optional(),
};

/** `?export=excel`: the whole filtered list as a spreadsheet instead of a page. */
export const exportParam = z.enum(['excel'], { error: 'Choose one of: excel.' }).optional();

/** The sort key (one of `sorts`, `fallback` when left out), paging, order, search and export. */
export function listViewShape<S extends string>(
  sorts: Readonly<Record<S, unknown>>,
  fallback: NoInfer<S>,
  order: 'asc' | 'desc' = 'asc',
) {
  const keys = Object.keys(sorts) as [S, ...S[]];
  return {
    sort: z.enum(keys, { error: `Sort by one of ${keys.join(', ')}.` }).default(fallback as never),
    export: exportParam,
    ...pagingShape,
    order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc.' }).default(order),
  };
}

/** An optional true/false query parameter. */
export const flag = (message: string) => z.enum(['true', 'false'], { error: message }).optional();

/** A non-empty filter value. */
export const filterText = z.string().trim().min(1).max(100, 'Keep it to 100 characters.').optional();

/** `term%` for LIKE with the term's own wildcards taken literally. */
function prefixPattern(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The columns of the student a search looks at, as references in the list's query. */
export type SearchColumns = {
  firstName: string;
  lastName: string;
  preferredName: string;
  /**
   * The partner id of the student whose person is `personId`; left out for a list of people
   * without partner ids (applicants).
   */
  partnerId?: string;
} & (
  | { personId?: undefined }
  | {
      /**
       * The person's id: when given, the search is one set of people found from indexes alone
       * (`personId in (...)`), which the list's query reaches through its keys.
       */
      personId: string;
      dialect: ListDialect;
    }
);

/** Texts this long or shorter (lower-cased, in characters) have rows in person_name_prefixes (migration 0072b). */
export const NAME_PREFIX_LENGTH = 3;

/** A whole partner id: a number word. */
const partnerNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

function startsOne(cols: SearchColumns, text: string): Expression<SqlBool> {
  const names = [cols.firstName, cols.lastName, cols.preferredName].map(
    (c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${prefixPattern(text)} escape '\\'`,
  );
  const partner = partnerNumber(text);
  if (partner !== null && cols.partnerId !== undefined)
    names.push(sql<SqlBool>`${sql.ref(cols.partnerId)} = ${partner}`);
  return sql<SqlBool>`(${sql.join(names, sql` or `)})`;
}

/**
 * The ids of the people one of whose `columns` starts with `lower` (lower-case), from ranges of the
 * columns' lower-case keys (migration 0019a: SQLite `lower(col)`, one select whose OR it answers
 * index by index; PostgreSQL the `col_key` columns, COLLATE "C", a UNION): a range is the LIKE
 * prefix test by code point, as `lower(col) like 'text%'` was.
 */
function peopleKeyRanges(dialect: ListDialect, lower: string, columns: readonly string[]): RawBuilder<unknown>[] {
  return keyRanges(dialect, 'people', lower, columns);
}

/**
 * The ids of the rows of `table` one of whose searched `columns` starts with `lower`, from their
 * lower-case key indexes (migration 0019a's searchIndexes), as selects to UNION.
 */
export function keyRanges(
  dialect: ListDialect,
  table: string,
  lower: string,
  columns: readonly string[],
): RawBuilder<unknown>[] {
  const end = prefixEnd(lower);
  const range = (c: string) => {
    const key = dialect === 'postgres' ? sql.ref(`${c}_key`) : sql`lower(${sql.ref(c)})`;
    const from = sql`${key} >= ${valueFor(dialect, lower)}`;
    return end === null ? from : sql`${from} and ${key} < ${valueFor(dialect, end)}`;
  };
  if (dialect === 'postgres') return columns.map((c) => sql`select id from ${sql.table(table)} where ${range(c)}`);
  return [
    sql`select id from ${sql.table(table)} where ${sql.join(
      columns.map((c) => sql`(${range(c)})`),
      sql` or `,
    )}`,
  ];
}

/** People whose every word of `search` starts one of `columns` (people's own), as `personId in (...)`. */
export function everyWordStartsOne(
  personId: string,
  dialect: ListDialect,
  search: string,
  columns: readonly string[],
): Expression<SqlBool> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const sets = words.map(
    (w, i) =>
      sql`select id from (${sql.join(peopleKeyRanges(dialect, w, columns), sql` union `)}) as ${sql.raw(`word${i}`)}`,
  );
  return sql<SqlBool>`${sql.ref(personId)} in (${sql.join(sets, sql` intersect `)})`;
}

/**
 * The ids of the people one text finds (a first, last or preferred name starting with it, or a
 * student with it as partner id), each branch one index range: a short text is one range of
 * person_name_prefixes (migration 0072b); a longer one a range of each name's lower-case key.
 */
export function peopleStarting(dialect: ListDialect, text: string, partnerIds: boolean): RawBuilder<unknown> {
  const lower = text.toLowerCase();
  const branches: RawBuilder<unknown>[] = [];
  if (Array.from(lower).length <= NAME_PREFIX_LENGTH) {
    branches.push(sql`select person_id as id from person_name_prefixes where prefix = ${valueFor(dialect, lower)}`);
  } else branches.push(...peopleKeyRanges(dialect, lower, ['first_name', 'last_name', 'preferred_name']));
  const partner = partnerNumber(text);
  if (partner !== null && partnerIds) {
    branches.push(sql`select person_id as id from students where partner_id = ${valueFor(dialect, partner)}`);
  }
  return sql.join(branches, sql` union `);
}

/**
 * A list's search as one set of people found from indexes alone (`personId in (...)`): a name
 * starting with the whole text, or every word starting one, and a student's partner id unless the
 * list's people have none (`partnerIds` false: applicants).
 */
export function personIdSearch(
  personId: string,
  dialect: ListDialect,
  search: string,
  partnerIds = true,
): Expression<SqlBool> {
  const words = search.split(/\s+/).filter((w) => w.length > 0);
  const whole = peopleStarting(dialect, words.join(' '), partnerIds);
  const sets =
    words.length <= 1
      ? whole
      : sql`${whole} union select id from (${sql.join(
          words.map(
            (w, i) => sql`select id from (${peopleStarting(dialect, w, partnerIds)}) as ${sql.raw(`word${i}`)}`,
          ),
          sql` intersect `,
        )}) as every_word`;
  return sql<SqlBool>`${sql.ref(personId)} in (${sets})`;
}

/** The search condition: a name starting with the whole text, or every word starting one. */
export function studentSearch(cols: SearchColumns, search: string): Expression<SqlBool> {
  const words = search.split(/\s+/).filter((w) => w.length > 0);
  if (cols.personId !== undefined)
    return personIdSearch(cols.personId, cols.dialect, search, cols.partnerId !== undefined);
  const whole = startsOne(cols, words.join(' '));
  if (words.length <= 1) return whole;
  return sql<SqlBool>`(${whole} or (${sql.join(
    words.map((w) => startsOne(cols, w)),
    sql` and `,
  )}))`;
}

/** One or more of `values`, comma-separated in one query parameter. */
export function commaList<T extends string>(values: readonly T[], message: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return undefined;
      const list = text.split(',').map((v) => v.trim());
      const bad = list.filter((v) => !(values as readonly string[]).includes(v));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return list as T[];
    });
}
