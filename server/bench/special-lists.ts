import { type Kysely, sql } from 'kysely';
import { loadavg } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import type { ListViewPage, ListViewParams } from '../src/lib/list-view.ts';
import { listViewPage } from '../src/lib/list-view.ts';
import { SPECIAL_LISTS, type SpecialList, specialListQuery } from '../src/modules/list-views/registry.ts';

// npm run bench:special-lists (issue 13): the in-process time of the special lists (the ListView
// kit) on a bench database (BENCH_DB: `npm run bench`'s SQLite file, or a PostgreSQL URL) at a
// realistic size. The first run adds, set-based, one engagement per bench student (statuses mixed:
// 60% Current, 5% IoS, 10% Starting, the rest Completed or Withdrawn; a third of them starting in
// the 2026 intake), its 2026 session (100,000 engagement sessions) and 20,000 student requests
// and 20,000 extensions for the requests queue. Each case is one call of listViewPage (count,
// keys in order, rows by key), timed like list-cases.ts's timeCase. BENCH_BASELINE=<a checkout of
// an earlier commit> times that checkout's registry and kit beside this one's.

const url = process.env.BENCH_DB;
if (!url) throw new Error('Set BENCH_DB to a database holding the bench data.');
const BASELINE = process.env.BENCH_BASELINE;
const db = openDatabase(url);
const k = db.kysely;
const NOW = new Date().toISOString();

async function addEngagements(k: Kysely<Database>) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from engagements`.execute(k);
  if (Number(rows[0]?.n) >= 100_000) return;
  const started = Date.now();
  await k.transaction().execute(async (trx) => {
    const status = sql.raw(`case when s.id % 20 < 12 then 'Current' when s.id % 20 = 12 then 'IoS'
      when s.id % 20 < 15 then 'Starting' when s.id % 20 < 18 then 'Completed' else 'Withdrawn' end`);
    await sql`insert into engagements (student_id, programme_code, level, status, pace, hub, intentions, start_intake, created_at, updated_at)
      select s.id, s.programme_code, ${sql.raw(`case when s.id % 3 = 0 then '4' when s.id % 3 = 1 then '5' else '6' end`)},
        ${status}, 'PT', s.hub,
        ${sql.raw(`case when s.id % 3 = 2 then 'Dissertation' when s.id % 4 = 0 then 'Assumed' else 'Required' end`)},
        ${sql.raw(`case when s.id % 3 = 0 then '2026-09-01' else '2025-09-01' end`)}, ${NOW}, ${NOW}
      from students s where s.current_engagement_id is null`.execute(trx);
    await sql`update students set current_engagement_id = (select max(e.id) from engagements e where e.student_id = students.id)
      where current_engagement_id is null`.execute(trx);
    await sql`insert into engagement_sessions (engagement_id, academic_year, level, status, created_at, updated_at)
      select e.id, 2026, e.level, case when e.status = 'Starting' then 'Starting' else 'Current' end, ${NOW}, ${NOW}
      from engagements e where not exists (select 1 from engagement_sessions x where x.engagement_id = e.id)`.execute(
      trx,
    );
    const types = sql.raw(`case when e.id % 3 = 0 then 'Deferral' when e.id % 3 = 1 then 'IoS' else 'Withdrawal' end`);
    const statuses = sql.raw(
      `case when e.id % 4 = 0 then 'Pending' when e.id % 4 = 1 then 'Approved' else 'Declined' end`,
    );
    const day = (column: string) =>
      db.dialect === 'postgres'
        ? sql.raw(`to_char(date '2025-01-01' + (${column} % 600), 'YYYY-MM-DD')`)
        : sql.raw(`date('2025-01-01', '+' || (${column} % 600) || ' days')`);
    await sql`insert into student_requests (student_id, engagement_id, type, status, reason, effective_date, requested_at, created_at, updated_at)
      select e.student_id, e.id, ${types}, ${statuses}, 'Bench', ${day('e.id')}, ${day('e.id * 7')}, ${NOW}, ${NOW}
      from engagements e where e.id % 5 = 0`.execute(trx);
    const instance = await sql<{ id: number }>`select min(id) as id from module_instances`.execute(trx);
    const moduleInstance = instance.rows[0]?.id;
    if (moduleInstance !== null && moduleInstance !== undefined)
      await sql`insert into extensions (engagement_id, module_instance_id, length, reason, status, requested_at, created_at, updated_at)
        select e.id, ${moduleInstance}, '2 weeks', 'Bench', ${statuses}, ${day('e.id * 11')}, ${NOW}, ${NOW}
        from engagements e where e.id % 5 = 1`.execute(trx);
  });
  await sql`analyze`.execute(k);
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(k);
  console.log(`added the engagements, sessions and requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Case {
  list: string;
  name: string;
  params: Record<string, string>;
}
const c = (list: string, name: string, params: Record<string, string>): Case => ({ list, name, params });
const CASES: Case[] = [
  c('intentions', 'intentions, by name, page 1', { sort: 'name', pageSize: '50' }),
  c('intentions', 'intentions, by name, page 650 (middle)', { sort: 'name', page: '650', pageSize: '50' }),
  c('intentions', 'intentions, by name, page 2 desc', { sort: 'name', order: 'desc', page: '2', pageSize: '50' }),
  c('intentions', 'intentions, by programme, page 650', { sort: 'programme', page: '650', pageSize: '50' }),
  c('intentions', 'intentions, hub=London, by name, page 100', { hub: 'London', page: '100', pageSize: '50' }),
  c('tutees', 'tutees, by name, page 1', { pageSize: '50' }),
  c('tutees', 'tutees, by name, page 700 (middle)', { page: '700', pageSize: '50' }),
  c('requests queue', 'requests queue, newest first, page 1', { pageSize: '50' }),
  c('requests queue', 'requests queue, Pending, page 2', { status: 'Pending', page: '2', pageSize: '50' }),
  c('requests queue', 'requests queue, hub=London, page 1', { hub: 'London', pageSize: '50' }),
  c('requests queue', 'requests queue, newest first, page 400 (middle)', { page: '400', pageSize: '50' }),
  c('enrolment', 'enrolment 2026, by name, page 1000 (middle)', { sort: 'name', page: '1000', pageSize: '50' }),
  c('new students', 'new students 2026-09, by name, page 330 (middle)', { sort: 'name', page: '330', pageSize: '50' }),
];

