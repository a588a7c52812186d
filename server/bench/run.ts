import { contacts } from '@collegium/domain/entities/contacts';
import { students } from '@collegium/domain/entities/students';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { dashboardCounts } from '../src/modules/dashboard/dashboard-counts.ts';
import {
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
import { lastPage, listCases, type ListPageFn, timeCase } from './list-cases.ts';

// npm run bench (issues 3 and 13): 100,000 students and 100,000 contacts in a fresh SQLite
// database and a fresh PostgreSQL database (collegium_bench), then for each, with every server
// pinned to core 0 and autocannon on core 1:
//   (a) a bare Fastify hello-world (beside each database), (p) the real server's public no-op route,
//   (s) its signed-in no-op route (the session lookup), (b) a bare handler running the list's SQL,
//   (c) the real authenticated GET /api/students?sort=lastName&page=200&pageSize=50&search=<prefix>,
// the in-process time of each list case and of the dashboard's counts, and an Excel export of all
// students (time to first byte, total, server memory growth).
// BENCH_DATABASES=sqlite (or postgres) runs one; BENCH_DATA_DIR keeps the SQLite database (with
// BENCH_DATA_ONLY=1 the data is built and nothing run); BENCH_POSTGRES_URL names the cluster and
// BENCH_POSTGRES_DB the database (dropped and created). BENCH_BASELINE=<a checkout of an earlier
// commit> times that checkout's list machinery on the same data beside this one's (old vs new).

const SEARCH = process.env.BENCH_SEARCH ?? 'Wil';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const LIST_QUERY = { sort: 'lastName', page: '200', pageSize: '50', search: SEARCH };
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_DB = process.env.BENCH_POSTGRES_DB ?? 'collegium_bench';
const BASELINE = process.env.BENCH_BASELINE;
/** Three ports from here: hello-world, the bare list handler, the real server. */
const PORT = Number(process.env.BENCH_PORT ?? 3201);

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
const ms = (n: number) => n.toFixed(n < 10 ? 3 : 1);

/** The baseline checkout's list machinery (BENCH_BASELINE), or none. */
async function baselineList(): Promise<ListPageFn | undefined> {
  if (!BASELINE) return undefined;
  const module = (await import(path.join(BASELINE, 'server/src/modules/entities/list-repository.ts'))) as {
    listPage: ListPageFn;
  };
  return module.listPage;
}

/** The in-process time of every list case (and the baseline's) and of the dashboard's counts. */
async function sqlTimes(url: string) {
  const db = openDatabase(url);
  const baseline = await baselineList();
  const cases = listCases(await lastPage(db, students, SEARCH), await lastPage(db, contacts, SEARCH));
  const rows: { name: string; median: number; cpu: number; total: number; old?: number }[] = [];
  for (const c of cases) {
    const now = await timeCase(db, c);
    const old = baseline ? (await timeCase(db, c, 100, baseline)).median : undefined;
    rows.push({ name: c.name, ...now, ...(old === undefined ? {} : { old }) });
  }
  const times: number[] = [];
  for (let i = 0; i < 20; i++) await dashboardCounts(db);
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await dashboardCounts(db);
    times.push(performance.now() - t0);
  }
  times.sort((x, y) => x - y);
  rows.push({ name: 'dashboard counts', median: times[100] ?? 0, cpu: Number.NaN, total: Number.NaN });
  await db.close();
  return rows;
}

/** (a): a bare Fastify hello-world, measured beside each database's runs (the machine's yardstick). */
async function helloWorld(): Promise<Run> {
  const hello = start('server/bench/hello-server.ts', PORT, {});
  try {
    await waitFor(`http://127.0.0.1:${PORT}/hello`);
    return await measure(`http://127.0.0.1:${PORT}/hello`);
  } finally {
    await stop(hello);
  }
}

