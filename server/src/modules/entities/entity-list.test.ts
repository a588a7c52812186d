import { meetsAll } from '@collegium/domain/permissions';
import { ENTITIES } from '@collegium/domain/entities/registry';
import { type EntityDefinition, fieldOf, publicDefinition } from '@collegium/domain/entities/entity-definition';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSample, nextSample, permissionsFor } from '../../test/entity-factories.ts';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';
import type { AnyDb } from './entity-columns.ts';
import { filterFields, parseListQuery } from './list-query.ts';
import { listPage } from './list-repository.ts';

// GET /{entity} for every definition in the registry: paging, sorting, search, filters, the
// cohort filter, ?schema with the caller's abilities, and 422 for bad parameters.

// With cohortGroupLabels on, the students list has every column its definition names (entitiesFor).
const { app, db } = await createTestApp({ FEATURES: 'cohortGroupLabels' });
let cookie: string;

beforeAll(async () => {
  cookie = await login(app, await buildUser(db, { permissions: '*' }));
});

type Item = Record<string, unknown> & { id: number; version: number };
interface Page {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

async function list(def: EntityDefinition, query = '', as = cookie): Promise<Page> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/${def.name}${query ? `?${query}` : ''}`,
    headers: { cookie: as },
  });
  if (res.statusCode !== 200) throw new Error(`GET ${def.name}?${query} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const getRecord = async (def: EntityDefinition, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/${def.name}/${id}`, headers: { cookie } })).json() as Record<
    string,
    unknown
  >;

/** The API value as a query parameter. */
const asParam = (v: unknown) => encodeURIComponent(String(v));

/** Compares two list values the way both databases sort them (empty values largest). */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : 1;
}

describe.each(ENTITIES.map((d) => [d.name, d] as const))('%s list', (_name, def) => {
  const ids: number[] = [];
  let before = 0;

  beforeAll(async () => {
    before = (await list(def)).total;
    for (let i = 0; i < 5; i++) ids.push(await createSample(app, db, cookie, def, nextSample()));
  });

  it('pages with a total, items holding exactly id, version and the list columns', async () => {
    const all = await list(def, 'pageSize=200');
    expect(all.total).toBe(before + 5);
    expect(all.total).toBeLessThanOrEqual(200);
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining(ids));
    for (const item of all.items)
      expect(Object.keys(item)).toEqual(['id', 'version', ...def.columns.map((c) => c.field)]);

    const first = await list(def);
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: all.total });
    const four = await list(def, 'pageSize=4');
    const [p1, p2] = [await list(def, 'pageSize=2&page=1'), await list(def, 'pageSize=2&page=2')];
    expect([...p1.items, ...p2.items]).toEqual(four.items);
    expect(p2).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(await list(def, 'pageSize=2&page=1000')).toEqual({ items: [], total: all.total, page: 1000, pageSize: 2 });
  });

  it('sorts on every list column, both ways, with empty values last and a stable tiebreak', async () => {
    const byDefault = await list(def, 'pageSize=200');
    const explicit = await list(def, `pageSize=200&sort=${def.defaultSort.field}&order=${def.defaultSort.order}`);
    expect(byDefault.items).toEqual(explicit.items);
    for (const { field } of def.columns) {
      const asc = (await list(def, `pageSize=200&sort=${field}&order=asc`)).items;
      const desc = (await list(def, `pageSize=200&sort=${field}&order=desc`)).items;
      expect(desc.map((i) => i.id)).toEqual(asc.map((i) => i.id).reverse());
      const kind = fieldOf(def, field).input;
      // Text order depends on the database's collation; numbers, dates and flags do not.
      if (TEST_DB === 'sqlite' || kind === 'number' || kind === 'date' || kind === 'checkbox') {
        for (let i = 1; i < asc.length; i++) {
          const order = compare(asc[i - 1]?.[field], asc[i]?.[field]);
          expect(order <= 0 && (order < 0 || (asc[i - 1]?.id ?? 0) < (asc[i]?.id ?? 0)), `${field} at ${i}`).toBe(true);
        }
      }
      const nulls = asc.findIndex((i) => i[field] === null);
      if (nulls >= 0) expect(asc.slice(nulls).every((i) => i[field] === null)).toBe(true);
    }
  });

  it('searches its search fields case-insensitively: every word must start one of them', async () => {
    const record = await getRecord(def, ids[2] as number);
    const field = def.searchFields.find((f) => record[f] !== null && String(record[f]).length >= 3);
    if (!field) throw new Error(`${def.name}: no searchable value in the sample`);
    const input = def.fields.find((f) => f.name === field)?.input;
    const value = String(record[field]);
    const start = input === 'number' ? value : value.slice(0, Math.max(3, value.length - 1));
    const found = await list(def, `pageSize=200&search=${asParam(start.toUpperCase())}`);
    expect(found.items.map((i) => i.id)).toContain(ids[2]);
    expect(found.total).toBeLessThan(before + 5 + 1);
    if (input !== 'number') {
      // The middle of a value is not its start.
      const middle = await list(def, `pageSize=200&search=${asParam(value.slice(2))}`);
      expect(middle.items.map((i) => i.id)).not.toContain(ids[2]);
    }
    if (def.searchFields.includes('firstName') && def.searchFields.includes('lastName')) {
      const both = `${String(record.lastName).slice(0, 4)}  ${String(record.firstName).slice(0, 3)}`.toLowerCase();
      const reversed = await list(def, `pageSize=200&search=${asParam(both)}`);
      expect(reversed.items.map((i) => i.id)).toContain(ids[2]);
    }
    expect((await list(def, 'search=zzqx-nothing-like-this')).total).toBe(0);
    expect((await list(def, `search=${asParam('%')}`)).total).toBe(0);
    expect((await list(def, `search=${asParam('_')}`)).total).toBe(0);
    expect((await list(def, 'search=')).total).toBe(before + 5);
  });

  it('filters by equality on each filter, several values meaning any one of them', async () => {
    const a = await getRecord(def, ids[0] as number);
    const b = await getRecord(def, ids[1] as number);
    for (const field of filterFields(def)) {
      const value = a[field.name];
      if (value === null) continue;
      const page = await list(def, `pageSize=200&${field.name}=${asParam(value)}`);
      expect(
        page.items.map((i) => i.id),
        field.name,
      ).toContain(ids[0]);
      expect(page.total).toBeLessThanOrEqual(before + 5);
      if (def.columns.some((c) => c.field === field.name))
        expect(
          page.items.every((i) => i[field.name] === value),
          field.name,
        ).toBe(true);
      const other = b[field.name];
      if (other !== null && other !== value) {
        const either = await list(def, `pageSize=200&${field.name}=${asParam(value)},${asParam(other)}`);
        expect(either.items.map((i) => i.id)).toEqual(expect.arrayContaining([ids[0], ids[1]]));
        const repeated = await list(
          def,
          `pageSize=200&${field.name}=${asParam(value)}&${field.name}=${asParam(other)}`,
        );
        expect(repeated.items).toEqual(either.items);
      }
    }
  });

  it('answers ?schema with the public definition and the caller’s abilities', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/${def.name}?schema`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const writable = !def.readOnly;
    // An append-only entity (consents: issue 17's history) takes new records, never changes.
    const changeable = writable && !def.appendOnly;
    expect(res.json()).toEqual({
      ...JSON.parse(JSON.stringify(publicDefinition(def))),
      abilities: { create: writable, edit: changeable, delete: changeable, export: true },
    });
    expect(res.body).not.toContain(`"table"`);

    const listPermissions = permissionsFor(def, 'list');
    const viewer = await login(app, await buildUser(db, { permissions: listPermissions.join(' ') }));
    const limited = await app.inject({ method: 'GET', url: `/api/${def.name}?schema`, headers: { cookie: viewer } });
    // A list holder can do only what the definition's permissions give them (roles need the same right throughout).
    const can = (call: 'create' | 'edit' | 'delete' | 'export') => meetsAll(listPermissions, def.permissions[call]);
    expect(limited.json().abilities).toEqual({
      create: writable && can('create'),
      edit: writable && can('edit'),
      delete: writable && can('delete'),
      export: can('export'),
    });
  });

  it('refuses unknown and bad parameters with 422 details naming each', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/${def.name}?nonsense=1&sort=notAColumn&order=sideways&page=0&pageSize=201`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['nonsense', 'order', 'page', 'pageSize', 'sort']);
    const typed = filterFields(def).find((f) => f.input === 'number' || f.input === 'checkbox' || f.options);
    if (typed) {
      const bad = await app.inject({
        method: 'GET',
        url: `/api/${def.name}?${typed.name}=not-a-valid-value`,
        headers: { cookie },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().details).toEqual([{ param: typed.name, message: expect.any(String) }]);
    }
    const exported = await app.inject({ method: 'GET', url: `/api/${def.name}?export=pdf`, headers: { cookie } });
    expect(exported.statusCode).toBe(422);
    expect(exported.json().details).toEqual([{ param: 'export', message: expect.any(String) }]);
  });

  it('reads a page with two queries whatever the filters, and skips the page past the end', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const raw: Record<string, string> = {
      search: 'a',
      pageSize: '50',
      sort: def.columns.at(-1)?.field ?? def.defaultSort.field,
      order: 'desc',
    };
    const first = await getRecord(def, ids[0] as number);
    for (const field of filterFields(def)) if (first[field.name] !== null) raw[field.name] = String(first[field.name]);
    const page = await listPage(db.kysely.withPlugin(counting) as unknown as AnyDb, def, parseListQuery(def, raw));
    expect(queries).toBe(page.total > 0 ? 2 : 1);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    queries = 0;
    const past = await listPage(
      db.kysely.withPlugin(counting) as unknown as AnyDb,
      def,
      parseListQuery(def, { page: '1000', pageSize: '50' }),
    );
    expect(past.items).toEqual([]);
    expect(queries).toBe(1);
  });
});

describe('the cohort filter (spec 3, 9)', () => {
  const withCohort = ENTITIES.filter((d) => d.cohortFilter);
  it.each(withCohort.map((d) => [d.name, d] as const))('%s lists only the cohorts asked for', async (_name, def) => {
    const id = await createSample(app, db, cookie, def, nextSample());
    const cohort = (await getRecord(def, id)).cohort;
    expect(cohort).not.toBeNull();
    const page = await list(def, `pageSize=200&cohort=${asParam(cohort)}`);
    expect(page.items.map((i) => i.id)).toContain(id);
    for (const item of page.items) expect((await getRecord(def, item.id)).cohort).toBe(cohort);
    const unknown = await app.inject({ method: 'GET', url: `/api/${def.name}?cohort=99`, headers: { cookie } });
    expect(unknown.statusCode).toBe(422);
  });
});
