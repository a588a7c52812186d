import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';

// npm run bench: the foundation's request paths under load. The server runs on core 0 and the
// load generator on core 1 (taskset), on a fresh database with the demo data (SQLite, or
// PostgreSQL when DATABASE_URL is set). Figures go in the README; no test times anything.

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const base = `http://127.0.0.1:${PORT}`;

function pinned(core: number, command: string, args: string[]) {
  return process.platform === 'linux' ? { command: 'taskset', args: ['-c', String(core), command, ...args] } : { command, args };
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(title: string, pathName: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${base}${pathName}`, connections: CONNECTIONS, duration: DURATION, headers });
  const non2xx = result.non2xx;
  return { title, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + non2xx };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'collegium-bench-'));
  const { command, args } = pinned(0, process.execPath, ['--import', 'tsx', 'server/src/main.ts']);
  const server = spawn(command, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? path.join(dataDir, 'bench.db'),
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '100000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  try {
    await waitFor(`${base}/api/status`);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.college', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const rows = [
      await load('public config (no database)', '/api/config'),
      await load('status (one query)', '/api/status'),
      await load('current user (session + user)', '/auth/account', { cookie }),
      await load('dashboard stats (session + 4 counts)', '/api/dashboard/stats', { cookie }),
    ];
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(`\nCollegium foundation benchmark: ${database}, ${CONNECTIONS} connections, ${DURATION}s each\n`);
    console.log('| path | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.title} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    console.log(`\nServer peak RSS: ${peakRssMb(server.pid as number)} MB`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
