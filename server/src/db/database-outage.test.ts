import BetterSqlite3 from 'better-sqlite3';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { TEST_DB } from '../test/test-app.ts';
import { freePort, ThrowawayPostgres } from '../test/throwaway-postgres.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrator.ts';

// The database going away must not take the server with it (issue 11, point 1). On PostgreSQL
// (the server-postgres project): the real server process runs against a PostgreSQL server of the
// test's own, which is restarted under write load. While it is down the process stays alive and
// answers 503 (never 500), /api/status and /readyz say the database is down; within 2 s of its
// return writes succeed again; every write acknowledged with 2xx is in the database; the job
// worker survives and runs jobs afterwards. On SQLite (server-sqlite): another writer holding the
// database past the busy timeout is a 503 `database_busy`, and the next request passes.

const SECRET = 'outage-test-secret-that-is-long-enough-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (TEST_DB === 'postgres') {
  describe('PostgreSQL restarted under load', () => {
    let server: ThrowawayPostgres;
    let child: ChildProcess;
    let base = '';
    let cookie = '';
    let adminId = 0;
    let stderr = '';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'collegium-outage-'));

    const alive = () => child.exitCode === null && child.signalCode === null;

    async function call(method: string, url: string, body?: object) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = { text };
      }
      return { status: res.status, json, retryAfter: res.headers.get('retry-after') };
    }

    beforeAll(async () => {
      server = await ThrowawayPostgres.create();
      const db = openDatabase(server.url, { poolSize: 2 });
      await migrateToLatest(db);
      const admin = await buildUser(db, { permissions: '*' });
      adminId = admin.id;
      await db.close();

      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          DATABASE_URL: server.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          SESSION_SECRET: SECRET,
          LOGIN_RATE_LIMIT: '100000',
          JOB_POLL_SECONDS: '1',
          LOG_LEVEL: 'warn',
          WEB_DIST: path.join(dataDir, 'no-web'),
        },
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      for (let i = 0; i < 200; i++) {
        const ready = await fetch(`${base}/readyz`).catch(() => null);
        if (ready?.status === 200) break;
        if (!alive()) throw new Error(`the server exited at start: ${stderr}`);
        await sleep(100);
      }
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    }, 120_000);

    afterAll(async () => {
      if (child && alive()) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          child.once('exit', resolve);
          setTimeout(resolve, 5000);
        });
        if (alive()) child.kill('SIGKILL');
      }
      server?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('stays up, answers 503 while the database is away, serves again within 2 s and loses no acknowledged write', async () => {
      const acknowledged = new Map<number, string>();
      const statuses: number[] = [];
      const unexpected: string[] = [];
      let running = true;
      let sequence = 0;

      async function writer(n: number) {
        while (running) {
          const name = `Load ${n}-${++sequence}`;
          const res = await call('POST', '/api/organisations', { name, type: 'Other', status: 'Partner' }).catch(
            (error: Error) => ({
              status: 0,
              json: { error: error.message } as Record<string, unknown>,
              retryAfter: null,
            }),
          );
          statuses.push(res.status);
          if (res.status === 201) acknowledged.set(Number(res.json.id), name);
          else if (res.status !== 503) unexpected.push(`${res.status} ${JSON.stringify(res.json)}`);
          await sleep(10);
        }
      }
      const writers = [1, 2, 3, 4].map(writer);
      await sleep(1500);
      const before = acknowledged.size;
      expect(before).toBeGreaterThan(5);

      // Restart as `pg_ctlcluster ... restart` does: a fast stop ends every connection.
      await server.stop('fast');
      const downSeen: number[] = [];
      const probeUntil = Date.now() + 3000;
      while (Date.now() < probeUntil) {
        expect(alive(), stderr).toBe(true);
        const write = await call('POST', '/api/organisations', {
          name: 'During the outage',
          type: 'Other',
          status: 'Partner',
        });
        expect(write.status).toBe(503);
        expect(write.json).toMatchObject({ status: 503, code: 'database_unavailable', message: expect.any(String) });
        expect(write.retryAfter).toBe('2');
        const status = await call('GET', '/api/status');
        expect(status.status).toBe(503);
        expect(status.json).toMatchObject({
          status: 'unavailable',
          databaseStatus: 'unavailable',
          checks: { database: { level: 'red', reachable: false } },
        });
        expect((await call('GET', '/readyz')).status).toBe(503);
        expect((await call('GET', '/healthz')).status).toBe(200);
        downSeen.push(write.status);
        await sleep(250);
      }
      expect(downSeen.length).toBeGreaterThan(3);

      await server.start();
      const back = Date.now();
      let recoveredAfter = -1;
      while (Date.now() - back < 10_000) {
        const res = await call('POST', '/api/organisations', {
          name: `Back ${Date.now()}`,
          type: 'Other',
          status: 'Partner',
        });
        if (res.status === 201) {
          acknowledged.set(Number(res.json.id), String((res.json as { name: string }).name));
          recoveredAfter = Date.now() - back;
          break;
        }
        await sleep(50);
      }
      expect(recoveredAfter).toBeGreaterThanOrEqual(0);
      expect(recoveredAfter).toBeLessThan(2000);

      await sleep(1000);
      running = false;
      await Promise.all(writers);
      expect(alive(), stderr).toBe(true);
      expect(unexpected).toEqual([]);
      expect(statuses).toContain(503);
      expect(acknowledged.size).toBeGreaterThan(before);
      expect((await call('GET', '/api/status')).json).toMatchObject({
        databaseStatus: 'ok',
        checks: { database: { reachable: true } },
      });
      expect((await call('GET', '/readyz')).status).toBe(200);

      // Every acknowledged write is there, as acknowledged.
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ id: number; name: string }>('select id, name from organisations');
      await client.end();
      const stored = new Map(rows.map((r) => [Number(r.id), r.name]));
      const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
      expect(lost).toEqual([]);
    }, 120_000);

    it('the job worker met the outage, survived it, and runs jobs again', async () => {
      expect(stderr).toContain('job worker');
      const reset = await call('POST', '/auth/reset', { id: adminId });
      expect(reset.status).toBe(201);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      let status = '';
      for (let i = 0; i < 100 && status !== 'done'; i++) {
        await sleep(100);
        const { rows } = await client.query<{ status: string }>(
          "select status from jobs where type = 'mail.send' order by id desc limit 1",
        );
        status = rows[0]?.status ?? '';
      }
      await client.end();
      expect(status).toBe('done');
      expect(alive()).toBe(true);
    }, 60_000);
  });
} else {
  describe('SQLite held by another writer', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'collegium-busy-'));
    const file = path.join(dir, 'busy.db');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('a write that cannot get the lock in time is a 503 database_busy; once released the same write passes', async () => {
      const db = openDatabase(file, { busyTimeoutMs: 100 });
      await migrateToLatest(db);
      const user = await buildUser(db, { permissions: '*' });
      const config = loadConfig({
        SESSION_SECRET: SECRET,
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent-web-dist',
        LOGIN_RATE_LIMIT: '1000',
      });
      const { app } = await buildApp({ config, db, logger: false });
      await app.ready();

      const other = new BetterSqlite3(file);
      other.exec('begin exclusive');
      const signIn = () =>
        app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
      const busy = await signIn();
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ status: 503, code: 'database_busy' });
      expect(busy.headers['retry-after']).toBe('1');
      const status = await app.inject({ method: 'GET', url: '/api/status' });
      expect(status.statusCode).not.toBe(500);

      other.exec('rollback');
      other.close();
      expect((await signIn()).statusCode).toBe(200);
      await app.close();
      await db.close();
    });
  });
}