type PageFn = (view: never, q: ListViewParams) => Promise<ListViewPage<unknown>>;

async function time(list: SpecialList, params: Record<string, string>, page: PageFn, runs = 50) {
  const view = list.view(k) as never;
  const q = specialListQuery(list, params);
  let total = 0;
  for (let i = 0; i < 5; i++) total = (await page(view, q)).total;
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await page(view, q);
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, cpu: (cpu.user + cpu.system) / 1000 / runs, total };
}

async function baseline(): Promise<{ lists: readonly SpecialList[]; page: PageFn } | undefined> {
  if (!BASELINE) return undefined;
  const registry = (await import(path.join(BASELINE, 'server/src/modules/list-views/registry.ts'))) as {
    SPECIAL_LISTS: readonly SpecialList[];
  };
  const kit = (await import(path.join(BASELINE, 'server/src/lib/list-view.ts'))) as { listViewPage: PageFn };
  return { lists: registry.SPECIAL_LISTS, page: kit.listViewPage };
}

const ms = (n: number) => n.toFixed(n < 10 ? 3 : 1);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
await addEngagements(k);
const before = await baseline();
console.log(`${db.dialect}; load average before: ${load()}\n`);
const unit = db.dialect === 'sqlite' ? 'median / CPU ms' : 'median ms';
console.log(`| case | matches |${before ? ` baseline ${unit} |` : ''} ${unit} |`);
console.log(`|---|---:|${before ? '---:|' : ''}---:|`);
for (const item of CASES) {
  const list = SPECIAL_LISTS.find((l) => l.name === item.list) as SpecialList;
  const show = (t: { median: number; cpu: number }) =>
    db.dialect === 'sqlite' ? `${ms(t.median)} / ${ms(t.cpu)}` : ms(t.median);
  const now = await time(list, item.params, listViewPage as PageFn);
  let old = '';
  if (before) {
    const was = before.lists.find((l) => l.name === item.list) as SpecialList;
    old = ` ${show(await time(was, item.params, before.page, 20))} |`;
  }
  console.log(`| ${item.name} | ${now.total} |${old} ${show(now)} |`);
}
console.log(`\nLoad average after: ${load()}`);
await db.close();
