import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { processImport } from '../src/modules/import/process-import.ts';

// npm run bench:import (issue 15): a contacts CSV of 10,000 and of 100,000 rows (one row in fifty
// bad) imported into a fresh database exactly as the import job does it (one pass, one
// transaction, each row read, checked, matched and written), then re-imported with three rows in
// four moved to a new postcode (updates; the fourth a duplicate), each size in its own process so
// its peak resident memory is its own. Prints rows/s and the peak RSS over the RSS before the
// import, and the growth of the JavaScript heap alone: with streamed parsing the heap must not
// grow with the file (SQLite's page cache, up to 64 MB by cache_size, and its memory-mapped file
// are in the RSS and do grow with the database until they reach their caps).
// BENCH_IMPORT_ROWS=10000,100000 and BENCH_DATABASES=sqlite,postgres choose; BENCH_POSTGRES_URL
// names the cluster (a database collegium_bench_import is made and dropped).

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MB = 1024 * 1024;

/** The file; `again` is its re-import: every row but each fourth moved to a new postcode (an update). */
async function writeFile(file: string, rows: number, again = false): Promise<void> {
  const out = createWriteStream(file);
  out.write('Given name,Surname,E-mail,Date of birth,Postcode\r\n');
  for (let i = 1; i <= rows; i++) {
    const code = again && i % 4 !== 0 ? `YO${i % 9} ${i % 10}AA` : `DH${i % 9} ${i % 10}LE`;
    const line =
      i % 50 === 0
        ? `Bad,Row${i},not-an-email,,\r\n`
        : `Given${i},Family${i % 997},person${i}@bench.example.org,19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10},${code}\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

async function freshDatabase(kind: string, dir: string): Promise<string> {
  if (kind === 'sqlite') return path.join(dir, 'import.db');
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query('drop database if exists collegium_bench_import');
  await admin.query('create database collegium_bench_import');
  await admin.end();
  const u = new URL(POSTGRES_URL);
  u.pathname = '/collegium_bench_import';
  return u.href;
}

const INPUT = {
  kind: 'contacts',
  format: 'csv',
  headers: ['Given name', 'Surname', 'E-mail', 'Date of birth', 'Postcode'],
  mapping: {
    'Given name': 'firstName',
    Surname: 'lastName',
    'E-mail': 'email',
    'Date of birth': 'dateOfBirth',
    Postcode: 'postCode',
  },
} as const;

/** One import of the file as the job runs it, measured: the JSON figures of one table line. */
async function measure(db: Db, file: string, rows: number, pass: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let heap = process.memoryUsage().heapUsed;
  const heapBefore = heap;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const t0 = performance.now();
  const totals = await db.kysely
    .transaction()
    .execute((trx) => processImport(trx, { ...INPUT, filePath: file }, new Date().toISOString(), sample));
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  sample();
  return {
    pass,
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rssBeforeMb: before / MB,
    rssPeakMb: peak / MB,
    growthMb: (peak - before) / MB,
    heapGrowthMb: (heap - heapBefore) / MB,
    counts: totals.counts,
  };
}

/** One size on one database, in this process: the import, then the re-import; one JSON line each. */
async function one(kind: string, rows: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'collegium-bench-import-'));
  try {
    const file = path.join(dir, 'contacts.csv');
    const again = path.join(dir, 'contacts-again.csv');
    await writeFile(file, rows);
    await writeFile(again, rows, true);
    const db = openDatabase(await freshDatabase(kind, dir));
    await migrateToLatest(db);
    console.log(JSON.stringify({ kind, ...(await measure(db, file, rows, 'import')) }));
    console.log(JSON.stringify({ kind, ...(await measure(db, again, rows, 're-import')) }));
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '| database | pass | rows | seconds | rows/s | RSS before MB | peak RSS MB | growth MB | JS heap growth MB | created / updated / duplicate / errors |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const kind of DATABASES) {
    for (const rows of SIZES) {
      const child = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', 'server/bench/import.ts', '--one', kind, String(rows)],
        { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const lines = child.stdout
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('{'));
      if (child.status !== 0 || lines.length !== 2) throw new Error(`the ${kind} ${rows} run failed: ${child.stdout}`);
      for (const line of lines) {
        const r = JSON.parse(line) as {
          pass: string;
          rows: number;
          seconds: number;
          rowsPerSecond: number;
          rssBeforeMb: number;
          rssPeakMb: number;
          growthMb: number;
          heapGrowthMb: number;
          counts: Record<'create' | 'update' | 'duplicate' | 'error', number>;
        };
        const f = (n: number, d = 0) =>
          n.toLocaleString('en-GB', { maximumFractionDigits: d, minimumFractionDigits: d });
        const c = r.counts;
        console.log(
          `| ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${r.pass} | ${f(r.rows)} | ${f(r.seconds, 1)} | ${f(r.rowsPerSecond)} | ${f(r.rssBeforeMb)} | ${f(r.rssPeakMb)} | ${f(r.growthMb)} | ${f(r.heapGrowthMb)} | ${f(c.create)} / ${f(c.update)} / ${f(c.duplicate)} / ${f(c.error)} |`,
        );
      }
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

if (process.argv[2] === '--one') {
  one(process.argv[3]!, Number(process.argv[4])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main();
}
