import { type Expression, type SqlBool, sql } from 'kysely';

// Fundraising's lists (Alumni, Gifts) search people by name or e-mail: every word the reader typed
// starts one of the person's first, last or preferred names or their e-mail address.

/** The typed words, lower-cased. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The person (`alias`, a people row) has a name or e-mail starting with `word` (its wildcards taken literally). */
export function personWordMatch(alias: string, word: string): Expression<SqlBool> {
  const like = `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const columns = ['first_name', 'last_name', 'preferred_name', 'email'].map((c) => `${alias}.${c}`);
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${like} escape '\\'`),
    sql` or `,
  )})`;
}
