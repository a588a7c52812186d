import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13, the special lists (the ListView kit) sorted by name: the student's last and first
// name are copied onto each list's own table as `person_last_name` / `person_first_name`, as
// 0019a copied them onto `students`, so one index per list delivers the name order (led by the
// filter every page of that list carries) instead of sorting every matching row by a joined
// table's column. The copies chain from 0019a's: people → students → engagements (and the
// student's bursary applications, folder requests and badge awards) → engagement sessions. Each
// copy is kept by triggers on both databases: a new row or a changed parent id reads the
// parent's copy, a parent whose copy changed pushes it to its children. Alumni already hold the
// copies. Intentions and tutees get no name index: their pages always filter two engagement
// statuses, whose union no index holds in name order. Written out (not derived from the lists) so this migration
// never changes; list-view-plans.test.ts fails when a name-sorted list is missing here.

interface NameCopy {
  table: string;
  /** The table the names are read from, and this table's column pointing at it. */
  parent: 'students' | 'engagements';
  fk: string;
}

const COPIES: readonly NameCopy[] = [
  { table: 'engagements', parent: 'students', fk: 'student_id' },
  { table: 'bursary_applications', parent: 'students', fk: 'student_id' },
  { table: 'folder_requests', parent: 'students', fk: 'student_id' },
  { table: 'badge_awards', parent: 'students', fk: 'student_id' },
  { table: 'engagement_sessions', parent: 'engagements', fk: 'engagement_id' },
];

const NAMES = ['person_last_name', 'person_first_name'] as const;

interface NameIndex {
  table: string;
  /** The equality filter every page of the list has, if any. */
  fixed?: string;
}

/** The name order's index of each list: `(fixed, last name, first name)` then the row's id. */
export const NAME_SORT_INDEXES: readonly NameIndex[] = [
  { table: 'engagement_sessions', fixed: 'academic_year' },
  { table: 'engagements', fixed: 'start_intake' },
  { table: 'bursary_applications' },
  { table: 'folder_requests', fixed: 'status' },
  { table: 'badge_awards' },
  { table: 'alumni' },
];

export function nameSortIndexName(table: string, fixed: string | undefined): string {
  return `${table}${fixed ? `_${fixed}` : ''}_names_list_idx`;
}

async function addCopies(db: Kysely<unknown>, dialect: Dialect, { table, parent, fk }: NameCopy) {
  for (const column of NAMES) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  const read = (c: string, id: string) => `(select ${c} from ${parent} where ${parent}.id = ${id})`;
  await sql
    .raw(`update ${table} set ${NAMES.map((c) => `${c} = ${read(c, `${table}.${fk}`)}`).join(', ')}`)
    .execute(db);
  const names = NAMES.join(', ');
  const changed = NAMES.map((c) =>
    dialect === 'postgres' ? `new.${c} is distinct from old.${c}` : `new.${c} is not old.${c}`,
  ).join(' or ');
  const push = `update ${table} set ${NAMES.map((c) => `${c} = new.${c}`).join(', ')} where ${fk} = new.id;`;
  if (dialect === 'postgres') {
    const own = `${table}_names_copy`;
    await sql
      .raw(
        `create function ${own}() returns trigger language plpgsql as $$
        begin
          select ${names} into ${NAMES.map((c) => `new.${c}`).join(', ')} from ${parent} where id = new.${fk};
          return new;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${own} before insert or update of ${fk} on ${table} for each row execute function ${own}()`)
      .execute(db);
    const out = `${parent}_names_to_${table}`;
    await sql
      .raw(
        `create function ${out}() returns trigger language plpgsql as $$
        begin
          if ${changed} then ${push} end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${out} after update of ${names} on ${parent} for each row execute function ${out}()`)
      .execute(db);
    return;
  }
  const refresh = `update ${table} set ${NAMES.map((c) => `${c} = ${read(c, `new.${fk}`)}`).join(', ')} where id = new.id;`;
  await sql.raw(`create trigger ${table}_names_insert after insert on ${table} begin ${refresh} end`).execute(db);
  await sql
    .raw(`create trigger ${table}_names_parent after update of ${fk} on ${table} begin ${refresh} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger ${parent}_names_to_${table} after update of ${names} on ${parent} when ${changed} begin ${push} end`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const copy of COPIES) await addCopies(db, dialect, copy);
  for (const { table, fixed } of NAME_SORT_INDEXES) {
    const lead = fixed ? `${fixed}, ` : '';
    const keys =
      dialect === 'postgres'
        ? `${lead}person_last_name, person_first_name, id`
        : `${lead}(person_last_name is null), person_last_name, (person_first_name is null), person_first_name`;
    await sql.raw(`create index ${nameSortIndexName(table, fixed)} on ${table} (${keys})`).execute(db);
  }
}
