import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { specialListIndexName } from './2026-11-27-0072a-special-list-indexes.ts';
import { nameSortIndexName } from './2026-11-27-0076a-special-list-name-copies.ts';

// Issue 13, the intentions list: every page filters engagements by two statuses (Current or IoS,
// spec 4.2), two ranges of any status index whose union no index holds in list order, so each
// page sorted every current engagement. `intentions_due` is 1 for exactly those engagements (NULL
// otherwise), a generated column the database keeps (SQLite virtual, PostgreSQL stored), and the
// list's sorts get indexes led by it, as 0072a and 0076a gave the other lists theirs: each column
// of the engagement the list sorts by, SQLite `(intentions_due, (col is null), col)`, PostgreSQL
// `(intentions_due, col, id)`, and the name order on the copied names. A page is then a walk of
// one index range in list order.

export const INTENTIONS_FIXED = 'intentions_due';
export const INTENTIONS_TABLE = 'engagements';
/** The intentions list's sorts on the engagement's own columns (its SORTS map, names aside). */
export const INTENTIONS_SORTS = [
  'programme_code',
  'level',
  'hub',
  'status',
  'intentions',
  'intention',
  'intention_updated_at',
] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const due = `case when status in ('Current', 'IoS') then 1 end`;
  await sql
    .raw(
      `alter table ${INTENTIONS_TABLE} add column ${INTENTIONS_FIXED} integer generated always as (${due}) ${
        dialect === 'postgres' ? 'stored' : 'virtual'
      }`,
    )
    .execute(db);
  const create = async (name: string, keys: string[]) =>
    sql.raw(`create index ${name} on ${INTENTIONS_TABLE} (${[INTENTIONS_FIXED, ...keys].join(', ')})`).execute(db);
  for (const column of INTENTIONS_SORTS) {
    const keys = dialect === 'postgres' ? [column, 'id'] : [`(${column} is null)`, column];
    await create(specialListIndexName(INTENTIONS_TABLE, INTENTIONS_FIXED, column), keys);
  }
  const names =
    dialect === 'postgres'
      ? ['person_last_name', 'person_first_name', 'id']
      : ['(person_last_name is null)', 'person_last_name', '(person_first_name is null)', 'person_first_name'];
  await create(nameSortIndexName(INTENTIONS_TABLE, INTENTIONS_FIXED), names);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(nameSortIndexName(INTENTIONS_TABLE, INTENTIONS_FIXED)).execute();
  for (const column of INTENTIONS_SORTS)
    await db.schema.dropIndex(specialListIndexName(INTENTIONS_TABLE, INTENTIONS_FIXED, column)).execute();
  await db.schema.alterTable(INTENTIONS_TABLE).dropColumn(INTENTIONS_FIXED).execute();
}
