import { students } from '@collegium/domain/entities/students';
import { sql } from 'kysely';
import { loadavg } from 'node:os';
import { openDatabase } from '../src/db/database.ts';
import { type ListCase, timeCase } from './list-cases.ts';

// npm run bench:middle-page (issue 13, "Known limits"): a page jumped to in the middle of a broad
// filtered list, timed on an existing SQLite bench database (BENCH_DB, `npm run bench`'s data)
// side by side: before migration 0056a (the filter's index `(hub)` only), with it (A: each filter
// column's index carries the default sort key, `(hub, person_last_name)`, so one filter's matches
// come in list order), and (B) with an index per combination of filters as well,
// `(hub, status, person_last_name)` (not adopted), so that page is an OFFSET over index entries.
// The database is left with 0056a's index.

const url = process.env.BENCH_DB;
if (!url) throw new Error('Set BENCH_DB to a SQLite database holding the bench data.');
const db = openDatabase(url);
const s = (name: string, query: Record<string, string>): ListCase => ({
  name,
  def: students,
  query: { pageSize: '50', ...query },
});
const cases = [
  s('hub=London, page 170 (middle)', { hub: 'London', page: '170' }),
  s('status=Current + hub=London, page 170 (middle)', { status: 'Current', hub: 'London', page: '170' }),
  s('status=Current + hub=London, page 2', { status: 'Current', hub: 'London', page: '2' }),
];
const A = 'students_hub_filter_sort_idx';
const designs: { name: string; create: string[]; drop: string[] }[] = [
  { name: 'before (filter index `(hub)`)', create: [`drop index if exists ${A}`], drop: [] },
  {
    name: '(A) `(hub, sort key)`, migration 0056a',
    create: [`create index if not exists ${A} on students (hub, person_last_name)`, `analyze ${A}`],
    drop: [],
  },
  {
    name: '(B) (A) + `(hub, status, sort key)`',
    create: [
      'create index bench_hub_status_sort on students (hub, status, person_last_name)',
      'analyze bench_hub_status_sort',
    ],
    drop: ['drop index bench_hub_status_sort'],
  },
];
const ms = (n: number) => n.toFixed(n < 10 ? 3 : 1);
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}\n`,
);
console.log(`| case | ${designs.map((d) => `${d.name} median / CPU ms`).join(' | ')} |`);
console.log(`|---|${designs.map(() => '---:').join('|')}|`);
const results = new Map<string, string[]>();
for (const design of designs) {
  for (const statement of design.create) await sql.raw(statement).execute(db.kysely);
  try {
    for (const c of cases) {
      const t = await timeCase(db, c, 100);
      results.set(c.name, [...(results.get(c.name) ?? []), `${ms(t.median)} / ${ms(t.cpu)} (${t.total})`]);
    }
  } finally {
    for (const statement of design.drop) await sql.raw(statement).execute(db.kysely);
  }
}
for (const c of cases) console.log(`| ${c.name} | ${(results.get(c.name) ?? []).join(' | ')} |`);
console.log(
  `\nLoad average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);
await db.close();
