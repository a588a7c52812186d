import { students } from '@collegium/domain/entities/students';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts.ts';
import { openDatabase } from '../src/db/database.ts';
import type { AnyDb } from '../src/modules/entities/entity-columns.ts';
import { listFields } from '../src/modules/entities/entity-columns.ts';
import { parseListQuery } from '../src/modules/entities/list-query.ts';
import { listItems } from '../src/modules/entities/list-repository.ts';
import { excelStream } from '../src/lib/excel-writer.ts';

// npm run bench:export-memory (issue 13): how far the heap grows while all students of an
// existing bench database (BENCH_DB: a SQLite file or PostgreSQL URL holding `npm run bench`'s
// data) are written to Excel: (1) in this process, the way GET /api/students?export=excel writes
// them, into a client that takes each chunk as it comes; the heap measured after a full collection
// before and sampled while it runs, with and without a collection at each sample (run with
// `node --expose-gc`); (2) through the real server (bench/app-server.ts started with --expose-gc
// on BENCH_PORT), its heap sampled by itself while a client downloads the export.

declare const gc: () => void;

const url = process.env.BENCH_DB;
if (!url) throw new Error('Set BENCH_DB to a database holding the bench data.');
const db = openDatabase(url);
const fields = listFields(students);
const query = parseListQuery(students, { sort: 'lastName' });
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

async function exportOnce(collect: boolean) {
  gc();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakExternal = before.external + before.arrayBuffers;
  const sample = () => {
    if (collect) gc();
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakExternal = Math.max(peakExternal, m.external + m.arrayBuffers);
  };
  const timer = setInterval(sample, collect ? 250 : 20);
  let bytes = 0;
  let count = 0;
  const t0 = performance.now();
  const rows = (async function* () {
    for await (const item of listItems(db.kysely as AnyDb, students, query, fields)) {
      count++;
      yield fields.map((f) => (item[f.name] ?? null) as string | number | null);
    }
  })();
  await pipeline(
    excelStream(
      'Students',
      fields.map((f) => ({ key: f.name, header: f.label })),
      rows,
    ),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  clearInterval(timer);
  sample();
  const seconds = (performance.now() - t0) / 1000;
  return { before, peakHeap, peakExternal, bytes, count, seconds };
}

for (const collect of [false, true]) {
  const r = await exportOnce(collect);
  console.log(
    `${collect ? 'live heap (collected at each sample)' : 'heap as used (no forced collection)'}: ` +
      `+${mb(r.peakHeap - r.before.heapUsed)} MB heap, +${mb(r.peakExternal - r.before.external - r.before.arrayBuffers)} MB buffers; ` +
      `${r.count} rows, ${mb(r.bytes)} MB written in ${r.seconds.toFixed(1)} s; load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
  );
}
await db.close();

const port = Number(process.env.BENCH_PORT ?? 3213);
const server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'server/bench/app-server.ts'], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'collegium-export-')),
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
  },
});
try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/bench/public`)).ok) break;
    } catch {
      if (i > 400) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.college', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await fetch(`${base}/bench/heap`, { method: 'POST' });
  const t0 = performance.now();
  const res = await fetch(`${base}/api/students?export=excel&sort=lastName`, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - t0) / 1000;
  const heap = (await (await fetch(`${base}/bench/heap`)).json()) as { start: number; peak: number; after: number };
  console.log(
    `real server, GET /api/students?export=excel (${res.status}): heap +${mb(heap.peak - heap.start)} MB at its highest ` +
      `(sampled every 20 ms), +${mb(heap.after - heap.start)} MB after; ${mb(body.length)} MB in ${seconds.toFixed(1)} s; ` +
      `load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
  );
} finally {
  server.kill('SIGTERM');
}
