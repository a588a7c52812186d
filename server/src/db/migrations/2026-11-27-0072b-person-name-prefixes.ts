import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13, the special lists' search (lib/list-view-params.ts `studentSearch`): a short word
// (`Wil`) is "a name starts with it" over a person's first, last and preferred names, a LIKE range
// per name that reads a row for each of thousands of people. `person_name_prefixes` holds each
// person's distinct lower-case name prefixes of 1 to 3 characters, kept by triggers on `people`,
// so such a word is one index range of person ids. (people_search_prefixes, migration 0047a, also
// holds e-mail and post code prefixes, which this search does not look at.) Lower-casing as the
// search does: SQLite's lower() (ASCII), PostgreSQL's lower(); "C" collation on PostgreSQL.

const NAMES = ['first_name', 'last_name', 'preferred_name'] as const;
const LENGTH = 3;

async function sqlite(db: Kysely<unknown>) {
  await sql`create table person_name_prefixes (prefix text not null, person_id integer not null,
    primary key (prefix, person_id)) without rowid`.execute(db);
  await sql`create index person_name_prefixes_person_idx on person_name_prefixes (person_id)`.execute(db);
  const parts = (row: string) =>
    NAMES.flatMap((c) =>
      Array.from({ length: LENGTH }, (_, i) => `select substr(lower(${row}${c}), 1, ${i + 1}) as p`),
    ).join(' union all ');
  const rows = NAMES.map((c) => `select id, lower(${c}) as l from people`).join(' union all ');
  const lengths = Array.from({ length: LENGTH }, (_, i) => `select ${i + 1} as n`).join(' union all ');
  await sql
    .raw(
      `insert or ignore into person_name_prefixes (prefix, person_id)
       select distinct substr(l, 1, n), id from (${rows}) cross join (${lengths}) where l <> ''`,
    )
    .execute(db);
  const add = `insert or ignore into person_name_prefixes (prefix, person_id)
    select distinct p, new.id from (${parts('new.')}) where p <> '';`;
  const changed = NAMES.map((c) => `new.${c} is not old.${c}`).join(' or ');
  await sql.raw(`create trigger person_name_prefixes_insert after insert on people begin ${add} end`).execute(db);
  await sql
    .raw(
      `create trigger person_name_prefixes_update after update of ${NAMES.join(', ')} on people when ${changed}
       begin delete from person_name_prefixes where person_id = old.id; ${add} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger person_name_prefixes_delete after delete on people
       begin delete from person_name_prefixes where person_id = old.id; end`,
    )
    .execute(db);
}

async function postgres(db: Kysely<unknown>) {
  await sql`create table person_name_prefixes (prefix text collate "C" not null, person_id integer not null,
    primary key (prefix, person_id))`.execute(db);
  await sql`create index person_name_prefixes_person_idx on person_name_prefixes (person_id)`.execute(db);
  const parts = (row: string) =>
    NAMES.flatMap((c) => Array.from({ length: LENGTH }, (_, i) => `left(lower(${row}${c}), ${i + 1})`)).join(', ');
  await sql
    .raw(
      `insert into person_name_prefixes (prefix, person_id)
       select distinct x.p, t.id from people as t cross join lateral unnest(array[${parts('t.')}]) as x(p)
       where x.p <> ''`,
    )
    .execute(db);
  const same = NAMES.map((c) => `new.${c} is not distinct from old.${c}`).join(' and ');
  await sql
    .raw(
      `create function person_name_prefixes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if ${same} then return null; end if;
        end if;
        if tg_op <> 'INSERT' then delete from person_name_prefixes where person_id = old.id; end if;
        if tg_op <> 'DELETE' then
          insert into person_name_prefixes (prefix, person_id)
            select distinct x.p, new.id from unnest(array[${parts('new.')}]) as x(p) where x.p <> '';
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger person_name_prefixes after insert or delete or update of ${NAMES.join(', ')} on people
       for each row execute function person_name_prefixes()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await (dialect === 'sqlite' ? sqlite(db) : postgres(db));
}
