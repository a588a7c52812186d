import { students } from '@collegium/domain/entities/students';
import { sql } from 'kysely';
import { loadavg } from 'node:os';
import { openDatabase } from '../src/db/database.ts';
import {
  combinationIndexName,
  FILTER_COMBINATION_INDEXES,
  up as createCombinationIndexes,
} from '../src/db/migrations/2026-11-27-0082a-filter-combination-indexes.ts';
import { type ListCase, timeCase } from './list-cases.ts';

// npm run bench:middle-page (issue 13, "Known limits"): a page jumped to in the middle of a broad
// filtered list, timed on an existing bench database (BENCH_DB: `npm run bench`'s SQLite file, or
// a PostgreSQL URL) side by side in one run: before migration 0082a (one filter's index carrying
// the sort key, migration 0056a, read in list order with the other filter tested on each row) and
// after it (an index per declared combination of filters, `(status, hub, sort key)`, so the page is
// an OFFSET over index entries). For the middle page the planner's SQL is the same in both
// columns; only the index differs. The database is left with 0082a's indexes.

const url = process.env.BENCH_DB;
if (!url) throw new Error('Set BENCH_DB to a database holding the bench data.');
const db = openDatabase(url);
const s = (name: string, query: Record<string, string>): ListCase => ({
  name,
  def: students,
  query: { pageSize: '50', ...query },
});
const cases = [
  s('hub=London, page 170 (middle)', { hub: 'London', page: '170' }),
  s('status=Current + hub=London, page 2', { status: 'Current', hub: 'London', page: '2' }),
  s('status=Current + hub=London, page 170 (middle)', { status: 'Current', hub: 'London', page: '170' }),
  s('status=Current + hub=London, page 170 desc', { status: 'Current', hub: 'London', page: '170', order: 'desc' }),
  s('status=Current + programmeCode=BTh, page 170', { status: 'Current', programmeCode: 'BTh', page: '170' }),
];
const analyze = async () => {
  await sql`analyze students`.execute(db.kysely);
};
const designs: { name: string; prepare: () => Promise<void> }[] = [
  {
    name: 'before 0082a (`(hub, sort key)`, status tested per row)',
    prepare: async () => {
      for (const { table, columns } of FILTER_COMBINATION_INDEXES)
        await sql`drop index if exists ${sql.ref(combinationIndexName(table, columns))}`.execute(db.kysely);
      await analyze();
    },
  },
  {
    name: 'after 0082a (`(status, hub, sort key)`)',
    prepare: async () => {
      await createCombinationIndexes(db.kysely as never, db.dialect);
      await analyze();
    },
  },
];
const ms = (n: number) => n.toFixed(n < 10 ? 3 : 1);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
console.log(`${db.dialect}; load average before: ${load()}\n`);
const results = new Map<string, string[]>();
for (const design of designs) {
  await design.prepare();
  for (const c of cases) {
    const t = await timeCase(db, c, 100);
    const cpu = db.dialect === 'sqlite' ? ` / ${ms(t.cpu)}` : '';
    results.set(c.name, [...(results.get(c.name) ?? []), `${ms(t.median)}${cpu} (${t.total})`]);
  }
}
const unit = db.dialect === 'sqlite' ? 'median / CPU ms' : 'median ms';
console.log(`| case (matches) | ${designs.map((d) => `${d.name} ${unit}`).join(' | ')} |`);
console.log(`|---|${designs.map(() => '---:').join('|')}|`);
for (const c of cases) console.log(`| ${c.name} | ${(results.get(c.name) ?? []).join(' | ')} |`);
console.log(`\nLoad average after: ${load()}`);
await db.close();
