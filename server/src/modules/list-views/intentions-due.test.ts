import { ALL_ENGAGEMENT_STATUSES } from '@collegium/domain/engagement-status-change';
import fc from 'fast-check';
import { type Compilable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listViewCountQuery, listViewKeysQuery } from '../../lib/list-view.ts';
import { buildStudent } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { INTENTIONS_ENGAGEMENT_STATUSES } from '../intentions/intentions-list.ts';
import { SPECIAL_LISTS, specialListQuery } from './registry.ts';

// Issue 13, migration 0082b: the intentions list reads its engagements through the generated
// column `intentions_due` (one index range in list order) instead of `status in ('Current',
// 'IoS')`. For engagements of every status, changed at random afterwards, every sort of the list
// in both orders gives exactly the keys, in exactly the order and with the same count, that the
// same list filtered by the statuses gives (the list before 0082b), on both databases.

const { db } = await createTestApp();
const k = db.kysely;
const NOW = new Date().toISOString();
const intentions = SPECIAL_LISTS.find((l) => l.name === 'intentions') as (typeof SPECIAL_LISTS)[number];

/** The same query with the generated column's test written as the statuses it stands for (the list before 0082b). */
async function naive(query: Compilable<Record<string, unknown>>) {
  const compiled = query.compile();
  const statuses = INTENTIONS_ENGAGEMENT_STATUSES.map((s) => `'${s}'`).join(', ');
  const text = compiled.sql.replace('"e"."intentions_due" = 1', `"e"."status" in (${statuses})`);
  expect(text).not.toBe(compiled.sql);
  return (await k.executeQuery<Record<string, unknown>>({ ...compiled, sql: text })).rows;
}

describe('intentions_due (0082b)', () => {
  it('holds exactly the Current and IoS engagements, through inserts and status changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...ALL_ENGAGEMENT_STATUSES), { minLength: 1, maxLength: 10 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ALL_ENGAGEMENT_STATUSES)), { maxLength: 5 }),
        async (statuses, changes) => {
          await sql`update students set current_engagement_id = null`.execute(k);
          await sql`delete from engagement_sessions`.execute(k);
          await sql`delete from engagements`.execute(k);
          const ids: number[] = [];
          for (const [i, status] of statuses.entries()) {
            const { id: personId } = await k
              .insertInto('people')
              .values({ first_name: 'Ann', last_name: `Due${i % 3}`, email: null, created_at: NOW, updated_at: NOW })
              .returning('id')
              .executeTakeFirstOrThrow();
            ids.push((await buildStudent(db, personId, { status })).engagementId);
          }
          for (const [at, status] of changes)
            await k
              .updateTable('engagements')
              .set({ status })
              .where('id', '=', ids[at % ids.length] as number)
              .execute();
          const { rows } = await sql<{
            id: number;
          }>`select id from engagements where status in ('Current', 'IoS') order by id`.execute(k);
          const due = await sql<{
            id: number;
          }>`select id from engagements where intentions_due = 1 order by id`.execute(k);
          expect(due.rows).toEqual(rows);
          const view = intentions.view(k);
          for (const sort of Object.keys(view.sorts as object))
            for (const order of ['asc', 'desc']) {
              const q = specialListQuery(intentions, { sort, order, page: '1', pageSize: '50' });
              const keys = listViewKeysQuery(view, q);
              const got = await keys.execute();
              expect(got, `${sort} ${order}`).toEqual(await naive(keys));
              expect(got.map((r) => Number(r.k0)).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
              const count = await listViewCountQuery(view, q).executeTakeFirstOrThrow();
              expect(Number(count.n)).toBe(rows.length);
            }
        },
      ),
      { numRuns: 20 },
    );
  });
});
