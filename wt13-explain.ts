import { findEntity } from '@collegium/domain/entities/registry';
import { sql } from 'kysely';
import { openDatabase } from './server/src/db/database.ts';
import { parseListQuery } from './server/src/modules/entities/list-query.ts';
import { countQuery, pageQuery, dialectOf } from './server/src/modules/entities/list-repository.ts';
const db = openDatabase(process.argv[2]!);
const def = findEntity(process.argv[3]!)!;
const q = parseListQuery(def, JSON.parse(process.argv[4]!));
const k = db.kysely as any; const d = dialectOf(k);
const off = (q.page - 1) * q.pageSize;
for (const [name, b] of [['count', countQuery(d, def, q)], ['page', pageQuery(d, def, q, q.pageSize, off, undefined, JSON.parse(process.argv[5] ?? '{}'))]] as const) {
  const c = b.compile(k);
  console.log(`-- ${name}\n${c.sql}\n${JSON.stringify(c.parameters)}`);
  const ex = d === 'sqlite' ? sql`explain query plan ${b}` : sql`explain (analyze, buffers off, costs off) ${b}`;
  const r = await ex.execute(k);
  for (const row of r.rows as any[]) console.log(d === 'sqlite' ? `${row.id}|${row.parent}| ${row.detail}` : row['QUERY PLAN']);
  const t0 = performance.now(); for (let i = 0; i < 20; i++) await b.execute(k); console.log('ms', ((performance.now() - t0) / 20).toFixed(3));
}
await db.close();
