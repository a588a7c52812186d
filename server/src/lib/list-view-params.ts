import { type Expression, type SqlBool, sql } from 'kysely';
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
  sorts: Readonly<Record<S, string>>,
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
export interface SearchColumns {
  firstName: string;
  lastName: string;
  preferredName: string;
  /** Left out for a list of people without partner ids (applicants). */
  partnerId?: string;
  /** The person's id: when given, a short text is looked up in person_name_prefixes. */
  personId?: string;
}

/** Texts this long or shorter (lower-cased, in characters) have rows in person_name_prefixes (migration 0072b). */
export const NAME_PREFIX_LENGTH = 3;

function startsOne(cols: SearchColumns, text: string): Expression<SqlBool> {
  const lower = text.toLowerCase();
  const names =
    cols.personId !== undefined && Array.from(lower).length <= NAME_PREFIX_LENGTH
      ? [
          sql<SqlBool>`${sql.ref(cols.personId)} in (select person_id from person_name_prefixes where prefix = ${lower})`,
        ]
      : [cols.firstName, cols.lastName, cols.preferredName].map(
          (c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${prefixPattern(text)} escape '\\'`,
        );
  if (cols.partnerId !== undefined && /^\d{1,9}$/.test(text))
    names.push(sql<SqlBool>`${sql.ref(cols.partnerId)} = ${Number(text)}`);
  return sql<SqlBool>`(${sql.join(names, sql` or `)})`;
}

/** The search condition: a name starting with the whole text, or every word starting one. */
export function studentSearch(cols: SearchColumns, search: string): Expression<SqlBool> {
  const words = search.split(/\s+/).filter((w) => w.length > 0);
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
