import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { createTestApp } from '../test/test-app.ts';
import { type ListView, type ListViewParams, listViewPage, listViewRows } from './list-view.ts';

// Issue 13: the ListView kit pages by keys (the page's unique keys in list order, then its rows),
// reads a page past the middle backwards from the end and exports by keys in batches. Every page,
// forwards and backwards, and the export must equal the list sorted naively: the sort column with
// empty values last ascending and first descending, the second column, then the unique key.

const testApp = await createTestApp();
const { db } = testApp;
afterAll(() => testApp.close());

const HUBS = [null, 'Bristol', 'Durham', 'York'];
const LAST = ['Abbott', 'Baker', 'Carter'];
const FIRST = ['Ann', 'Ben', null];

type Sort = 'hub' | 'name' | 'partnerId';
interface Stored {
  id: number;
  hub: string | null;
  last_name: string;
  first_name: string | null;
  partner_id: number;
}

function view(k: Kysely<Database>, prefix: string): ListView<ListViewParams<Sort>, Stored, Stored> {
  return {
    name: 'test',
    title: 'Test',
    sorts: { hub: 's.hub', name: 'p.last_name', partnerId: 's.partner_id' },
    thenBy: { name: 'p.preferred_name', hub: 'p.preferred_name' },
    tiebreak: 's.id',
    rows: () =>
      k
        .selectFrom('students as s')
        .innerJoin('people as p', 'p.id', 's.person_id')
        .where('p.email', 'like', `${prefix}%`)
        .select(['s.id', 's.hub', 'p.last_name', 'p.preferred_name as first_name', 's.partner_id']),
    toRow: (s) => ({
      id: s.id,
      hub: s.hub,
      last_name: s.last_name,
      first_name: s.first_name,
      partner_id: s.partner_id,
    }),
    columns: [],
  };
}

/** The naive order: each key with empty values last ascending (first descending), then the id. */
function naive(rows: Stored[], sort: Sort, order: 'asc' | 'desc'): number[] {
  const keys: (keyof Stored)[] =
    sort === 'hub' ? ['hub', 'first_name'] : sort === 'name' ? ['last_name', 'first_name'] : ['partner_id'];
  const sign = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      for (const key of keys) {
        const [x, y] = [a[key], b[key]];
        if (x === y) continue;
        if (x === null) return sign;
        if (y === null) return -sign;
        return (x < y ? -1 : 1) * sign;
      }
      return (a.id - b.id) * sign;
    })
    .map((r) => r.id);
}

const PREFIX = `order-${Date.now()}-`;
let all: Stored[] = [];

beforeAll(async () => {
  const now = new Date().toISOString();
  for (let i = 0; i < 37; i++) {
    const person = await db.kysely
      .insertInto('people')
      .values({
        first_name: 'X',
        preferred_name: FIRST[i % 3] ?? null,
        last_name: LAST[(i * 7) % 3] ?? 'Zed',
        email: `${PREFIX}${i}@example.org`,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('students')
      .values({
        person_id: person.id,
        partner_id: 7_700_000 + ((i * 13) % 37),
        hub: HUBS[(i * 5) % 4] ?? null,
        programme_code: 'BTh',
        status: 'Current',
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
  }
  all = await view(db.kysely, PREFIX)
    .rows({} as never)
    .execute();
  expect(all).toHaveLength(37);
});

describe('ListView paging by keys', () => {
  for (const sort of ['hub', 'name', 'partnerId'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`pages, deep pages and the export equal the naive order: ${sort} ${order}`, async () => {
        const expected = naive(all, sort, order);
        const v = view(db.kysely, PREFIX);
        const pageSize = 5;
        const paged: number[] = [];
        for (let page = 1; page <= 9; page++) {
          const answer = await listViewPage(v, { sort, order, page, pageSize });
          expect(answer.total).toBe(37);
          paged.push(...answer.items.map((r) => r.id));
        }
        expect(paged).toEqual(expected);
        const exported: number[] = [];
        for await (const row of listViewRows(v, { sort, order, page: 1, pageSize }, 4)) exported.push(row.id);
        expect(exported).toEqual(expected);
        expect((await listViewPage(v, { sort, order, page: 8, pageSize: 5 })).items).toHaveLength(2);
        expect((await listViewPage(v, { sort, order, page: 9, pageSize: 5 })).items).toEqual([]);
      });
    }
  }
});
