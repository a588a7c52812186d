import { students } from '@collegium/domain/entities/students';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';
import {
  benchUrl,
  compiledListQueries,
  CONNECTIONS,
  DURATION,
  load,
  measure,
  prepareDatabase,
  type Run,
  runBench,
  serverEnv,
  signIn,
  start,
  stop,
  waitFor,
} from './bench-servers.ts';

// npm run bench:request-cost (issue 13, point 6): what the real server costs per request beside a
// bare Fastify handler, for this checkout and, with BENCH_BASELINE=<another checkout> (its
// node_modules linked to this one's), for that one on the same database in the same run: each
// checkout's server is started in turn, pinned to core 0, for BENCH_ROUNDS rounds (default 3,
// the order alternating), and each round measures (p) the public no-op route, (s) the signed-in
// no-op route and (c) the real GET /api/students of `npm run bench`; (a) hello-world and (b) the
// bare handler running the list's SQL are measured once. Medians of the rounds are printed.
// BENCH_DATABASES (default sqlite), BENCH_STUDENTS, BENCH_CONTACTS, BENCH_POSTGRES_URL and BENCH_POSTGRES_DB as
// for `npm run bench`; BENCH_DATA_DIR keeps the SQLite database and BENCH_REUSE=1 uses the data
// already there (the SQLite file in BENCH_DATA_DIR, or the PostgreSQL database) instead of loading.

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIST_QUERY = { sort: 'lastName', page: '200', pageSize: '50', search: process.env.BENCH_SEARCH ?? 'Wil' };
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const POSTGRES_DB = process.env.BENCH_POSTGRES_DB ?? 'collegium_bench';
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite').split(',');
const REUSE = process.env.BENCH_REUSE === '1';
const BASELINE = process.env.BENCH_BASELINE;
/** Three ports from here: hello-world, the bare list handler, the real server. */
const PORT = Number(process.env.BENCH_PORT ?? 3201);

interface Checkout {
  name: string;
  root: string;
  runs: { p: Run; s: Run; c: Run }[];
}

async function measureServer(checkout: Checkout, env: Record<string, string>) {
  const base = `http://127.0.0.1:${PORT + 2}`;
  const server = start('server/bench/app-server.ts', PORT + 2, env, checkout.root);
  try {
    await waitFor(`${base}/bench/public`);
    const cookie = await signIn(base);
    const p = await measure(`${base}/bench/public`);
    const s = await measure(`${base}/bench/signed-in`, { cookie });
    const c = await measure(`${base}/api/students?${new URLSearchParams(LIST_QUERY)}`, { cookie });
    checkout.runs.push({ p, s, c });
  } finally {
    await stop(server);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

async function benchDatabase(kind: string, dataDir: string) {
  const data = { postgresUrl: POSTGRES_URL, postgresDb: POSTGRES_DB, students: STUDENTS, contacts: CONTACTS };
  const url =
    REUSE && (kind === 'postgres' || existsSync(benchUrl(dataDir, kind, data)))
      ? benchUrl(dataDir, kind, data)
      : await prepareDatabase(dataDir, kind, data);
  const env = serverEnv(url, dataDir);
  const loadBefore = load();
  const started = new Date().toISOString().slice(11, 16);

  const hello = start('server/bench/hello-server.ts', PORT, {});
  await waitFor(`http://127.0.0.1:${PORT}/hello`);
  const a = await measure(`http://127.0.0.1:${PORT}/hello`);
  await stop(hello);
  const raw = start('server/bench/raw-list-server.ts', PORT + 1, {
    ...env,
    BENCH_QUERIES: JSON.stringify(await compiledListQueries(url, students, LIST_QUERY)),
  });
  await waitFor(`http://127.0.0.1:${PORT + 1}/raw`);
  const b = await measure(`http://127.0.0.1:${PORT + 1}/raw`);
  await stop(raw);

  const checkouts: Checkout[] = [{ name: 'this checkout', root: REPO_ROOT, runs: [] }];
  if (BASELINE) checkouts.push({ name: `baseline (${BASELINE})`, root: path.resolve(BASELINE), runs: [] });
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? checkouts : [...checkouts].reverse();
    for (const checkout of order) await measureServer(checkout, env);
  }

  const name = kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
  console.log(`\n## ${name}: ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds (medians)`);
  console.log(
    `${started}-${new Date().toISOString().slice(11, 16)} UTC; load average before: ${loadBefore}; after: ${load()}`,
  );
  console.log(
    `(a) hello-world ${fmt(a.reqPerSec)} req/s (p99 ${a.p99} ms); (b) bare handler, the list's SQL ${fmt(b.reqPerSec)} req/s (p99 ${b.p99} ms)\n`,
  );
  console.log(
    '| checkout | (p) public req/s | (s) signed-in req/s | (c) list req/s | (c) p99 ms | s/p | c/b | c/a | p/a | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const checkout of checkouts) {
    const of = (key: 'p' | 's' | 'c') => median(checkout.runs.map((r) => r[key].reqPerSec));
    const [p, s, c] = [of('p'), of('s'), of('c')];
    const p99 = median(checkout.runs.map((r) => r.c.p99));
    const errors = checkout.runs.reduce((n, r) => n + r.p.errors + r.s.errors + r.c.errors, 0);
    console.log(
      `| ${checkout.name} | ${fmt(p)} | ${fmt(s)} | ${fmt(c)} | ${p99} | ${(s / p).toFixed(2)} | ${(c / b.reqPerSec).toFixed(2)} | ${(c / a.reqPerSec).toFixed(2)} | ${(p / a.reqPerSec).toFixed(2)} | ${errors} |`,
    );
  }
  for (const checkout of checkouts) {
    const rounds = checkout.runs.map((r) => `${fmt(r.p.reqPerSec)}/${fmt(r.s.reqPerSec)}/${fmt(r.c.reqPerSec)}`);
    console.log(`${checkout.name}, p/s/c req/s by round: ${rounds.join('; ')}`);
  }
}

runBench(DATABASES, benchDatabase);
