import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13: every generic list reads one table, in the order of an index.
// - The person fields a list searches, shows or sorts by (names, e-mail) are copied onto the
//   entity's row as `person_<column>`, kept current by triggers on both databases (any write to
//   `people`, any new row or changed person_id), and backfilled here.
// - Every list column gets an index whose order is the list's ORDER BY with the id as tie-break:
//   SQLite `(col)` (the rowid ends every index) or `((col is null), col)` for a column that may be
//   empty (empty values last ascending, first descending); PostgreSQL `(col, id)`.
// - Every searched text column gets a lower-case key index that answers a prefix range and carries
//   the list's default sort key, so a search branch never reads the table: SQLite
//   `(lower(col), sortKey)`; PostgreSQL a stored generated `col_key = lower(col) COLLATE "C"`
//   (a range on it is an exact prefix test) indexed `(col_key) INCLUDE (sortKey, id)`.
// Written out (not derived from the entity definitions) so this migration never changes.

export interface ListTable {
  table: string;
  /** person columns copied onto the row (people.<c> → <table>.person_<c>). */
  copies: readonly string[];
  /** Every list column, `!` when it can never be empty. */
  sorts: readonly string[];
  /** Searched text columns. */
  searches: readonly string[];
  /** The default sort column (carried by the search indexes). */
  sortKey: string;
}

const NAMES = ['first_name', 'last_name', 'email'] as const;

const LISTS: readonly ListTable[] = [
  {
    table: 'students',
    copies: NAMES,
    sorts: [
      'partner_id',
      'person_last_name!',
      'person_first_name!',
      'programme_code!',
      'level',
      'pace',
      'student_type',
      'status!',
      'hub',
      'cohort_group',
      'intentions',
    ],
    searches: ['person_last_name', 'person_first_name', 'person_email'],
    sortKey: 'person_last_name',
  },
  {
    table: 'applications',
    copies: NAMES,
    sorts: [
      'person_last_name!',
      'person_first_name!',
      'course!',
      'study_pace',
      'applicant_type',
      'diocese',
      'cohort_group',
      'status!',
      'submitted_at',
    ],
    searches: ['person_last_name', 'person_first_name', 'person_email', 'diocese'],
    sortKey: 'submitted_at',
  },
  {
    table: 'faculty',
    copies: NAMES,
    sorts: ['person_last_name!', 'person_first_name!', 'job_title!', 'department', 'hub', 'active!'],
    searches: ['person_last_name', 'person_first_name', 'person_email', 'job_title'],
    sortKey: 'person_last_name',
  },
  {
    table: 'modules',
    copies: [],
    sorts: ['code!', 'title!', 'credits!', 'level!', 'programme', 'hub_weeks', 'residentials', 'active!'],
    searches: ['code', 'title'],
    sortKey: 'code',
  },
  {
    table: 'leads',
    copies: NAMES,
    sorts: [
      'person_last_name!',
      'person_first_name!',
      'person_email',
      'stage!',
      'first_source',
      'first_contact',
      'hub',
      'programme_interest',
    ],
    searches: ['person_last_name', 'person_first_name', 'person_email'],
    sortKey: 'first_contact',
  },
  {
    table: 'alumni',
    copies: NAMES,
    sorts: [
      'person_last_name!',
      'person_first_name!',
      'programme!',
      'graduation_year!',
      'exit_award',
      'occupation',
      'may_contact!',
    ],
    searches: ['person_last_name', 'person_first_name', 'person_email', 'occupation'],
    sortKey: 'graduation_year',
  },
  {
    table: 'organisations',
    copies: [],
    sorts: ['name!', 'type!', 'status!', 'city', 'email'],
    searches: ['name', 'city', 'post_code'],
    sortKey: 'name',
  },
  {
    table: 'people',
    copies: [],
    sorts: ['last_name!', 'first_name!', 'email', 'phone', 'city', 'post_code'],
    searches: ['last_name', 'first_name', 'preferred_name', 'email', 'post_code'],
    sortKey: 'last_name',
  },
  {
    table: 'consents',
    copies: NAMES,
    sorts: ['person_last_name!', 'person_first_name!', 'consent_type!', 'given!', 'given_on', 'method'],
    searches: ['person_last_name', 'person_first_name', 'person_email'],
    sortKey: 'given_on',
  },
  {
    table: 'registrations',
    copies: NAMES,
    sorts: ['person_last_name!', 'person_first_name!', 'person_email', 'event_name!', 'event_date!', 'attended!'],
    searches: ['person_last_name', 'person_first_name', 'person_email', 'event_name'],
    sortKey: 'event_date',
  },
  {
    table: 'donors',
    copies: NAMES,
    sorts: ['person_last_name!', 'person_first_name!', 'crm_id!', 'donor_type', 'first_gift_on', 'gift_aid!'],
    searches: ['person_last_name', 'person_first_name', 'person_email', 'crm_id'],
    sortKey: 'person_last_name',
  },
  {
    table: 'users',
    copies: ['first_name', 'last_name'],
    sorts: ['person_last_name!', 'person_first_name!', 'email!', 'active!', 'hub', 'programme', 'last_login_at'],
    searches: ['person_last_name', 'person_first_name', 'email'],
    sortKey: 'person_last_name',
  },
];

const copyName = (column: string) => `person_${column}`;

