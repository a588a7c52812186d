#!/usr/bin/env node
// npm test: every suite: the type check beside the web build (the compiler uses one core, the
// build the other), then unit, API (SQLite and PostgreSQL) and component tests with Vitest (two
// workers), then the end-to-end suite in Chromium (in two groups at once). It provides what it can
// (Debian's chromium when run as root, the local PostgreSQL cluster when it is stopped) and
// otherwise stops with one line saying what is missing. It never skips a suite (only a failed web
// build leaves the browser stories unrun, as they need it; the run then fails).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function fail(message) {
  console.error(`\nnpm test cannot run: ${message}`);
  process.exit(1);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot) {
    console.log('Installing Chromium from Debian packages for the browser tests...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(chromium)) return;
  }
  fail(`no Chromium at ${chromium}. Install it (Debian: "apt-get install chromium") or set CHROMIUM_PATH.`);
}

async function canConnect() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensurePostgres() {
  let error = await canConnect();
  if (!error) return;
  if (error.code === '3D000') {
    // The server runs but the test database does not exist yet: create it.
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.href });
    await admin.connect();
    await admin.query(`create database "${name.replace(/"/g, '')}"`);
    await admin.end();
    error = await canConnect();
    if (!error) return;
  }
  if (existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      console.log(`Starting the local PostgreSQL ${version} cluster...`);
      try {
        execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
      } catch {
        // Already running or not startable: the connection check below says which.
      }
    }
    for (let i = 0; i < 20 && error; i++) {
      await new Promise((r) => setTimeout(r, 500));
      error = await canConnect();
    }
    if (!error) return;
  }
  fail(`PostgreSQL is not reachable at ${databaseUrl} (${error.message}). Start it or set TEST_DATABASE_URL.`);
}

/**
 * Schemas and databases a crashed earlier run could not drop (each test app makes and drops its
 * own database, a few tests their own schema). A database still in use (another run) is left.
 */
async function dropStaleTestSchemas() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query("select nspname from pg_namespace where nspname like 'test\\_%'");
  for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
  const databases = await client.query("select datname from pg_database where datname like 'test\\_%'");
  for (const { datname } of databases.rows) await client.query(`drop database "${datname}"`).catch(() => undefined);
  await client.end();
}

/**
 * Runs one command with its output lines prefixed by `name` (several run at once), resolving to
 * whether it passed.
 */
function runPrefixed(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * The browser stories in two groups at once (e2e/playwright.config.ts, E2E_GROUP), each with its
 * own server, port and database, their lines prefixed with the group's name. True when both pass.
 */
async function endToEnd() {
  const groups = [
    { name: 'one', port: '3100' },
    { name: 'two', port: '3101' },
  ];
  const results = await Promise.all(
    groups.map(({ name, port }) =>
      runPrefixed(
        name,
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--output', `e2e/test-results/${name}`],
        {
          CHROMIUM_PATH: chromium,
          E2E_GROUP: name,
          E2E_PORT: port,
          E2E_DATA_DIR: path.join(root, `e2e/.data-${name}`),
        },
      ),
    ),
  );
  return results.every(Boolean);
}

/** Seconds since `start`, for the phase times printed at the end. */
const since = (start) => `${Math.round((Date.now() - start) / 1000)} s`;

ensureChromium();
await ensurePostgres();
await dropStaleTestSchemas();

const failures = [];
const phases = [];
let start = Date.now();
// Vitest and Vite strip types without checking them: the compiler checks every project first. It
// runs on one core, so the web build (which the browser stories need) runs beside it.
const [typesPassed, built] = await Promise.all([
  runPrefixed('types', 'npm', ['run', 'typecheck']),
  runPrefixed('build', 'npm', ['run', 'build', '-w', 'web']),
]);
if (!typesPassed) failures.push('type check');
if (!built) failures.push('web build');
phases.push(`type check and web build ${since(start)}`);
start = Date.now();
if (run('npx', ['vitest', 'run'], { TEST_DATABASE_URL: databaseUrl }) !== 0)
  failures.push('unit, API and component tests');
phases.push(`Vitest ${since(start)}`);
start = Date.now();
if (built && !(await endToEnd())) failures.push('end-to-end tests');
if (built) phases.push(`end-to-end ${since(start)}`);
console.log(`\nTimes: ${phases.join(', ')}.`);

if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}.`);
  process.exit(1);
}
console.log('\nAll suites passed.');
