import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13, the special lists (the ListView kit, lib/list-view.ts): each sort key that is a
// column of the list's own table gets an index in list order, led by the filter every page of
// that list carries (enrolment's academic year, new students' intake, folder requests' status),
// so a page is a walk of index entries instead of a sort of every matching row. SQLite:
// `(col is null), col` (empty values last ascending; the rowid ends it as the tie-break),
// PostgreSQL: `col, id` (NULLS LAST ascending is its default order). The list of sorts mirrors
// the lists' SORTS maps; list-view-plans.test.ts fails when a list gains a sort without its index.
// Sorts on a joined table's column (names, partner ids, the tutor) are not covered: see
// ARCHITECTURE.md "Known limits".

interface ListIndexes {
  table: string;
  /** The equality filter every page of the list has, if any. */
  fixed?: string;
  sorts: readonly string[];
}

export const SPECIAL_LIST_INDEXES: readonly ListIndexes[] = [
  { table: 'engagement_sessions', fixed: 'academic_year', sorts: ['level', 'status', 'enrolled_at'] },
  { table: 'engagements', fixed: 'start_intake', sorts: ['programme_code', 'level', 'pace', 'hub', 'status'] },
  {
    table: 'bursary_applications',
    sorts: ['submitted_at', 'academic_year', 'status', 'bursary_type', 'amount_requested', 'decided_at'],
  },
  { table: 'folder_requests', fixed: 'status', sorts: ['requested_at', 'delivery', 'completed_at'] },
  { table: 'alumni', sorts: ['graduation_year', 'programme', 'hub'] },
  { table: 'badge_awards', sorts: ['awarded_on'] },
];

/** The index of one sort of one list: `<table>[_<fixed>]_<column>_list_idx`. */
export function specialListIndexName(table: string, fixed: string | undefined, column: string): string {
  return `${table}${fixed ? `_${fixed}` : ''}_${column}_list_idx`;
}

const each = () => SPECIAL_LIST_INDEXES.flatMap((l) => l.sorts.map((column) => ({ ...l, column })));

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const { table, fixed, column } of each()) {
    const name = specialListIndexName(table, fixed, column);
    const lead = fixed ? sql`${sql.ref(fixed)}, ` : sql``;
    const keys =
      dialect === 'postgres'
        ? sql`${lead}${sql.ref(column)}, id`
        : sql`${lead}(${sql.ref(column)} is null), ${sql.ref(column)}`;
    await sql`create index ${sql.ref(name)} on ${sql.table(table)} (${keys})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, fixed, column } of each()) {
    await db.schema.dropIndex(specialListIndexName(table, fixed, column)).execute();
  }
}
