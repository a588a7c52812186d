import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrator.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { TEST_DATABASE_URL, TEST_DB } from '../../test/test-app.ts';
import { freePort } from '../../test/throwaway-postgres.ts';

// Issue 15: the server is killed (SIGKILL) in the middle of an import and nothing of the file is
// in the database; started again, it takes the job up when its lease ends and imports each good
// row exactly once; the same file imported again creates nothing. The real server (main.ts) as a
// child process, on a SQLite file or a PostgreSQL schema of this test's own.
//
// How the test knows the job is half-way: the commit writes its failed-rows file (every eighth
// row of the file is bad) into the process's TMPDIR as it goes, so that file growing is the job
// reading and writing rows, inside its transaction.

const ROWS = 4000;
const SECRET = 'import-kill-test-secret-that-is-long-enough-0123';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dir = mkdtempSync(path.join(tmpdir(), 'collegium-import-kill-'));
const childTmp = path.join(dir, 'tmp');
mkdirSync(childTmp);
const schema = `test_${randomBytes(6).toString('hex')}`;
let url = path.join(dir, 'kill.db');
if (TEST_DB === 'postgres') {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const u = new URL(TEST_DATABASE_URL);
  u.searchParams.set('options', `-c search_path=${schema}`);
  url = u.href;
}
const db = openDatabase(TEST_DB === 'postgres' ? TEST_DATABASE_URL : url, {
  ...(TEST_DB === 'postgres' ? { schema } : {}),
  poolSize: 2,
});
await migrateToLatest(db);
const tag = `kill${Date.now()}`;
let child: ChildProcess | null = null;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db.close();
  if (TEST_DB === 'postgres') {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Starts main.ts; resolves with its base URL once /readyz answers. */
async function startServer(): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  let stderr = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      TMPDIR: childTmp,
      DEMO_DATA: 'false',
      SESSION_SECRET: SECRET,
      LOGIN_RATE_LIMIT: '100000',
      JOB_POLL_SECONDS: '1',
      JOB_LEASE_SECONDS: '10',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dir, 'no-web'),
    },
  });
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) return { base, proc };
    if (proc.exitCode !== null) throw new Error(`the server exited at start: ${stderr}`);
    await sleep(100);
  }
  throw new Error(`the server did not start: ${stderr}`);
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

function contactsFile(): string {
  const lines = ['Given name,Surname,E-mail'];
  for (let i = 1; i <= ROWS; i++) {
    lines.push(i % 8 === 0 ? `Bad,Row${i},not-an-email` : `Given${i},Family${i},p${i}.${tag}@example.org`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
const GOOD = ROWS - Math.floor(ROWS / 8);

/** Uploads, dry-runs and commits the file (the commit answering `committed`); returns the run's id. */
async function importFile(base: string, cookie: string, bytes: string, committed = 202): Promise<number> {
  const form = new FormData();
  form.set('kind', 'contacts');
  form.set('source', `Kill test ${tag}`);
  form.set('file', new Blob([bytes], { type: 'text/csv' }), 'contacts.csv');
  const up = await fetch(`${base}/api/imports`, { method: 'POST', headers: { cookie }, body: form });
  expect(up.status).toBe(201);
  const { id } = (await up.json()) as { id: number };
  const mapping = { 'Given name': 'firstName', Surname: 'lastName', 'E-mail': 'email' };
  const json = { cookie, 'content-type': 'application/json' };
  const check = await fetch(`${base}/api/imports/${id}/check`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mapping }),
  });
  expect(check.status).toBe(200);
  const commit = await fetch(`${base}/api/imports/${id}/commit`, { method: 'POST', headers: { cookie } });
  expect(commit.status).toBe(committed);
  return id;
}

/** Size of the failed-rows file the running commit is writing, 0 while there is none. */
function failedBytes(): number {
  let size = 0;
  for (const d of readdirSync(childTmp).filter((n) => n.startsWith('collegium-import-'))) {
    try {
      size = Math.max(size, statSync(path.join(childTmp, d, 'failed.csv')).size);
    } catch {
      // between the folder and the file
    }
  }
  return size;
}

const tagged = async () =>
  (
    await db.kysely
      .selectFrom('people')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', 'like', `%.${tag}@example.org`)
      .executeTakeFirstOrThrow()
  ).n;

async function runOf(base: string, cookie: string, id: number) {
  const res = await fetch(`${base}/api/imports/${id}`, { headers: { cookie } });
  return (await res.json()) as { status: string; counts: Record<string, number>; totalRows: number | null };
}

describe('the server killed during an import', () => {
  it('leaves nothing of the file written; restarted, it imports each row once; again, it creates nothing', async () => {
    const admin = await buildUser(db, { permissions: '*' });
    const first = await startServer();
    child = first.proc;
    const cookie = await signIn(first.base, admin.email);
    const runId = await importFile(first.base, cookie, contactsFile());

    // Half-way: the commit has written a good part of its failed rows (about 20 bytes each).
    for (let i = 0; i < 1200 && failedBytes() < 2000; i++) await sleep(50);
    expect(failedBytes()).toBeGreaterThanOrEqual(2000);
    const exited = new Promise<void>((resolve) => first.proc.once('exit', () => resolve()));
    first.proc.kill('SIGKILL');
    await exited;
    expect(first.proc.signalCode).toBe('SIGKILL');

    expect(Number(await tagged())).toBe(0);
    const stuck = await db.kysely
      .selectFrom('import_runs')
      .select(['status', 'finished_at'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(stuck).toEqual({ status: 'running', finished_at: null });

    // Started again: once the dead worker's lease (10 s) ends, the job runs from the start.
    const second = await startServer();
    child = second.proc;
    const cookie2 = await signIn(second.base, admin.email);
    let run = await runOf(second.base, cookie2, runId);
    for (let i = 0; i < 900 && run.status !== 'done' && run.status !== 'failed'; i++) {
      await sleep(200);
      run = await runOf(second.base, cookie2, runId);
    }
    expect(run).toMatchObject({
      status: 'done',
      totalRows: ROWS,
      counts: { create: GOOD, update: 0, duplicate: 0, error: ROWS - GOOD },
    });
    expect(Number(await tagged())).toBe(GOOD);
    const twice = await db.kysely
      .selectFrom('people')
      .select('email')
      .where('email', 'like', `%.${tag}@example.org`)
      .groupBy('email')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(twice).toEqual([]);

    // The same file again: the dry run matches every good row, so there is nothing to import and
    // the commit is refused (409); nothing is created.
    const again = await importFile(second.base, cookie2, contactsFile(), 409);
    const rerun = await runOf(second.base, cookie2, again);
    expect(rerun).toMatchObject({ status: 'checked', counts: { create: 0, duplicate: GOOD, error: ROWS - GOOD } });
    expect(Number(await tagged())).toBe(GOOD);
    second.proc.kill('SIGTERM');
    await new Promise((resolve) => second.proc.once('exit', resolve));
  }, 600_000);
});
