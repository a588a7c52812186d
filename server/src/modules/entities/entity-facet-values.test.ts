import { fieldOf } from '@collegium/domain/entities/entity-definition';
import { facetFilters } from '@collegium/domain/entities/filter-values';
import { ENTITIES, findEntity } from '@collegium/domain/entities/registry';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSample, fullSample, nextSample, permissionsFor } from '../../test/entity-factories.ts';
import type { AnyDb } from './entity-columns.ts';
import { insertRecord } from './record-repository.ts';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 19, dead filters: GET {entity}/facets/{field} lists the values a filter column holds, from
// the facet counts, so a filter without fixed choices (the alumni's year of graduation) offers them.

const { app, db } = await createTestApp();
const alumni = findEntity('alumni')!;
const registrations = findEntity('registrations')!;
let admin: string;

const values = async (url: string, cookie = admin) => {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as { values?: string[]; message?: string } };
};

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: '*' }));
});

describe('GET {entity}/facets/{field}', () => {
  it('lists each year of graduation held, once, in order, and drops a year no record holds any more', async () => {
    const ids: number[] = [];
    for (const graduationYear of [2031, 2019, 2031]) {
      const record = { ...fullSample(alumni, nextSample()), graduationYear };
      ids.push(await insertRecord(db.kysely as unknown as AnyDb, alumni, record, new Date().toISOString()));
    }
    const first = await values('/api/alumni/facets/graduationYear');
    expect(first.status).toBe(200);
    expect(first.body.values).toEqual([...first.body.values!].sort());
    expect(first.body.values!.filter((v) => v === '2031')).toHaveLength(1);
    expect(first.body.values).toContain('2019');
    await db.kysely.deleteFrom('alumni').where('id', '=', ids[1]!).execute();
    expect((await values('/api/alumni/facets/graduationYear')).body.values).not.toContain('2019');
  });

  it('lists the events people registered for', async () => {
    await createSample(app, db, admin, registrations);
    const { status, body } = await values('/api/registrations/facets/eventName');
    expect(status).toBe(200);
    expect(body.values!.length).toBeGreaterThan(0);
  });

  it('answers 404 for a filter with fixed choices, a typed one or no filter, with a message', async () => {
    for (const url of ['/api/alumni/facets/hub', '/api/contacts/facets/city', '/api/alumni/facets/firstName']) {
      const { status, body } = await values(url);
      expect(status, url).toBe(404);
      expect(body.message).toMatch(/has no values to offer/);
    }
  });

  it('needs a session and the list permission', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/alumni/facets/graduationYear' })).statusCode).toBe(401);
    const other = await login(app, await buildUser(db, { permissions: 'dashboard:view' }));
    expect((await values('/api/alumni/facets/graduationYear', other)).status).toBe(403);
    const lister = await login(app, await buildUser(db, { permissions: permissionsFor(alumni, 'list').join(' ') }));
    expect((await values('/api/alumni/facets/graduationYear', lister)).status).toBe(200);
  });

  it('answers for every facet filter of every definition', async () => {
    for (const def of ENTITIES)
      for (const name of facetFilters(def)) {
        fieldOf(def, name);
        expect((await values(`/api/${def.name}/facets/${name}`)).status, `${def.name}.${name}`).toBe(200);
      }
  });
});
