import { ADHOC_MAX_ROWS, type AdhocQueryResult, adhocSqlProblem } from '@collegium/domain/adhoc-queries';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { readOnlyQuery } from './read-only-query.ts';

// Issue 16, ad hoc queries (admin:sysadmin): the statement is checked (one SELECT, no writing
// word, no table or catalogue named: only the reporting views), wrapped so at most one row more
// than the cap comes back, run read-only (read-only-query.ts), and audited with its text and
// outcome whatever happens.

/** The database's own tables (views excluded): never named by an ad hoc query. */
async function tableNames(db: Db): Promise<string[]> {
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.kysely)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.kysely);
  return rows.map((r) => r.name);
}

const cellOf = (v: unknown): string | number | boolean | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Date) return v.toISOString();
  if (Buffer.isBuffer(v)) return `(${v.length} bytes)`;
  return JSON.stringify(v);
};

export async function runAdhocQuery(
  db: Db,
  actor: Actor,
  text: string,
  timeoutMs: number,
  how = 'table',
): Promise<AdhocQueryResult> {
  const started = Date.now();
  const audit = (outcome: string, extra: Record<string, unknown>) =>
    recordAudit(db.kysely, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'reporting_views',
      action: 'adhoc.query',
      changes: { sql: text, how, outcome, milliseconds: Date.now() - started, ...extra },
    });
  const problem = adhocSqlProblem(text, await tableNames(db));
  if (problem) {
    await audit('refused', { message: problem });
    throw new AppError(422, 'query_refused', problem, [{ param: 'sql', message: problem }]);
  }
  const body = text.trim().replace(/;\s*$/, '');
  const wrapped = `select * from (\n${body}\n) as adhoc_result limit ${ADHOC_MAX_ROWS + 1}`;
  try {
    const result = await readOnlyQuery(db, wrapped, timeoutMs, ADHOC_MAX_ROWS);
    const truncated = result.rows.length > ADHOC_MAX_ROWS;
    const rows = result.rows.slice(0, ADHOC_MAX_ROWS).map((r) => r.map(cellOf));
    await audit('ok', { rows: rows.length, truncated });
    return { columns: result.columns, rows, truncated, maxRows: ADHOC_MAX_ROWS, milliseconds: Date.now() - started };
  } catch (error) {
    await audit(error instanceof AppError ? error.code : 'failed', { message: (error as Error).message });
    throw error;
  }
}