async function addCopies(db: Kysely<unknown>, dialect: Dialect, list: ListTable) {
  if (list.copies.length === 0) return;
  const { table, copies } = list;
  for (const column of copies) await db.schema.alterTable(table).addColumn(copyName(column), 'text').execute();
  const sets = sql.join(
    copies.map(
      (c) =>
        sql`${sql.ref(copyName(c))} = (select ${sql.ref(`people.${c}`)} from people where people.id = ${sql.ref(`${table}.person_id`)})`,
    ),
  );
  await sql`update ${sql.table(table)} set ${sets}`.execute(db);

  if (dialect === 'postgres') {
    const fn = sql.raw(`${table}_person_copy`);
    const into = sql.raw(copies.map((c) => `new.${copyName(c)}`).join(', '));
    const cols = sql.raw(copies.join(', '));
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        select ${cols} into ${into} from people where id = new.person_id;
        return new;
      end $$`.execute(db);
    await sql`create trigger ${fn} before insert or update of person_id on ${sql.table(table)}
      for each row execute function ${fn}()`.execute(db);
    return;
  }
  const refresh = sql.join(
    copies.map((c) => sql.raw(`${copyName(c)} = (select ${c} from people where id = new.person_id)`)),
  );
  for (const [name, event] of [
    ['insert', sql`after insert on ${sql.table(table)}`],
    ['person', sql`after update of person_id on ${sql.table(table)}`],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_person_copy_${name}`)} ${event}
      begin update ${sql.table(table)} set ${refresh} where id = new.id; end`.execute(db);
  }
}

/** One trigger on people pushes a changed name or e-mail to every row that copies it. */
async function peopleTrigger(db: Kysely<unknown>, dialect: Dialect) {
  const changed = sql.raw(
    NAMES.map((c) => (dialect === 'postgres' ? `new.${c} is distinct from old.${c}` : `new.${c} is not old.${c}`)).join(
      ' or ',
    ),
  );
  const updates = LISTS.filter((l) => l.copies.length > 0).map((l) =>
    sql.raw(
      `update ${l.table} set ${l.copies.map((c) => `${copyName(c)} = new.${c}`).join(', ')} where person_id = new.id;`,
    ),
  );
  if (dialect === 'postgres') {
    await sql`create function people_copy_out() returns trigger language plpgsql as $$
      begin
        if ${changed} then ${sql.join(updates, sql` `)} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger people_copy_out after update of ${sql.raw(NAMES.join(', '))} on people
      for each row execute function people_copy_out()`.execute(db);
    return;
  }
  await sql`create trigger people_copy_out after update of ${sql.raw(NAMES.join(', '))} on people
    when ${changed}
    begin ${sql.join(updates, sql` `)} end`.execute(db);
}

const required = (column: string) => column.endsWith('!');
const bare = (column: string) => column.replace(/!$/, '');

export async function sortIndexes(db: Kysely<unknown>, dialect: Dialect, list: ListTable) {
  for (const sort of list.sorts) {
    const column = bare(sort);
    const name = `${list.table}_${column}_sort_idx`;
    const on = db.schema.createIndex(name).on(list.table);
    if (dialect === 'postgres') await on.columns([column, 'id']).execute();
    else if (required(sort)) {
      // SQLite: an earlier migration's plain (col) index may already have this order.
      const { rows } = await sql<{
        name: string;
      }>`select name from pragma_index_info(${`${list.table}_${column}_idx`})`.execute(db);
      if (rows.length !== 1 || rows[0]?.name !== column) await on.column(column).execute();
    } else await on.expression(sql`(${sql.ref(column)} is null), ${sql.ref(column)}`).execute();
  }
}

export async function searchIndexes(db: Kysely<unknown>, dialect: Dialect, list: ListTable) {
  const { table, sortKey } = list;
  for (const column of list.searches) {
    const name = `${table}_${column}_search_idx`;
    if (dialect === 'postgres') {
      const key = `${column}_key`;
      await sql`alter table ${sql.table(table)} add column ${sql.ref(key)} text collate "C"
        generated always as (lower(${sql.ref(column)})) stored`.execute(db);
      await sql`create index ${sql.raw(name)} on ${sql.table(table)} (${sql.ref(key)}) include (${sql.ref(sortKey)}, id)`.execute(
        db,
      );
    } else {
      await db.schema
        .createIndex(name)
        .on(table)
        .expression(sql`lower(${sql.ref(column)}), ${sql.ref(sortKey)}`)
        .execute();
    }
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const list of LISTS) await addCopies(db, dialect, list);
  await peopleTrigger(db, dialect);
  for (const list of LISTS) {
    await sortIndexes(db, dialect, list);
    await searchIndexes(db, dialect, list);
  }
  // 0004's lower(col) indexes are superseded by the search indexes above, except on PostgreSQL
  // for people and users, whose text_pattern_ops the enrolment lists' LIKE searches read.
  for (const [table, column] of [
    ['alumni', 'occupation'],
    ['applications', 'diocese'],
    ['donors', 'crm_id'],
    ['faculty', 'job_title'],
    ['modules', 'code'],
    ['modules', 'title'],
    ['organisations', 'city'],
    ['organisations', 'name'],
    ['organisations', 'post_code'],
    ['people', 'email'],
    ['people', 'first_name'],
    ['people', 'last_name'],
    ['people', 'post_code'],
    ['people', 'preferred_name'],
    ['registrations', 'event_name'],
    ['users', 'email'],
  ] as const) {
    if (dialect === 'postgres' && (table === 'people' || table === 'users')) continue;
    await db.schema.dropIndex(`${table}_${column}_lower_idx`).execute();
  }
}
