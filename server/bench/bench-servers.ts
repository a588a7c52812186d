import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { seedDemoData } from '../src/demo/demo-data.ts';
import type { AnyDb } from '../src/modules/entities/entity-columns.ts';
import { parseListQuery } from '../src/modules/entities/list-query.ts';
import { countQuery, dialectOf, pagePlanFor, pageQuery } from '../src/modules/entities/list-repository.ts';
import { insertBulk } from './bulk-data.ts';

// What `npm run bench` (run.ts) and `npm run bench:request-cost` (request-cost.ts) share: the
// servers they start (pinned to core 0), the load generator's runs and the machine's load.

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 32;

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

export interface BenchData {
  postgresUrl: string;
  /** The PostgreSQL database (dropped and created). */
  postgresDb: string;
  students: number;
  /** Further contacts (people who are not students); 100,000 unless given. */
  contacts?: number;
}

/** The database URL for `kind` (SQLite: bench.db in `dataDir`), its name replaced on PostgreSQL. */
export function benchUrl(dataDir: string, kind: string, data: Pick<BenchData, 'postgresUrl' | 'postgresDb'>): string {
  if (kind !== 'postgres') return path.join(dataDir, 'bench.db');
  const u = new URL(data.postgresUrl);
  u.pathname = `/${data.postgresDb}`;
  return u.href;
}

/** A fresh database: migrated, the demo data, then `students` students and the contacts. */
export async function prepareDatabase(dataDir: string, kind: string, data: BenchData): Promise<string> {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: data.postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${data.postgresDb}`);
    await admin.query(`create database ${data.postgresDb}`);
    await admin.end();
  }
  const url = benchUrl(dataDir, kind, data);
  const db = openDatabase(url);
  await migrateToLatest(db);
  await seedDemoData(db);
  const started = Date.now();
  const contacts = data.contacts ?? 100_000;
  await insertBulk(db, data.students, contacts);
  // Fresh statistics and visibility maps, as autovacuum (PostgreSQL) or PRAGMA optimize (SQLite)
  // would keep them.
  await sql`analyze`.execute(db.kysely);
  if (kind === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  console.log(
    `${kind}: loaded ${data.students} students and ${contacts} contacts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await db.close();
  return url;
}

/** The SQL the list endpoint runs for a query: the count, and the page when it is not past the end. */
export async function compiledListQueries(url: string, def: EntityDefinition, listQuery: Record<string, string>) {
  const db = openDatabase(url);
  const k = db.kysely as unknown as AnyDb;
  const dialect = dialectOf(k);
  const query = parseListQuery(def, listQuery);
  const count = countQuery(dialect, def, query);
  const total = Number((await count.execute(k)).rows[0]?.total ?? 0);
  const offset = (query.page - 1) * query.pageSize;
  const read = pagePlanFor(undefined, total, offset, query.pageSize);
  const page = pageQuery(dialect, def, query, read.limit, read.offset, undefined, read.plan);
  const queries = offset < total ? [count, page] : [count];
  const compiled = queries.map((q) => q.compile(k)).map((c) => ({ sql: c.sql, parameters: [...c.parameters] }));
  await db.close();
  return compiled;
}

/** Starts a bench server script of the checkout at `root` (this one by default), pinned to core 0. */
export function start(script: string, port: number, env: Record<string, string>, root = REPO_ROOT): ChildProcess {
  const args = ['--import', 'tsx', script];
  const [command, argv] =
    process.platform === 'linux' ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return spawn(command as string, argv as string[], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', ...env },
  });
}

export async function waitFor(url: string) {
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

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export interface Run {
  reqPerSec: number;
  p99: number;
  errors: number;
}

export async function measure(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The environment of a bench server on `url`: no demo data, no web app, no login limit. */
export function serverEnv(url: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOGIN_RATE_LIMIT: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
}

/** Signs the demo administrator in on the server at `base`; the session cookie to send. */
export async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.college', password: DEMO_PASSWORD }),
  });
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * Runs `bench` for each database, in BENCH_DATA_DIR (kept: the SQLite bench database stays there,
 * for npm run bench:middle-page's BENCH_DB) or in a temporary directory removed afterwards.
 */
export function runBench(databases: readonly string[], bench: (kind: string, dataDir: string) => Promise<void>) {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'collegium-bench-'));
  (async () => {
    try {
      for (const kind of databases) await bench(kind, dataDir);
    } finally {
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
