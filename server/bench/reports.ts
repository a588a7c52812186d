import { rm } from 'node:fs/promises';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { entitiesFor } from '@collegium/domain/entities/registry';
import { sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../src/config.ts';
import { type Db, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { runExport } from '../src/modules/custom-reports/export-job.ts';
import { buildHesaExport } from '../src/modules/hesa/export.ts';
import { insertBulk } from './bulk-data.ts';

// npm run bench:reports (issue 16): 100,000 students, each with a current engagement, a session
// in 2026/27, HESA answers and details, in a fresh SQLite database and a fresh PostgreSQL one
// (collegium_bench); then, in this process, the custom export of every student (the background
// job's body: own fields, the engagement, the programme, the finance balance and HESA readiness)
// and the HESA export of 2026/27, each timed with the process's peak memory above what it held
// before. BENCH_STUDENTS sets the count, BENCH_DATABASES=sqlite (or postgres) runs one.

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const YEAR = 2026;

async function open(kind: string, dir: string): Promise<Db> {
  if (kind === 'sqlite') return openDatabase(path.join(dir, 'bench.db'));
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query('drop database if exists collegium_bench');
  await admin.query('create database collegium_bench');
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = '/collegium_bench';
  return openDatabase(url.toString());
}

/** Engagements, sessions, HESA answers and details for every student, set-wise. */
async function fillStudentRecords(db: Db) {
  const now = new Date().toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await sql`insert into engagements (student_id, programme_code, level, status, pace, student_type, hub, start_intake, created_at, updated_at)
      select id, programme_code, '4', 'Current', 'PT', 'Ordinand', hub, '2026-09-01', ${now}, ${now} from students`.execute(
      trx,
    );
    // UPDATE ... FROM (both databases): a correlated subquery per row took PostgreSQL minutes.
    await sql`update students set current_engagement_id = e.id, level = '4', pace = 'PT', student_type = 'Ordinand'
      from engagements e where e.student_id = students.id`.execute(trx);
    await sql`insert into engagement_sessions (engagement_id, academic_year, level, status, created_at, updated_at)
      select id, ${YEAR}, '4', 'Current', ${now}, ${now} from engagements`.execute(trx);
    await sql`update people set date_of_birth = '1990-04-01' where id in (select person_id from students)`.execute(trx);
    await sql`insert into student_hesa_data (student_id, academic_year, ethnicity, religion, sex, gender_identity,
        sexual_orientation, disabilities, care_leaver, parental_education, estranged, carer, created_at, updated_at)
      select id, ${YEAR}, '160', '03', '10', '01', '98', '95', '03', '02', '02', '02', ${now}, ${now} from students`.execute(
      trx,
    );
    await sql`insert into hesa_student_details (student_id, nationality, domicile, entry_qualification, created_at, updated_at)
      select id, 'GB', 'XF', 'P50', ${now}, ${now} from students`.execute(trx);
  });
}

/** Runs `work`, sampling the resident set every 20 ms: seconds taken and peak growth in MB. */
async function measure<T>(work: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  return {
    result,
    seconds: seconds.toFixed(1),
    rssGrowthMb: mb(peakRss - before.rss),
    heapGrowthMb: mb(peakHeap - before.heapUsed),
    rssBeforeMb: mb(before.rss),
  };
}

const DEFINITION = {
  entity: 'students',
  fields: [
    'partnerId',
    'firstName',
    'lastName',
    'email',
    'hub',
    'programmeCode',
    'status',
    'engagement.startIntake',
    'programme.title',
    'finance.balance',
    'hesa.ready',
  ],
  filters: [],
  sort: { field: 'lastName', order: 'asc' },
};

async function bench(kind: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'collegium-bench-reports-'));
  const db = await open(kind, dir);
  try {
    await migrateToLatest(db);
    const user = await sql<{ id: number }>`insert into people (first_name, last_name, email, created_at, updated_at)
      values ('Bench', 'Runner', 'bench@bench.example', '2026-01-01', '2026-01-01') returning id`.execute(db.kysely);
    const account = await sql<{
      id: number;
    }>`insert into users (person_id, email, password_hash, created_at, updated_at)
      values (${user.rows[0]!.id}, 'bench@bench.example', 'x', '2026-01-01', '2026-01-01') returning id`.execute(
      db.kysely,
    );
    const userId = Number(account.rows[0]!.id);
    const loading = performance.now();
    await insertBulk(db, STUDENTS, 0);
    await fillStudentRecords(db);
    console.log(`${kind}: ${STUDENTS} students loaded in ${((performance.now() - loading) / 1000).toFixed(0)} s`);

    const config = { filesDir: path.join(dir, 'files') } as AppConfig;
    const row = await db.kysely
      .insertInto('custom_report_exports')
      .values({
        requested_by_user_id: userId,
        name: 'bench.xlsx',
        definition: JSON.stringify(DEFINITION),
        status: 'queued',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const custom = await measure(() => runExport({ db, config }, entitiesFor([]), Number(row.id)));
    const done = await db.kysely
      .selectFrom('custom_report_exports')
      .select(['written', 'file_id'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const file = await db.kysely
      .selectFrom('files')
      .select('size')
      .where('id', '=', Number(done.file_id))
      .executeTakeFirstOrThrow();
    console.log(`${kind}: custom export, ${done.written} rows, ${(Number(file.size) / 1e6).toFixed(1)} MB:`, {
      ...custom,
      result: undefined,
    });

    const actor = { userId, asUserId: null, ip: null, permissions: ['*'] };
    // The whole export is written and validated even when the schema check then refuses it (a
    // SCSESSIONID of an engagement id past 99,999 breaks the XSD's 10-character pattern).
    const hesa = await measure(() =>
      buildHesaExport(db, '10000001', YEAR, actor).catch((error: Error & { details?: unknown }) => ({
        refused: `${error.message} ${JSON.stringify(error.details ?? '')}`.slice(0, 300),
      })),
    );
    const made = hesa.result;
    if ('refused' in made) console.log(`${kind}: HESA export refused after writing and validating:`, made.refused);
    else {
      console.log(
        `${kind}: HESA export, ${made.included} included, ${made.leftOut.length} left out, ${(statSync(made.file).size / 1e6).toFixed(1)} MB`,
      );
      await rm(made.dir, { recursive: true, force: true });
    }
    console.log(`${kind}: HESA export:`, { ...hesa, result: undefined });
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const kind of DATABASES) await bench(kind);
