import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Where records hold a programme code (issue 15, System data): a programme held by any of these
// keeps its code and is not deleted (409 naming where), only retired.

type Executor = Kysely<Database> | Transaction<Database>;

const USES = [
  { table: 'students', column: 'programme_code', noun: ['student', 'students'] },
  { table: 'engagements', column: 'programme_code', noun: ['engagement', 'engagements'] },
  { table: 'applications', column: 'course', noun: ['application', 'applications'] },
  { table: 'leads', column: 'programme_interest', noun: ['potential student', 'potential students'] },
  { table: 'alumni', column: 'programme', noun: ['alumnus', 'alumni'] },
  { table: 'modules', column: 'programme', noun: ['module', 'modules'] },
  { table: 'fee_rates', column: 'programme_code', noun: ['fee rate', 'fee rates'] },
] as const satisfies readonly { table: keyof Database; column: string; noun: readonly [string, string] }[];

/** How many records hold each code, as readable phrases per code ("12 students", "2 intakes"). */
export async function programmeUses(db: Executor, codes: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(codes.map((c) => [c, []]));
  if (codes.length === 0) return out;
  for (const use of USES) {
    const rows = await sql<{ value: string; n: number | string }>`
      select ${sql.ref(use.column)} as value, count(*) as n from ${sql.table(use.table)}
      where ${sql.ref(use.column)} in (${sql.join(codes)}) group by ${sql.ref(use.column)}`.execute(db);
    for (const row of rows.rows) {
      const n = Number(row.n);
      out.get(row.value)?.push(`${n} ${n === 1 ? use.noun[0] : use.noun[1]}`);
    }
  }
  // The intakes map holds codes space-separated.
  const intakes = await db.selectFrom('intakes').select('programmes').execute();
  for (const code of codes) {
    const n = intakes.filter((i) => i.programmes.split(/\s+/).includes(code)).length;
    if (n > 0) out.get(code)?.push(`${n} ${n === 1 ? 'intake' : 'intakes'}`);
  }
  return out;
}
