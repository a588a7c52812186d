import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';
import { readOnlyQuery } from './read-only-query.ts';

// Issue 16, ad hoc queries on both databases: reads of the reporting views only, writes refused
// by the check and by the database, a statement timeout, a row cap, every query audited.

const { app, db } = await createTestApp({ ADHOC_QUERY_TIMEOUT_MS: '300' });

let sysadmin: string;
let registry: string;
beforeAll(async () => {
  sysadmin = await login(app, await buildUser(db, { permissions: 'admin:sysadmin' }));
  registry = await login(app, await buildUser(db, { permissions: 'students reports:menu' }));
  for (const hub of ['Durham', 'Durham', 'York']) {
    const person = await buildUser(db);
    await buildStudent(db, person.personId, { hub });
  }
});

const query = (sql: string, cookie = sysadmin, path = 'query') =>
  app.inject({ method: 'POST', url: `/api/reports/adhoc/${path}`, headers: { cookie }, payload: { sql } });

const lastAudit = async () => {
  const row = await db.kysely
    .selectFrom('audit_log')
    .select(['changes', 'action'])
    .where('action', '=', 'adhoc.query')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.changes!) as { sql: string; outcome: string; rows?: number };
};

describe('ad hoc queries', () => {
  it('are for admin:sysadmin only', async () => {
    expect((await query('select 1 as one', registry)).statusCode).toBe(403);
  });

  it('read the reporting views, and every query is audited with its text', async () => {
    const sql = 'select hub, count(*) as n from report_students group by hub order by hub';
    const res = await query(sql);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      columns: ['hub', 'n'],
      rows: [
        ['Durham', 2],
        ['York', 1],
      ],
      truncated: false,
    });
    expect(await lastAudit()).toMatchObject({ sql, outcome: 'ok', rows: 2 });
  });

  it('refuse a write and a table before the database sees them (audited too)', async () => {
    const write = await query('delete from report_students');
    expect(write.statusCode).toBe(422);
    expect(write.json()).toMatchObject({ code: 'query_refused', details: [{ param: 'sql' }] });
    const table = await query('select password_hash from users');
    expect(table.statusCode).toBe(422);
    expect(table.json().message).toContain('“users” is a table');
    expect(await lastAudit()).toMatchObject({ sql: 'select password_hash from users', outcome: 'refused' });
    for (const sql of ['select * from sessions', 'select * from report_students, user_tokens', 'select * from files']) {
      expect((await query(sql)).statusCode).toBe(422);
    }
  });

  it('are refused writes by the database itself', async () => {
    const before = await db.kysely
      .selectFrom('students')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expect(readOnlyQuery(db, "update students set hub = 'Gone'", 1000, 10)).rejects.toMatchObject({
      status: 422,
      code: 'query_read_only',
    });
    await expect(readOnlyQuery(db, 'delete from students', 1000, 10)).rejects.toMatchObject({
      code: 'query_read_only',
    });
    const after = await db.kysely
      .selectFrom('students')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const hubs = await db.kysely.selectFrom('students').select('hub').where('hub', '=', 'Gone').execute();
    expect(hubs).toEqual([]);
    // The connection is usable for writes again afterwards (SQLite's in-memory one is shared).
    const user = await buildUser(db);
    expect(user.id).toBeGreaterThan(0);
  });

  // PostgreSQL: the reporting role (migration 0051b) may read the views and no table, whatever
  // text slipped past the check. SQLite has no roles: there the check and query_only are the
  // layers, so the test exists only in the PostgreSQL run (not reported as skipped on SQLite).
  if (TEST_DB === 'postgres')
    it('cannot read a table even past the check (the reporting role)', async () => {
      await expect(readOnlyQuery(db, 'select password_hash from users', 1000, 10)).rejects.toMatchObject({
        code: 'query_invalid',
        message: expect.stringContaining('permission denied'),
      });
      const views = await readOnlyQuery(db, 'select count(*) as n from report_students', 1000, 10);
      expect(views.rows).toEqual([[3]]);
    });

  it('answer bad SQL with 422 and the database’s message', async () => {
    const res = await query('select no_such_column from report_students');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('query_invalid');
    expect(res.json().message).toContain('no_such_column');
  });

  it('cap the rows', async () => {
    const res = await query(
      'with recursive n(i) as (select 1 union all select i + 1 from n where i < 1500) select i from n',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toHaveLength(1000);
    expect(res.json().truncated).toBe(true);
  });

  it('stop a query that runs past the timeout', async () => {
    const slow =
      'with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000000) select i from n where i % 200000 = 0';
    const started = Date.now();
    const res = await query(slow);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('query_timeout');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await lastAudit()).toMatchObject({ sql: slow, outcome: 'query_timeout' });
  });

  it('export the result as a workbook', async () => {
    const res = await query('select partner_id, hub from report_students order by partner_id', sysadmin, 'export');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'partner_id', 'hub']);
    expect(sheet.rowCount).toBe(4);
  });
});
