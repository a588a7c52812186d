import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { buildUser, login } from '../../test/factories.ts';
import { hashSecret } from './secrets.ts';
import {
  databaseUrl,
  migratedPostgresTemplate,
  migratedSqliteImage,
  TEST_DB,
  withAdmin,
} from '../../test/migrated-database.ts';

// Issue 13: the session lookup is cheap (on a SQLite file it runs synchronously on the read-only
// connection; a session's rights are derived once per distinct set), and it must stay exact: a
// signed-out or revoked session, a changed role and a deactivated user stop working on the very
// next request, whether the change was made through this server or committed by another
// connection (another server process). Here the database is a file on SQLite (the tests' other
// apps use memory, where there is no separate read connection) and its own database on PostgreSQL.

async function sharedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (TEST_DB === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'session-freshness-'));
    const file = path.join(dir, 'app.db');
    writeFileSync(file, await migratedSqliteImage());
    return { url: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = await migratedPostgresTemplate();
  await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

const shared = await sharedDatabase();
const writerLog: string[] = [];
const db = openDatabase(shared.url, { poolSize: 4, onQuery: (e) => writerLog.push(e.query.sql) });
/** Another server process's connection to the same database. */
const other = openDatabase(shared.url, { poolSize: 1 });
const config = loadConfig({
  SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
  LOGIN_RATE_LIMIT: '1000',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
});
const { app } = await buildApp({ config, db, logger: false });
await app.ready();
afterAll(async () => {
  await app.close();
  await db.close();
  await other.close();
  await shared.drop();
});

const studentsList = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/students', headers: { cookie } })).statusCode;

const admin = await buildUser(db, { permissions: '*' });
const adminCookie = await login(app, admin);

async function reader() {
  const user = await buildUser(db, { rolePermissions: 'students' });
  const cookie = await login(app, user);
  expect(await studentsList(cookie)).toBe(200);
  return { user, cookie };
}

describe('the next request after a change to a session, a role or a user', () => {
  it.runIf(TEST_DB === 'sqlite')('reads the session off the writer connection on a SQLite file', async () => {
    const { cookie } = await reader();
    writerLog.length = 0;
    expect(await studentsList(cookie)).toBe(200);
    expect(writerLog.some((q) => q.includes('"sessions"'))).toBe(false);
  });

  it('stores the same keyed hash as the secret given as text (older servers, other processes)', async () => {
    const { user, cookie } = await reader();
    const id = cookie.slice(cookie.indexOf('=') + 1);
    const stored = await other.kysely
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.id_hash).toBe(hashSecret(id, config.sessionSecret));
  });

  it('is 401 after signing out', async () => {
    const { cookie } = await reader();
    const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await studentsList(cookie)).toBe(401);
  });

  it('is 401 after an administrator ends the sessions, or another process deletes one', async () => {
    const { user, cookie } = await reader();
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/sessions`,
      headers: { cookie: adminCookie },
    });
    expect(ended.statusCode).toBe(204);
    expect(await studentsList(cookie)).toBe(401);

    const again = await reader();
    await other.kysely.deleteFrom('sessions').where('user_id', '=', again.user.id).execute();
    expect(await studentsList(again.cookie)).toBe(401);
  });

  it('is 403 once the role is taken away, or its permissions are changed by another process', async () => {
    const { user, cookie } = await reader();
    const { version } = (
      await app.inject({ method: 'GET', url: `/api/users/${user.id}/account`, headers: { cookie: adminCookie } })
    ).json();
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/rights`,
      headers: { cookie: adminCookie },
      payload: { roleIds: [], permissions: '', version },
    });
    expect(changed.statusCode).toBe(200);
    expect(await studentsList(cookie)).toBe(403);

    const again = await reader();
    const { role_id } = await other.kysely
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', again.user.id)
      .executeTakeFirstOrThrow();
    await other.kysely.updateTable('roles').set({ permissions: 'contacts' }).where('id', '=', role_id).execute();
    expect(await studentsList(again.cookie)).toBe(403);
    // The same rights as before the change are granted again at once too.
    await other.kysely.updateTable('roles').set({ permissions: 'students' }).where('id', '=', role_id).execute();
    expect(await studentsList(again.cookie)).toBe(200);
  });

  it('is 401 once the user is deactivated, here or by another process', async () => {
    const { user, cookie } = await reader();
    const off = await app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/deactivate`,
      headers: { cookie: adminCookie },
    });
    expect(off.statusCode).toBe(200);
    expect(await studentsList(cookie)).toBe(401);

    // Another process switching the account off without ending its sessions still stops it.
    const again = await reader();
    await other.kysely.updateTable('users').set({ active: 0 }).where('id', '=', again.user.id).execute();
    expect(await studentsList(again.cookie)).toBe(401);
  });
});
