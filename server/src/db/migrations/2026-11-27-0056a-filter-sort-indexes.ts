import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13, a page jumped to in the middle of a broad filtered list: each filter column of the
// students list gets an index carrying the default sort key, so one filter's matches come out of
// it in list order (the rowid, SQLite, or the id, PostgreSQL, ends it as the tie-break) and a
// page at any depth is an OFFSET over index entries instead of reading and sorting every match
// (bench/middle-page.ts: London page 170 of 337, ~29 ms of CPU on SQLite before, ~1.4 after).
// The older single-column filter indexes stay: queries elsewhere may be planned on them.

const STUDENT_FILTERS = [
  'status',
  'programme_code',
  'level',
  'pace',
  'student_type',
  'hub',
  'cohort_group',
  'exit_award',
  'intentions',
] as const;
const SORT_KEY = 'person_last_name';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const postgres = dialect === 'postgres';
  for (const column of STUDENT_FILTERS) {
    await db.schema
      .createIndex(`students_${column}_filter_sort_idx`)
      .on('students')
      .columns(postgres ? [column, SORT_KEY, 'id'] : [column, SORT_KEY])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of STUDENT_FILTERS) await db.schema.dropIndex(`students_${column}_filter_sort_idx`).execute();
}