async function benchDatabase(kind: string, dataDir: string) {
  const url = await prepareDatabase(dataDir, kind, {
    postgresUrl: POSTGRES_URL,
    postgresDb: POSTGRES_DB,
    students: STUDENTS,
  });
  // BENCH_DATA_ONLY=1: build the data (for bench:middle-page or bench:special-lists) and stop.
  if (process.env.BENCH_DATA_ONLY) return console.log(`${kind}: data at ${url}`);
  const loadBefore = load();
  const times = await sqlTimes(url);
  const env = serverEnv(url, dataDir);

  const a = await helloWorld();
  const raw = start('server/bench/raw-list-server.ts', PORT + 1, {
    ...env,
    BENCH_QUERIES: JSON.stringify(await compiledListQueries(url, students, LIST_QUERY)),
  });
  await waitFor(`http://127.0.0.1:${PORT + 1}/raw`);
  const b = await measure(`http://127.0.0.1:${PORT + 1}/raw`);
  await stop(raw);

  const server = start('server/bench/app-server.ts', PORT + 2, env);
  try {
    await waitFor(`http://127.0.0.1:${PORT + 2}/bench/public`);
    const cookie = await signIn(`http://127.0.0.1:${PORT + 2}`);
    const p = await measure(`http://127.0.0.1:${PORT + 2}/bench/public`);
    const s = await measure(`http://127.0.0.1:${PORT + 2}/bench/signed-in`, { cookie });
    const listUrl = `http://127.0.0.1:${PORT + 2}/api/students?${new URLSearchParams(LIST_QUERY)}`;
    const sample = (await (await fetch(listUrl, { headers: { cookie } })).json()) as { total: number };
    const c = await measure(listUrl, { cookie });

    // The export: time to first byte, total time and how far the server's memory grows.
    const baseline = rssMb(server.pid as number);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid as number))), 50);
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT + 2}/api/students?export=excel&sort=lastName`, {
      headers: { cookie },
    });
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

    const name = kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
    const [sqlTarget, cOverA, p99Target] = kind === 'postgres' ? [2.5, 0.03, 50] : [1, 0.1, 25];
    console.log(
      `\n## ${name}: ${fmt(STUDENTS)} students + 100,000 contacts, ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    console.log(`List query: ${listUrl.replace(/^.*\/api/, '/api')} → ${sample.total} matches`);
    console.log(`Load average (1 / 5 / 15 min) before the list times: ${loadBefore}; after the runs: ${load()}\n`);
    console.log('| run | req/s | p99 ms | errors |');
    console.log('|---|---:|---:|---:|');
    console.log(`| (a) bare Fastify hello-world | ${fmt(a.reqPerSec)} | ${a.p99} | ${a.errors} |`);
    console.log(`| (p) real server, public no-op route | ${fmt(p.reqPerSec)} | ${p.p99} | ${p.errors} |`);
    console.log(`| (s) real server, signed-in no-op route | ${fmt(s.reqPerSec)} | ${s.p99} | ${s.errors} |`);
    console.log(`| (b) bare handler, the list's SQL | ${fmt(b.reqPerSec)} | ${b.p99} | ${b.errors} |`);
    console.log(`| (c) GET /api/students (signed in) | ${fmt(c.reqPerSec)} | ${c.p99} | ${c.errors} |`);
    const ratio = (x: Run, y: Run) => (x.reqPerSec / y.reqPerSec).toFixed(2);
    console.log(
      `\nc/a = ${ratio(c, a)} (target ≥ ${cOverA}), c/b = ${ratio(c, b)}${kind === 'sqlite' ? ' (target ≥ 0.7)' : ''}, p99 (c) = ${c.p99} ms (target ≤ ${p99Target}), ` +
        `s/p = ${ratio(s, p)}${kind === 'sqlite' ? ' (target ≥ 0.6)' : ''}, p/a = ${ratio(p, a)}${kind === 'sqlite' ? ' (target ≥ 0.5)' : ''}`,
    );
    console.log(
      `\nIn-process time of one list call (count, plan, page; target ≤ ${sqlTarget} ms) and of the dashboard's counts (target ≤ 1 ms):\n`,
    );
    const old = BASELINE ? ' | baseline median ms' : '';
    console.log(`| case | matches${old} | median ms${kind === 'sqlite' ? ' | CPU ms' : ''} |`);
    console.log(`|---|---:${BASELINE ? '|---:' : ''}|---:${kind === 'sqlite' ? '|---:' : ''}|`);
    for (const t of times) {
      const cpu = kind === 'sqlite' ? ` | ${Number.isNaN(t.cpu) ? '' : ms(t.cpu)}` : '';
      const before = BASELINE ? ` | ${t.old === undefined ? '' : ms(t.old)}` : '';
      console.log(`| ${t.name} | ${Number.isNaN(t.total) ? '' : fmt(t.total)}${before} | ${ms(t.median)}${cpu} |`);
    }
    console.log(
      `\nExcel export of all students: ${(bytes / 1024 / 1024).toFixed(1)} MB, first byte ${fmt(ttfb)} ms, total ${(total / 1000).toFixed(1)} s (target ≤ 20), server RSS growth ${fmt(peak - baseline)} MB (target ≤ 150)`,
    );
  } finally {
    await stop(server);
  }
}

runBench(DATABASES, benchDatabase);
