import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13: counts a list needs without counting rows. `<table>_facets` holds one row per
// combination of the list's filter columns with the number of rows that have it, kept by triggers
// on both databases (PostgreSQL: per statement); a list's total under any equality filters is then a sum over a few facet rows
// (and the staff dashboard's counts by status too). `people_facets` has no columns: one row, the
// number of contacts (their filters, town and county, have nearly as many values as rows).
// Written out (not derived from the entity definitions) so this migration never changes.

const FACETS: Readonly<Record<string, readonly string[]>> = {
  students: [
    'status',
    'programme_code',
    'level',
    'pace',
    'student_type',
    'hub',
    'cohort_group',
    'exit_award',
    'intentions',
    'cohort',
  ],
  applications: ['status', 'course', 'study_pace', 'applicant_type', 'cohort_group'],
  faculty: ['department', 'hub', 'active'],
  modules: ['programme', 'level', 'active'],
  leads: ['stage', 'first_source', 'hub', 'programme_interest'],
  alumni: ['programme', 'graduation_year', 'exit_award', 'may_contact'],
  organisations: ['type', 'status'],
  people: [],
  consents: ['consent_type', 'given', 'method'],
  registrations: ['event_name', 'event_date', 'attended'],
  donors: ['donor_type', 'gift_aid'],
  users: ['active', 'hub', 'programme'],
};

function same(dialect: Dialect, columns: readonly string[], row: 'new' | 'old'): string {
  const is = dialect === 'postgres' ? 'is not distinct from' : 'is';
  return columns.length === 0 ? 'true' : columns.map((c) => `${c} ${is} ${row}.${c}`).join(' and ');
}

export async function facets(db: Kysely<unknown>, dialect: Dialect, table: string, columns: readonly string[]) {
  const f = `${table}_facets`;
  const cols = columns.join(', ');
  const lead = columns.length > 0 ? `${cols}, ` : '';
  const group = columns.length > 0 ? ` group by ${cols}` : '';
  await sql.raw(`create table ${f} as select ${lead}count(*) as n from ${table}${group} limit 0`).execute(db);
  await sql.raw(`insert into ${f} (${lead}n) select ${lead}count(*) from ${table}${group}`).execute(db);
  // PostgreSQL: concurrent first rows of a combination meet on this key (one row when no columns).
  if (dialect === 'postgres')
    await sql
      .raw(`create unique index ${f}_key on ${f} (${columns.length > 0 ? cols : '(true)'}) nulls not distinct`)
      .execute(db);
  else if (columns.length > 0) await sql.raw(`create index ${f}_key on ${f} (${cols})`).execute(db);
  const news = columns.map((c) => `new.${c}`).join(', ');
  const newLead = columns.length > 0 ? `${news}, ` : '';
  const add = (row: 'new' | 'old', by: string) => `update ${f} set n = n ${by} 1 where ${same(dialect, columns, row)};`;
  if (dialect === 'postgres') {
    // Per statement, from its transition tables: a bulk insert of thousands of rows in one
    // transaction updates each facet row once per statement, not once per row (row-level updates
    // of one hot row in one transaction would each walk its growing chain of versions).
    const target = columns.length > 0 ? `(${cols})` : '((true))';
    const apply = (rows: string, sign: '+' | '-') =>
      `insert into ${f} (${lead}n) select ${lead}${sign}count(*) from ${rows}${group}
         on conflict ${target} do update set n = ${f}.n + excluded.n;`;
    for (const [event, referencing, body] of [
      ['insert', 'new table as added', apply('added', '+')],
      ['delete', 'old table as removed', apply('removed', '-')],
      ['update', 'old table as removed new table as added', `${apply('removed', '-')} ${apply('added', '+')}`],
    ] as const) {
      if (event === 'update' && columns.length === 0) continue;
      await sql
        .raw(
          `create function ${f}_${event}() returns trigger language plpgsql as $$
        begin ${body} return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${f}_${event} after ${event} on ${table} referencing ${referencing}
        for each statement execute function ${f}_${event}()`,
        )
        .execute(db);
    }
    return;
  }
  const ensure = `insert into ${f} (${lead}n) select ${newLead}0 where not exists (select 1 from ${f} where ${same(dialect, columns, 'new')});`;
  await sql
    .raw(`create trigger ${f}_insert after insert on ${table} begin ${ensure} ${add('new', '+')} end`)
    .execute(db);
  await sql.raw(`create trigger ${f}_delete after delete on ${table} begin ${add('old', '-')} end`).execute(db);
  if (columns.length > 0) {
    const changed = columns.map((c) => `new.${c} is not old.${c}`).join(' or ');
    await sql
      .raw(
        `create trigger ${f}_update after update of ${cols} on ${table} when ${changed} begin ${add('old', '-')} ${ensure} ${add('new', '+')} end`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const [table, columns] of Object.entries(FACETS)) await facets(db, dialect, table, columns);
}
