import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13: a search for a short word (`Wil`) matched thousands of index entries across
// the search fields and read a table row for each, to sort by the list's default sort key and to
// drop records found twice. `<table>_search_prefixes` holds, per record, each distinct lower-case
// prefix of 1 to 3 characters of its searched text columns with the default sort key beside it,
// kept by triggers; its index (prefix, sort key, id) answers such a search's count and its pages
// in list order from one range, without reading the table. Longer words are narrower and keep
// the search indexes of migration 0019a. PostgreSQL gets the same rows (its `lower()`, as its
// generated search keys use, and "C" collation, so `prefix = word` is an exact test).
// Written out (not derived from the entity definitions) so this migration never changes.

export const PREFIX_LENGTH = 3;

interface PrefixTable {
  table: string;
  /** Searched text columns. */
  searches: readonly string[];
  /** The default sort column, `!` when it can never be empty. */
  sortKey: string;
}

const NAMES = ['person_last_name', 'person_first_name', 'person_email'];

const TABLES: readonly PrefixTable[] = [
  { table: 'students', searches: NAMES, sortKey: 'person_last_name!' },
  { table: 'applications', searches: [...NAMES, 'diocese'], sortKey: 'submitted_at' },
  { table: 'faculty', searches: [...NAMES, 'job_title'], sortKey: 'person_last_name!' },
  { table: 'modules', searches: ['code', 'title'], sortKey: 'code!' },
  { table: 'leads', searches: NAMES, sortKey: 'first_contact' },
  { table: 'alumni', searches: [...NAMES, 'occupation'], sortKey: 'graduation_year!' },
  { table: 'organisations', searches: ['name', 'city', 'post_code'], sortKey: 'name!' },
  {
    table: 'people',
    searches: ['last_name', 'first_name', 'preferred_name', 'email', 'post_code'],
    sortKey: 'last_name!',
  },
  { table: 'consents', searches: NAMES, sortKey: 'given_on' },
  { table: 'registrations', searches: [...NAMES, 'event_name'], sortKey: 'event_date!' },
  { table: 'donors', searches: [...NAMES, 'crm_id'], sortKey: 'person_last_name!' },
  { table: 'users', searches: ['person_last_name', 'person_first_name', 'email'], sortKey: 'person_last_name!' },
  { table: 'roles', searches: ['name', 'description'], sortKey: 'name!' },
  { table: 'policies', searches: ['title', 'key'], sortKey: 'title!' },
  { table: 'invoices', searches: ['number', 'payer'], sortKey: 'due_on!' },
];

/** `select <prefix> as p union all ...`: every prefix of every searched column of `row`. */
function prefixes(searches: readonly string[], row: string): string {
  const parts: string[] = [];
  for (const column of searches)
    for (let n = 1; n <= PREFIX_LENGTH; n++) parts.push(`select substr(lower(${row}${column}), 1, ${n}) as p`);
  return parts.join(' union all ');
}

async function prefixTable(db: Kysely<unknown>, spec: PrefixTable) {
  const { table, searches } = spec;
  const key = spec.sortKey.replace(/!$/, '');
  const p = `${table}_search_prefixes`;
  // `s` without a declared type keeps the sort key's stored values (and so their order) as they are.
  await sql.raw(`create table ${p} (prefix text not null, s, id integer not null)`).execute(db);
  const order = spec.sortKey.endsWith('!') ? 's, id' : '(s is null), s, id';
  await sql.raw(`create index ${p}_idx on ${p} (prefix, ${order})`).execute(db);
  await sql.raw(`create index ${p}_id_idx on ${p} (id)`).execute(db);
  const rows = searches.map((c) => `select id, ${key} as s, lower(${c}) as l from ${table}`).join(' union all ');
  const lengths = Array.from({ length: PREFIX_LENGTH }, (_, i) => `select ${i + 1} as n`).join(' union all ');
  await sql
    .raw(
      `insert into ${p} (prefix, s, id) select distinct substr(l, 1, n), s, id from (${rows}) cross join (${lengths})
       where l <> ''`,
    )
    .execute(db);
  const add = `insert into ${p} (prefix, s, id) select distinct p, new.${key}, new.id from (${prefixes(searches, 'new.')}) where p <> '';`;
  const columns = [...new Set([...searches, key])];
  const changed = columns.map((c) => `new.${c} is not old.${c}`).join(' or ');
  await sql.raw(`create trigger ${p}_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql
    .raw(
      `create trigger ${p}_update after update of ${columns.join(', ')} on ${table} when ${changed}
       begin delete from ${p} where id = old.id; ${add} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger ${p}_delete after delete on ${table} begin delete from ${p} where id = old.id; end`)
    .execute(db);
}

/** PostgreSQL: the same table and rows, kept by one row trigger function per table. */
async function prefixTablePostgres(db: Kysely<unknown>, spec: PrefixTable) {
  const { table, searches } = spec;
  const key = spec.sortKey.replace(/!$/, '');
  const p = `${table}_search_prefixes`;
  await sql
    .raw(`create table ${p} as select ''::text collate "C" as prefix, ${key} as s, id from ${table} limit 0`)
    .execute(db);
  await sql.raw(`alter table ${p} alter column prefix set not null, alter column id set not null`).execute(db);
  const parts = (row: string) =>
    searches.flatMap((c) => Array.from({ length: PREFIX_LENGTH }, (_, i) => `left(lower(${row}${c}), ${i + 1})`));
  await sql
    .raw(
      `insert into ${p} (prefix, s, id) select distinct x.p, t.${key}, t.id from ${table} as t
       cross join lateral unnest(array[${parts('t.').join(', ')}]) as x(p)
       where x.p <> ''`,
    )
    .execute(db);
  await sql.raw(`create index ${p}_idx on ${p} (prefix, s, id)`).execute(db);
  await sql.raw(`create index ${p}_id_idx on ${p} (id)`).execute(db);
  const columns = [...new Set([...searches, key])];
  const same = columns.map((c) => `new.${c} is not distinct from old.${c}`).join(' and ');
  await sql
    .raw(
      `create function ${p}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if ${same} then return null; end if;
        end if;
        if tg_op <> 'INSERT' then delete from ${p} where id = old.id; end if;
        if tg_op <> 'DELETE' then
          insert into ${p} (prefix, s, id)
            select distinct x.p, new.${key}, new.id from unnest(array[${parts('new.').join(', ')}]) as x(p) where x.p <> '';
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${p} after insert or delete or update of ${columns.join(', ')} on ${table}
       for each row execute function ${p}()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const spec of TABLES) await (dialect === 'sqlite' ? prefixTable(db, spec) : prefixTablePostgres(db, spec));
}
