import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrator.ts';
import { jobTypeOf } from '../src/modules/jobs/registry.ts';
import { registerFinanceRunJob } from '../src/modules/finance/bulk-run-job.ts';
import { FINANCE_RUN_JOB } from '../src/modules/finance/bulk-runs.ts';
import { invoicePrefixRows } from '../src/test/invoice-prefix-rows.ts';

// npm run bench:finance (issue 14): a year of fees for 10,000 students, done as Finance > Runs does
// it: the "create fee assessments" run over every session of the year (each assessment and its
// draft invoices, termly: three a student), then the "issue invoices" run for every draft due in
// the year (numbered, queued for the accounting system), a hundred items to a transaction. Each
// database in its own process, so its peak resident memory is its own; the students, engagements,
// sessions and the fee rate are written first, in batches, and not timed.
// BENCH_FINANCE_STUDENTS (10000) and BENCH_DATABASES (sqlite,postgres) choose; BENCH_POSTGRES_URL
// names the cluster, where each run makes a database of its own and drops it at the end:
// collegium_bench_finance_<process id> (two runs at once never share one), or BENCH_POSTGRES_DB.
// BENCH_FINANCE_COMPARE=1 also runs each database on the schema as it was before migration 0077a
// (the prefix rows of invoices kept by 0047a's row triggers), in the same invocation, so the two
// designs are measured side by side under the same load.

const STUDENTS = Number(process.env.BENCH_FINANCE_STUDENTS ?? 10_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const YEAR = 2026;
const BATCH = 500;
const MB = 1024 * 1024;
/** This run's PostgreSQL database: a name of its own, unless BENCH_POSTGRES_DB gives one. */
const POSTGRES_DB = process.env.BENCH_POSTGRES_DB ?? `collegium_bench_finance_${process.pid}`;
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(POSTGRES_DB))
  throw new Error(`BENCH_POSTGRES_DB must be a lower-case PostgreSQL name (a-z, 0-9, _); not ${POSTGRES_DB}`);
/** The last migration before the invoices' prefix rows were kept by statement triggers. */
const BEFORE_STATEMENT_TRIGGERS = '2026-11-27-0075a-kb-users-article';
type Schema = 'latest' | 'before-0077a';
const SCHEMAS: Schema[] = process.env.BENCH_FINANCE_COMPARE === '1' ? ['before-0077a', 'latest'] : ['latest'];

async function freshDatabase(kind: string, dir: string): Promise<string> {
  if (kind === 'sqlite') return path.join(dir, 'finance.db');
  await onCluster(async (admin) => {
    await admin.query(`drop database if exists ${POSTGRES_DB}`);
    await admin.query(`create database ${POSTGRES_DB}`);
  });
  const u = new URL(POSTGRES_URL);
  u.pathname = `/${POSTGRES_DB}`;
  return u.href;
}

