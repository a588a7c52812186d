import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 14, the finance bulk runs on PostgreSQL: every invoice row written fired the row trigger of
// migration 0047a that keeps `invoices_search_prefixes`, one function call and a few statements per
// row: six prefix rows inserted per draft, and all six deleted and written again when a draft is
// issued (its DRAFT-… number becomes INV-…). That was most of a run's time. Now statement triggers
// with transition tables keep the same rows: an insert of 300 invoices writes their prefix rows in
// one statement, and an update writes only the difference (the prefixes a row no longer has are
// deleted, those it did not have inserted, the rest stay; all of them are rewritten when the sort
// key changes, as it is stored with each). The index on the id becomes a unique index on (id,
// prefix), so those deletes are index lookups whatever the planner's statistics say (on a table
// filled in one run and not yet analysed, a join on the id alone was planned as a full scan). SQLite
// has no statement triggers and keeps 0047a's. Written out, not derived from the entity
// definitions, so this migration never changes.

const TABLE = 'invoices';
const PREFIXES = `${TABLE}_search_prefixes`;
/** The searched columns and the default sort key, as migration 0047a has them for invoices. */
const SEARCHES = ['number', 'payer'] as const;
const SORT_KEY = 'due_on';
const LENGTH = 3;

async function postgres(db: Kysely<unknown>) {
  const parts = SEARCHES.flatMap((c) => Array.from({ length: LENGTH }, (_, i) => `left(lower(r.${c}), ${i + 1})`)).join(
    ', ',
  );
  /** `(prefix, s, id)` of every row of `rows` (a transition table) that `where` keeps. */
  const prefixesOf = (rows: string, where = 'true') =>
    `select x.p as prefix, r.${SORT_KEY} as s, r.id from ${rows} as r
       cross join lateral unnest(array[${parts}]) as x(p) where x.p <> '' and ${where}`;
  const columns = [...SEARCHES, SORT_KEY];
  const differs = `(${columns.map((c) => `o.${c}`).join(', ')}) is distinct from (${columns.map((c) => `n.${c}`).join(', ')})`;
  // Only the rows whose searched text or sort key changed; EXCEPT leaves each side's own prefixes.
  const sides = `with changed as (select n.id from added as n join removed as o on o.id = n.id where ${differs}),
      was as (${prefixesOf('removed', 'r.id in (select id from changed)')}),
      now as (${prefixesOf('added', 'r.id in (select id from changed)')})`;
  const functions = {
    insert: `insert into ${PREFIXES} (prefix, s, id) select distinct prefix, s, id from (${prefixesOf('added')}) as a;`,
    delete: `delete from ${PREFIXES} as t using removed as r where t.id = r.id;`,
    // Two statements: a deleting WITH would run after the insert, which would meet the old rows.
    update: `${sides} delete from ${PREFIXES} as t using (select * from was except select * from now) as g
        where t.id = g.id and t.prefix = g.prefix;
      ${sides} insert into ${PREFIXES} (prefix, s, id) select * from now except select * from was;`,
  };
  const referencing = {
    insert: 'new table as added',
    update: 'old table as removed new table as added',
    delete: 'old table as removed',
  };
  await sql.raw(`drop trigger ${PREFIXES} on ${TABLE}`).execute(db);
  await sql.raw(`drop function ${PREFIXES}()`).execute(db);
  await sql.raw(`drop index ${PREFIXES}_id_idx`).execute(db);
  await sql.raw(`create unique index ${PREFIXES}_id_prefix_idx on ${PREFIXES} (id, prefix)`).execute(db);
  for (const event of ['insert', 'update', 'delete'] as const) {
    const name = `${PREFIXES}_${event}`;
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin ${functions[event]} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${event} on ${TABLE} referencing ${referencing[event]}
         for each statement execute function ${name}()`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await postgres(db);
}
