import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 16, ad hoc queries on PostgreSQL: a role that may read the reporting views (0051a) and
// nothing else. The ad hoc transaction takes it (SET LOCAL ROLE), so even SQL smuggled past the
// statement check (a function that runs a query given as text) cannot read a table. Making a role
// needs CREATEROLE: where the application's user lacks it, nothing is made here and ad hoc queries
// rely on the statement check and the read-only transaction (ARCHITECTURE.md). The role is the
// cluster's, shared by every database and schema, so making it tolerates its being there.

const ROLE = 'collegium_reporting';
const VIEWS = [
  'report_students',
  'report_engagements',
  'report_sessions',
  'report_programmes',
  'report_applications',
  'report_references',
  'report_results',
  'report_invoices',
  'report_payments',
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{ can: boolean }>`select rolsuper or rolcreaterole as can from pg_roles
    where rolname = current_user`.execute(db);
  if (!rows[0]?.can) return;
  await sql
    .raw(
      `do $$ begin
        begin create role ${ROLE} nologin; exception when others then null; end;
        begin execute format('grant ${ROLE} to %I', current_user); exception when others then null; end;
      end $$`,
    )
    .execute(db);
  const exists = await sql<{ n: number }>`select count(*) as n from pg_roles where rolname = ${ROLE}`.execute(db);
  if (Number(exists.rows[0]?.n ?? 0) === 0) return;
  await sql.raw(`grant usage on schema "${await schemaOf(db)}" to ${ROLE}`).execute(db);
  await sql.raw(`grant select on ${VIEWS.join(', ')} to ${ROLE}`).execute(db);
}

async function schemaOf(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return (rows[0]?.s ?? 'public').replace(/"/g, '""');
}
