import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isDatabaseBusy, isDatabaseUnavailable } from '../../db/db-errors.ts';
import { AppError } from '../../http/errors.ts';

// Runs one statement read-only, with a deadline and at most `maxRows + 1` rows kept, on either
// database (issue 16, ad hoc queries). The database itself refuses writes: PostgreSQL runs it in
// a READ ONLY transaction with a local statement_timeout (and, where migration 0051b could make
// it, as the reporting role, which may read the reporting views only); SQLite runs it on a
// read-only connection (`query_only` on the one connection of an in-memory database).

export interface QueryRows {
  columns: string[];
  rows: unknown[][];
}

export const REPORTING_ROLE = 'collegium_reporting';

const refused = (code: string, message: string) => new AppError(422, code, message, [{ param: 'sql', message }]);

export const timedOut = (ms: number) =>
  refused('query_timeout', `The query ran longer than ${ms / 1000} s and was stopped. Narrow it down.`);

/** The database's own words for a statement it would not run, as a 422 at the query. */
function asRefusal(error: unknown, timeoutMs: number): unknown {
  const e = error as { code?: string; message?: string };
  // Before the outage check, which counts SQLITE_READONLY as a database that cannot serve.
  if (e.code === '25006' || e.code === 'SQLITE_READONLY')
    return refused('query_read_only', `The database refused to write: ${e.message ?? ''}`.trim());
  if (error instanceof AppError || isDatabaseUnavailable(error) || isDatabaseBusy(error)) return error;
  if (e.code === '57014') return timedOut(timeoutMs);
  return refused('query_invalid', e.message ?? String(error));
}

async function onPostgres(db: Db, text: string, timeoutMs: number): Promise<QueryRows> {
  return db.kysely.transaction().execute(async (trx) => {
    await sql`set transaction read only`.execute(trx);
    await sql.raw(`set local statement_timeout = ${Math.floor(timeoutMs)}`).execute(trx);
    const { rows } = await sql<{ member: boolean }>`select exists (
        select 1 from pg_roles where rolname = ${REPORTING_ROLE}
      ) and pg_has_role(current_user, ${REPORTING_ROLE}, 'member') as member`.execute(trx);
    if (rows[0]?.member) await sql.raw(`set local role ${REPORTING_ROLE}`).execute(trx);
    const result = await sql.raw<Record<string, unknown>>(text).execute(trx);
    const first = result.rows[0];
    const columns = first ? Object.keys(first) : [];
    return { columns, rows: result.rows.map((r) => columns.map((c) => r[c])) };
  });
}

function onSqlite(db: Db, text: string, timeoutMs: number, maxRows: number): QueryRows {
  const { connection, shared } = db.readOnlySqlite!();
  // The in-memory database's one connection is made query-only for this synchronous run only.
  if (shared) connection.pragma('query_only = ON');
  try {
    const statement = connection.prepare(text);
    if (!statement.reader) {
      statement.run();
      return { columns: [], rows: [] };
    }
    const columns = statement.columns().map((c) => c.name);
    statement.raw(true);
    const deadline = Date.now() + timeoutMs;
    const rows: unknown[][] = [];
    for (const row of statement.iterate() as Iterable<unknown[]>) {
      // better-sqlite3 cannot interrupt a statement: the deadline is checked as each row comes.
      if (Date.now() > deadline) throw timedOut(timeoutMs);
      rows.push(row);
      if (rows.length > maxRows) break;
    }
    return { columns, rows };
  } finally {
    if (shared) connection.pragma('query_only = OFF');
  }
}

/** Runs `text` as it is (the caller has checked and wrapped it). */
export async function readOnlyQuery(db: Db, text: string, timeoutMs: number, maxRows: number): Promise<QueryRows> {
  try {
    if (db.dialect === 'postgres') return await onPostgres(db, text, timeoutMs);
    return onSqlite(db, text, timeoutMs, maxRows);
  } catch (error) {
    throw asRefusal(error, timeoutMs);
  }
}
