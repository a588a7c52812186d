import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { columnName, optionsFor } from '@collegium/domain/entities/entity-definition';
import { ENTITIES } from '@collegium/domain/entities/registry';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullSample, nextSample } from '../../test/entity-factories.ts';
import { listPage as referencePage } from '../../test/reference-list.ts';
import { createTestApp } from '../../test/test-app.ts';
import { type AnyDb, listFields } from './entity-columns.ts';
import { filterFields, parseListQuery } from './list-query.ts';
import { byCombinationIndex } from './list-combinations.ts';
import { listItems, listPage } from './list-repository.ts';
import { insertRecord } from './record-repository.ts';

// Issue 13: the list machinery (copied person columns, facet counts, index-ordered pages) answers
// exactly what issue 3's naive list answers (test/reference-list.ts), for random data and random
// queries, on both databases: same items in the same order (ties, empty values), same totals.
// The data is changed between runs through `people` and the filter columns, so the triggers that
// keep the copies and the facet counts are checked too.

const { db } = await createTestApp();
const k = db.kysely as unknown as AnyDb;

/** Few words sharing prefixes, in several cases, so searches and sorts meet ties and case. */
const WORDS = [
  'Wil',
  'will',
  'Willow',
  'WILSON',
  'Smith',
  'smithy',
  'Smi',
  'Ann',
  'anne',
  'Ånd',
  "O'Neil",
  'o_n',
  '50%',
  'Zed',
  'back\\slash',
  "it''s",
];

/** Text columns the database keeps unique: their random words get the sample's number after them. */
const UNIQUE_TEXT: Readonly<Record<string, readonly string[]>> = { roles: ['name'], policies: ['key'] };

function randomValue(
  field: FieldDefinition,
  rnd: () => number,
  record: Record<string, unknown>,
  n: number,
  unique: boolean,
): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const empty = !field.required && rnd() < 0.2;
  switch (field.input) {
    case 'select': {
      const options = optionsFor(field, record);
      return empty ? null : pick(options.slice(0, 3));
    }
    case 'checkbox':
      return rnd() < 0.5;
    case 'date':
      return empty ? null : pick(['2024-01-05', '2024-03-01', '2025-07-31']);
    case 'email':
      return empty ? null : `${pick(WORDS).replace(/[^a-z]/gi, 'x')}.${n}@example.org`;
    case 'text':
      if (unique) return `${pick(WORDS)} ${n}`;
      return empty ? null : `${pick(WORDS)}${rnd() < 0.5 ? '' : ` ${pick(WORDS)}`}`;
    default:
      return undefined; // the sample's value (numbers and codes that must stay unique)
  }
}

/** A valid record with random words in its names and text, random choices and empty values. */
function randomRecord(def: EntityDefinition, seed: number): Record<string, unknown> {
  let state = seed * 7919 + 17;
  const rnd = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const n = nextSample();
  const record = fullSample(def, n);
  const ordered = [...def.fields].sort((a, b) => Number(Boolean(a.optionsBy)) - Number(Boolean(b.optionsBy)));
  for (const field of ordered) {
    const value = randomValue(field, rnd, record, n, UNIQUE_TEXT[def.name]?.includes(field.name) ?? false);
    if (value !== undefined) record[field.name] = value;
  }
  return record;
}

async function fill(def: EntityDefinition, count: number) {
  const now = new Date().toISOString();
  for (let i = 0; i < count; i++) await insertRecord(k, def, randomRecord(def, i + def.name.length * 1000), now);
}

/** Changes some rows behind the list's back: people renamed, a filter column changed, rows deleted. */
async function churn(def: EntityDefinition) {
  if (def.person) {
    await sql`update people set last_name = ${'Willoughby'}, first_name = ${'smith'} where id in (select person_id from ${sql.table(def.table)} where id % 5 = 0)`.execute(
      k,
    );
  }
  const filter = filterFields(def).find((f) => f.input === 'select' && f.options);
  if (filter) {
    await sql`update ${sql.table(def.table)} set ${sql.ref(columnName(filter.name))} = ${filter.options?.[0] ?? null} where id % 7 = 0`.execute(
      k,
    );
  }
  if (def.name !== 'contacts' && !def.references)
    await sql`delete from ${sql.table(def.table)} where id % 11 = 0`.execute(k);
}

/** A random query string over the definition's search, sorts, filters and paging. */
function queryArbitrary(def: EntityDefinition, filterValues: Map<string, unknown[]>) {
  const searchWord = fc.oneof(
    fc.constantFrom(...WORDS),
    fc.constantFrom('wi', 'W', 's', '1', '10', 'x'),
    fc.string({ maxLength: 3 }),
  );
  const search = fc.option(
    fc.oneof(
      searchWord,
      fc.tuple(searchWord, searchWord).map(([a, b]) => `${a} ${b}`),
    ),
    { nil: undefined },
  );
  const filters = filterFields(def).map((f) => {
    const values = (filterValues.get(f.name) ?? []).map(String);
    if (values.length === 0) return fc.constant(undefined);
    // Mostly absent: a list filtered on everything is empty and proves little.
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 5 },
      { arbitrary: fc.subarray(values, { minLength: 1 }).map((vs) => vs.join(',')), weight: 1 },
    );
  });
  return fc
    .record({
      search,
      sort: fc.constantFrom(...def.columns.map((c) => c.field)),
      order: fc.constantFrom('asc', 'desc'),
      page: fc.oneof(
        { arbitrary: fc.constant('1'), weight: 3 },
        { arbitrary: fc.integer({ min: 2, max: 6 }).map(String), weight: 2 },
      ),
      pageSize: fc.constantFrom('1', '3', '10', '200'),
      filters: fc.tuple(...filters),
    })
    .map(({ filters: values, ...rest }) => {
      const raw: Record<string, string> = {};
      for (const [key, value] of Object.entries(rest)) if (value !== undefined) raw[key] = value;
      filterFields(def).forEach((f, i) => {
        const v = values[i];
        if (v !== undefined && !v.includes(',,') && v !== '') raw[f.name] = v;
      });
      return raw;
    });
}