async function onCluster(work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** Students on BTh, each with a Current engagement and a session of YEAR, and the year's fee rate. */
async function insertStudents(db: Db, count: number): Promise<void> {
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      const range = Array.from({ length: size }, (_, i) => done + i);
      const people = await trx
        .insertInto('people')
        .values(
          range.map((n) => ({ first_name: `Given${n}`, last_name: `Family${n}`, created_at: now, updated_at: now })),
        )
        .returning('id')
        .execute();
      const students = await trx
        .insertInto('students')
        .values(
          people.map((p, i) => ({
            person_id: p.id,
            partner_id: 3_000_000 + done + i,
            programme_code: 'BTh',
            status: 'Current',
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const engagements = await trx
        .insertInto('engagements')
        .values(
          students.map((s) => ({
            student_id: s.id,
            programme_code: 'BTh',
            level: 'Level 4',
            status: 'Current',
            pace: 'PT',
            payment_term: 'Termly',
            start_intake: `${YEAR}-09-01`,
            created_at: now,
            updated_at: now,
          })) as never,
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('engagement_sessions')
        .values(
          engagements.map((e) => ({
            engagement_id: e.id,
            academic_year: YEAR,
            level: 'Level 4',
            status: 'Current',
            created_at: now,
            updated_at: now,
          })) as never,
        )
        .execute();
    }
    await trx
      .insertInto('fee_rates')
      .values({ academic_year: YEAR, programme_code: 'BTh', amount_pence: 900_000, created_at: now, updated_at: now })
      .execute();
  });
}

/** One run of the finance job, as the worker runs it; seconds and what it made. */
async function timedRun(db: Db, kind: 'assess' | 'issue', scope: string, sample: () => void) {
  const now = new Date().toISOString();
  const { id } = await db.kysely
    .insertInto('finance_runs')
    .values({ kind, scope, status: 'queued', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job = jobTypeOf(FINANCE_RUN_JOB)!;
  const t0 = performance.now();
  await job.run(
    { db } as unknown as AppContext,
    { runId: id },
    { id: 0, type: FINANCE_RUN_JOB, attempt: 1, now: new Date() },
  );
  const seconds = (performance.now() - t0) / 1000;
  sample();
  const run = await db.kysely
    .selectFrom('finance_runs')
    .select(['made', 'failed'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { seconds, made: Number(run.made), failed: Number(run.failed) };
}

/** One database, in this process: prints one JSON line. */
async function one(kind: string, schema: Schema): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'collegium-bench-finance-'));
  let db: Db | null = null;
  try {
    db = openDatabase(await freshDatabase(kind, dir));
    await (schema === 'latest' ? migrateToLatest(db) : migrateUpTo(db, BEFORE_STATEMENT_TRIGGERS));
    await insertStudents(db, STUDENTS);
    registerFinanceRunJob();
    global.gc?.();
    const before = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = before;
    let heap = heapBefore;
    const sample = () => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      heap = Math.max(heap, m.heapUsed);
    };
    const sampler = setInterval(sample, 20);
    const assess = await timedRun(db, 'assess', String(YEAR), sample);
    const issue = await timedRun(db, 'issue', `${YEAR + 1}-08`, sample);
    clearInterval(sampler);
    // Outside the timings: are the prefix rows exactly what the invoices ask (both designs)?
    const check = await invoicePrefixRows(db.kysely);
    const prefixes = { rows: check.rows, wrong: check.wrong.length };
    console.log(
      JSON.stringify({
        kind,
        schema,
        students: STUDENTS,
        assess,
        issue,
        rssBeforeMb: before / MB,
        rssPeakMb: peak / MB,
        heapGrowthMb: (heap - heapBefore) / MB,
        prefixes,
      }),
    );
  } finally {
    await db?.close();
    if (kind === 'postgres')
      await onCluster(async (admin) => void (await admin.query(`drop database if exists ${POSTGRES_DB}`)));
    rmSync(dir, { recursive: true, force: true });
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

function main(): void {
  // The machine's load matters as much as the code on a shared box: printed before and after.
  console.log(`load average (1, 5, 15 min) before: ${load()}`);
  console.log(
    '| database | schema | students | assess s | assessments | issue s | invoices issued | total s | RSS before MB | peak RSS MB | JS heap growth MB | prefix rows | wrong prefix rows |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const kind of DATABASES)
    for (const schema of SCHEMAS) {
      const child = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', 'server/bench/finance.ts', '--one', kind, schema],
        { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const line = child.stdout.trim().split('\n').at(-1) ?? '';
      if (child.status !== 0 || !line.startsWith('{')) throw new Error(`the ${kind} run failed: ${line}`);
      const r = JSON.parse(line) as {
        students: number;
        assess: { seconds: number; made: number; failed: number };
        issue: { seconds: number; made: number; failed: number };
        rssBeforeMb: number;
        rssPeakMb: number;
        heapGrowthMb: number;
        prefixes: { rows: number; wrong: number };
      };
      const f = (n: number, d = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: d, minimumFractionDigits: d });
      console.log(
        `| ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${schema} | ${f(r.students)} | ${f(r.assess.seconds, 1)} | ${f(r.assess.made)} | ${f(r.issue.seconds, 1)} | ${f(r.issue.made)} | ${f(r.assess.seconds + r.issue.seconds, 1)} | ${f(r.rssBeforeMb)} | ${f(r.rssPeakMb)} | ${f(r.heapGrowthMb)} | ${f(r.prefixes.rows)} | ${f(r.prefixes.wrong)} |`,
      );
    }
  console.log(`load average (1, 5, 15 min) after: ${load()}`);
}

if (process.argv[2] === '--one') {
  one(process.argv[3]!, (process.argv[4] ?? 'latest') as Schema).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else main();
