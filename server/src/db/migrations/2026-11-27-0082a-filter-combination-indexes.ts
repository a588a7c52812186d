import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13, two broad filters together (the Enrolled screen's status=Current with a hub): each
// combination of filters a definition declares (`filterCombinations`) gets an index in the list's
// default order, led by the filters' columns: SQLite `(f1, f2, [(key is null),] key)` (the rowid
// ends it as the tie-break), PostgreSQL `(f1, f2, key, id)`. A page at any depth of the combined
// filter is then an OFFSET over index entries that already hold the id (the deferred join fetches
// the 50 rows), instead of reading one filter's matches and testing the other on each row.
// The list mirrors the definitions' declarations; list-plans.test.ts fails (EXPLAIN) when a
// definition declares a combination without its index here.

interface CombinationIndex {
  table: string;
  /** The filter columns, as the list stores them. */
  columns: readonly string[];
  /** The default sort key's column, and whether it may be empty. */
  key: string;
  nullable: boolean;
}

export const FILTER_COMBINATION_INDEXES: readonly CombinationIndex[] = [
  { table: 'students', columns: ['status', 'hub'], key: 'person_last_name', nullable: false },
  { table: 'students', columns: ['status', 'programme_code'], key: 'person_last_name', nullable: false },
];

/** `<table>_<col>_<col>_combination_idx`. */
export function combinationIndexName(table: string, columns: readonly string[]): string {
  return `${table}_${columns.join('_')}_combination_idx`;
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const { table, columns, key, nullable } of FILTER_COMBINATION_INDEXES) {
    const lead = sql.join(columns.map((c) => sql.ref(c)));
    const ordered =
      dialect === 'postgres'
        ? sql`${sql.ref(key)}, id`
        : nullable
          ? sql`(${sql.ref(key)} is null), ${sql.ref(key)}`
          : sql`${sql.ref(key)}`;
    const name = combinationIndexName(table, columns);
    await sql`create index ${sql.ref(name)} on ${sql.table(table)} (${lead}, ${ordered})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of FILTER_COMBINATION_INDEXES) {
    await db.schema.dropIndex(combinationIndexName(table, columns)).execute();
  }
}
