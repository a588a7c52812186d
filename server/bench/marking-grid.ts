import { performance } from 'node:perf_hooks';
import { buildFaculty, buildInstance, buildModule, buildResult } from '../src/modules/teaching/teaching-factories.ts';
import { buildStudent, buildUser, login } from '../src/test/factories.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';

// npm run bench:marks (issue 18; a benchmark, not a test): the marking grid of one instance with
// 300 students and 4 assignments, through the real routes in process (app.inject: access, schema,
// queries, serialisation). Times GET the grid, PUT one cell, and PUT a pasted column of 300 cells,
// each the median of BENCH_RUNS (default 15), on a fresh SQLite file (BENCH_DATABASE_URL: another
// database, e.g. an empty PostgreSQL one).

const STUDENTS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(path.join(tmpdir(), 'collegium-bench-marks-'));
const db = openDatabase(process.env.BENCH_DATABASE_URL ?? path.join(dir, 'marks.db'));
await migrateToLatest(db);
const config = loadConfig({
  SESSION_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
  LOGIN_RATE_LIMIT: '100000',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
  DATA_DIR: dir,
});
const { app } = await buildApp({ config, db, logger: false });
await app.ready();
const close = async () => {
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
};
const user = await buildUser(db, { permissions: 'students:* modules:view' });
const cookie = await login(app, user);
const mod = await buildModule(db);
const instanceId = await buildInstance(db, mod.id, { tutorId: await buildFaculty(db) });
const now = new Date().toISOString();
for (const [i, weight] of [10, 20, 30, 40].entries())
  await db.kysely
    .insertInto('assignments')
    .values({
      module_instance_id: instanceId,
      title: `Part ${i + 1}`,
      due_date: `2027-0${i + 2}-10`,
      weight,
      created_at: now,
      updated_at: now,
    })
    .execute();
const students: number[] = [];
for (let i = 0; i < STUDENTS; i++) {
  const s = await buildStudent(db, (await buildUser(db, { lastName: `Bench${String(i).padStart(3, '0')}` })).personId);
  await buildResult(db, s.engagementId, instanceId);
  students.push(s.id);
}
const url = `/api/module-instances/${instanceId}/marks`;
type Grid = { assignments: { id: number }[]; rows: { studentId: number; cells: { version: number }[] }[] };
const read = async () => (await app.inject({ method: 'GET', url, headers: { cookie } })).json() as Grid;
const time = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

const gets: number[] = [];
const cells: number[] = [];
const columns: number[] = [];
for (let run = 0; run < RUNS; run++) {
  gets.push(await time(read));
  const grid = await read();
  const first = grid.assignments[0]!.id;
  const row = grid.rows[run % grid.rows.length]!;
  cells.push(
    await time(() =>
      app.inject({
        method: 'PUT',
        url,
        headers: { cookie },
        payload: {
          cells: [
            {
              studentId: row.studentId,
              assignmentId: first,
              submittedOn: null,
              mark: run % 100,
              version: row.cells[0]!.version,
            },
          ],
        },
      }),
    ),
  );
  const column = grid.assignments[1 + (run % 3)]!.id;
  const a = 1 + (run % 3);
  columns.push(
    await time(() =>
      app.inject({
        method: 'PUT',
        url,
        headers: { cookie },
        payload: {
          cells: grid.rows.map((r, i) => ({
            studentId: r.studentId,
            assignmentId: column,
            submittedOn: '2027-03-01',
            mark: (i + run) % 101,
            version: r.cells[a]!.version,
          })),
        },
      }),
    ),
  );
}
console.log(
  JSON.stringify({
    database: process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'sqlite file',
    students: STUDENTS,
    assignments: 4,
    runs: RUNS,
    getGridMs: Math.round(median(gets)),
    putOneCellMs: Math.round(median(cells)),
    putColumnOf300Ms: Math.round(median(columns)),
  }),
);
await close();