/** The distinct stored values of each filter field, as the API would take them. */
async function filterValuesOf(def: EntityDefinition): Promise<Map<string, unknown[]>> {
  const values = new Map<string, unknown[]>();
  const page = await referencePage(k, def, parseListQuery(def, { pageSize: '200' }));
  for (const f of filterFields(def)) {
    const seen = new Set<unknown>();
    for (const item of page.items) if (item[f.name] !== null && item[f.name] !== undefined) seen.add(item[f.name]);
    // A filter value nobody has, to see empty lists counted right.
    values.set(f.name, [...seen].filter((v) => !String(v).includes(',')).slice(0, 4));
  }
  return values;
}

describe.each(ENTITIES.map((d) => [d.name, d] as const))('%s list equals the naive reference', (_name, def) => {
  beforeAll(async () => {
    await fill(def, 40);
  });

  it('for random queries, before and after the data changes', async () => {
    for (const round of [0, 1]) {
      if (round === 1) {
        await churn(def);
        await fill(def, 10);
      }
      const values = await filterValuesOf(def);
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(queryArbitrary(def, values), async (raw) => {
          let query: ReturnType<typeof parseListQuery>;
          try {
            query = parseListQuery(def, raw);
          } catch {
            return; // a refused query string (e.g. a filter value the select does not offer)
          }
          const page = await listPage(k, def, query);
          expect(page).toEqual(await referencePage(k, def, query));
          if (page.items.length > 1) nonEmpty++;
        }),
        { numRuns: 80, seed: 13 + round },
      );
      // The property says something only if many of the lists compared held rows.
      expect(nonEmpty).toBeGreaterThan(10);
    }
  });

  it('pages through in order, seeking past the page before, and notices changed data', async () => {
    const filter = filterFields(def).find((f) => f.input === 'select' && f.options);
    const queries: Record<string, string>[] = [
      {},
      { search: 'wil' },
      { sort: def.columns.at(-1)?.field ?? def.defaultSort.field, order: 'desc' },
      ...(filter?.options?.[0] ? [{ [filter.name]: filter.options[0] }] : []),
    ];
    let pages = 0;
    for (const raw of queries) {
      for (const round of [0, 1]) {
        if (round === 1 && def.person)
          await sql`update people set last_name = ${'Wilkes'} where id in (select person_id from ${sql.table(def.table)} where id % 3 = 0)`.execute(
            k,
          );
        // Forward one page at a time, then back and forward again.
        for (const page of [1, 2, 3, 4, 5, 6, 7, 8, 3, 2, 4, 9]) {
          const query = parseListQuery(def, { ...raw, pageSize: '3', page: String(page) });
          const got = await listPage(k, def, query);
          expect(got).toEqual(await referencePage(k, def, query));
          if (got.items.length > 0) pages++;
        }
      }
    }
    expect(pages).toBeGreaterThan(20);
  });

  it('exports exactly the reference list, in keyset batches, for every sort and order', async () => {
    let rows = 0;
    for (const column of def.columns)
      for (const order of ['asc', 'desc'])
        for (const search of [{}, { search: 'wil' }]) {
          const query = parseListQuery(def, { ...search, sort: column.field, order });
          const items = [];
          for await (const item of listItems(k, def, query, listFields(def), 3)) items.push(item);
          const reference = await referencePage(k, def, { ...query, page: 1, pageSize: 1000 });
          expect(items).toEqual(reference.items);
          rows += items.length;
        }
    expect(rows).toBeGreaterThan(def.columns.length * 2 * 40);
  });

  // Migration 0082a: a declared combination of filters is paged from its own index (no weighing
  // of the filter's breadth, a page past the middle read backwards, the next page by keyset).
  for (const combination of def.filterCombinations ?? []) {
    it(`pages ${combination.join(' + ')} from its index, every page, both orders`, async () => {
      await fill(def, 60);
      const values = await filterValuesOf(def);
      const choices = combination.map((name) => (values.get(name) ?? []).map(String));
      const pairs = choices.reduce<string[][]>((acc, vs) => acc.flatMap((a) => vs.map((v) => [...a, v])), [[]]);
      let rows = 0;
      for (const pair of pairs)
        for (const order of ['asc', 'desc']) {
          const raw = Object.fromEntries(combination.map((name, i) => [name, pair[i] as string]));
          const first = parseListQuery(def, { ...raw, order, pageSize: '2' });
          expect(byCombinationIndex(def, first)).toBe(true);
          const pages = Math.ceil((await referencePage(k, def, first)).total / 2) + 1;
          // Forward page by page (keyset after the first), then jumps to the middle and the end.
          for (const page of [...Array.from({ length: pages }, (_, i) => i + 1), Math.ceil(pages / 2), pages - 1]) {
            const query = { ...first, page };
            const got = await listPage(k, def, query);
            expect(got).toEqual(await referencePage(k, def, query));
            rows += got.items.length;
          }
        }
      expect(pairs.length).toBeGreaterThan(3);
      expect(rows).toBeGreaterThan(100);
    });
  }
});
