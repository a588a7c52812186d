import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_DB } from '../test/test-app.ts';
import { openDatabase } from './database.ts';

// PostgreSQL reads run as named prepared statements, one per SQL text and connection (issue 13):
// reused, kept to a bounded number, and dropped when the schema changes.

const schema = `test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
if (TEST_DB === 'postgres') {
  await admin.connect();
  await admin.query(`create schema ${schema}`);
}
const db = TEST_DB === 'postgres' ? openDatabase(TEST_DATABASE_URL, { schema, poolSize: 1 }) : openDatabase(':memory:');
afterAll(async () => {
  await db.close();
  if (TEST_DB === 'postgres') {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
});

const prepared = async () =>
  (
    await sql<{
      name: string;
      generic_plans: number;
      statement: string;
    }>`select name, generic_plans, statement from pg_prepared_statements`.execute(db.kysely)
  ).rows;

describe('named statements', () => {
  it('a read is prepared once and reused; a schema change makes it prepare again', async () => {
    const k = db.kysely;
    await sql`create table named_t (a integer primary key)`.execute(k);
    await sql`insert into named_t (a) values (1), (2), (3)`.execute(k);
    for (let i = 0; i < 8; i++)
      expect((await sql`select * from named_t where a > ${1} order by a`.execute(k)).rows).toEqual([
        { a: 2 },
        { a: 3 },
      ]);
    if (TEST_DB === 'postgres') {
      const mine = (await prepared()).filter((p) => p.statement.includes('from named_t where'));
      expect(mine).toHaveLength(1);
      // Six runs or more: PostgreSQL has moved to the kept generic plan.
      expect(mine[0]?.generic_plans).toBeGreaterThan(0);
    }
    // A `select *` prepared before a column was added would be refused ("cached plan must not
    // change result type") if the statement were reused.
    await sql`alter table named_t add column b text`.execute(k);
    expect((await sql`select * from named_t where a > ${1} order by a`.execute(k)).rows).toEqual([
      { a: 2, b: null },
      { a: 3, b: null },
    ]);
    // Writes and several statements in one text are not prepared.
    await sql`update named_t set b = ${'x'} where a = ${2}`.execute(k);
    expect((await sql`select b from named_t where a = ${2}`.execute(k)).rows).toEqual([{ b: 'x' }]);
  });

  it('keeps at most 200 statements per connection', async () => {
    for (let i = 0; i < 260; i++)
      expect((await sql`select ${sql.lit(i)} as n`.execute(db.kysely)).rows).toEqual([{ n: i }]);
    if (TEST_DB === 'postgres') {
      const all = await prepared();
      expect(all.length).toBeLessThanOrEqual(201);
      expect(all.length).toBeGreaterThan(100);
      expect(all.some((p) => p.statement === 'select 259 as n')).toBe(true);
      expect(all.some((p) => p.statement === 'select 0 as n')).toBe(false);
    }
  });
});
