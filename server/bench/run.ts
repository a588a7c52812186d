import { students } from '@collegium/domain/entities/students';
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import { isPostgresUrl, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { seedDemoData } from '../src/db/seed/demo-data.ts';
import { parseListQuery } from '../src/modules/entities/list-query.ts';
import { listPageQueries } from '../src/modules/entities/list-repository.ts';
import type { AnyDb } from '../src/modules/entities/entity-columns.ts';
import { insertBulk } from './bulk-data.ts';

// npm run bench (issue 3): 100,000 students and 100,000 contacts in a fresh database, then, with
// every server pinned to core 0 and autocannon on core 1:
//   (a) a bare Fastify hello-world, (b) a bare handler running exactly our list SQL,
//   (c) the real authenticated GET /api/students?sort=lastName&page=200&pageSize=50&search=<prefix>
// and an Excel export of all students (time to first byte, total, server memory growth).
// SQLite by default; DATABASE_URL=postgres://.../anydb runs it on a fresh collegium_bench database.

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const SEARCH = process.env.BENCH_SEARCH ?? 'Wil';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const LIST_QUERY = { sort: 'lastName', page: '200', pageSize: '50', search: SEARCH };

async function prepareDatabase(dataDir: string): Promise<string> {
  let url = path.join(dataDir, 'bench.db');
  if (process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL)) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('drop database if exists collegium_bench');
    await admin.query('create database collegium_bench');
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/collegium_bench';
    url = u.href;
  }
  const db = openDatabase(url);
  await migrateToLatest(db);
  await seedDemoData(db);
  const started = Date.now();
  await insertBulk(db, STUDENTS, 100_000);
  // Fresh statistics, as autovacuum (PostgreSQL) or PRAGMA optimize (SQLite) would gather them.
  await sql`analyze`.execute(db.kysely);
  console.log(`Loaded ${STUDENTS} students and 100000 contacts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.close();
  return url;
}

async function compiledListQueries(url: string) {
  const db = openDatabase(url);
  const query = parseListQuery(students, LIST_QUERY);
  const q = listPageQueries(db.kysely as unknown as AnyDb, students, query);
  const compiled = [q.count.compile(), q.page.compile()].map((c) => ({ sql: c.sql, parameters: [...c.parameters] }));
  await db.close();
  return compiled;
}

function start(script: string, port: number, env: Record<string, string>): ChildProcess {
  const args = ['--import', 'tsx', script];
  const [command, argv] = process.platform === 'linux' ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return spawn(command as string, argv as string[], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', ...env },
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 400; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing answered at ${url}`);
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'collegium-bench-'));
  const children: ChildProcess[] = [];
  try {
    const url = await prepareDatabase(dataDir);
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, DEMO_DATA: 'false', LOGIN_RATE_LIMIT: '100000', WEB_DIST: path.join(dataDir, 'no-web') };

    const hello = start('server/bench/hello-server.ts', 3201, env);
    children.push(hello);
    await waitFor('http://127.0.0.1:3201/hello');
    const a = await measure('http://127.0.0.1:3201/hello');
    await stop(hello);

    const raw = start('server/bench/raw-list-server.ts', 3202, { ...env, BENCH_QUERIES: JSON.stringify(await compiledListQueries(url)) });
    children.push(raw);
    await waitFor('http://127.0.0.1:3202/raw');
    const b = await measure('http://127.0.0.1:3202/raw');
    await stop(raw);

    const server = start('server/src/main.ts', 3203, env);
    children.push(server);
    await waitFor('http://127.0.0.1:3203/api/status');
    const login = await fetch('http://127.0.0.1:3203/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.college', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const listUrl = `http://127.0.0.1:3203/api/students?${new URLSearchParams(LIST_QUERY)}`;
    const sample = (await (await fetch(listUrl, { headers: { cookie } })).json()) as { total: number };
    const c = await measure(listUrl, { cookie });

    // The export: time to first byte, total time and how far the server's memory grows.
    const baseline = rssMb(server.pid as number);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid as number))), 50);
    const t0 = performance.now();
    const res = await fetch('http://127.0.0.1:3203/api/students?export=excel&sort=lastName', { headers: { cookie } });
    const reader = res.body!.getReader();
    let ttfb = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (ttfb === 0) ttfb = performance.now() - t0;
      bytes += value.length;
    }
    const total = performance.now() - t0;
    clearInterval(sampler);
    await stop(server);

    const db = isPostgresUrl(url) ? 'PostgreSQL' : 'SQLite';
    const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
    console.log(`\nCollegium list benchmark: ${db}, ${fmt(STUDENTS)} students + 100,000 contacts, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log(`List query: ${listUrl.replace(/^.*\/api/, '/api')} → ${sample.total} matches\n`);
    console.log('| run | req/s | p99 ms | errors |');
    console.log('|---|---:|---:|---:|');
    console.log(`| (a) bare Fastify hello-world | ${fmt(a.reqPerSec)} | ${a.p99} | ${a.errors} |`);
    console.log(`| (b) bare handler, our list SQL | ${fmt(b.reqPerSec)} | ${b.p99} | ${b.errors} |`);
    console.log(`| (c) GET /api/students (signed in) | ${fmt(c.reqPerSec)} | ${c.p99} | ${c.errors} |`);
    console.log(`\nc/b = ${(c.reqPerSec / b.reqPerSec).toFixed(2)} (target ≥ 0.7), c/a = ${(c.reqPerSec / a.reqPerSec).toFixed(2)} (target ≥ 0.25), p99 (c) = ${c.p99} ms (target ≤ 25)`);
    console.log(
      `Excel export of all students: ${(bytes / 1024 / 1024).toFixed(1)} MB, first byte ${fmt(ttfb)} ms, total ${(total / 1000).toFixed(1)} s (target ≤ 20), server RSS growth ${fmt(peak - baseline)} MB (target ≤ 150)`,
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
