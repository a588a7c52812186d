import { ENTITIES } from '@collegium/domain/entities/registry';
import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { sampleRecord } from '@collegium/domain/entities/sample-record';
import { meetsAll } from '@collegium/domain/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess } from '../../http/access.ts';
import { createSample, nextSample, permissionsFor } from '../../test/entity-factories.ts';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Who may make each generic call: every route declares its definition's permission; without a
// session it is 401, without the permission 403, for every definition in the registry.

const { app, db, routes } = await createTestApp();

type Call = keyof EntityDefinition['permissions'];
const CALLS = ['list', 'view', 'create', 'edit', 'delete'] as const satisfies readonly Call[];

/** Each generic route, the permission it needs, and a request for a record `id`. */
function requests(def: EntityDefinition, id: number) {
  const one = `/api/${def.name}/${id}`;
  return [
    { call: 'list', method: 'GET', url: `/api/${def.name}` },
    { call: 'list', method: 'GET', url: `/api/${def.name}?schema` },
    { call: 'view', method: 'GET', url: one },
    { call: 'view', method: 'GET', url: `${one}/history` },
    { call: 'create', method: 'POST', url: `/api/${def.name}`, payload: sampleRecord(def, nextSample()) },
    { call: 'edit', method: 'PUT', url: one, payload: { ...sampleRecord(def, nextSample()), version: 1 } },
    { call: 'edit', method: 'PATCH', url: one, payload: { version: 1 } },
    { call: 'delete', method: 'DELETE', url: `${one}?version=1` },
  ] as const;
}

let admin: string;
/** One user per call holding, for every definition, only that call's permission. */
const holders: Partial<Record<Call | 'none', { cookie: string; permissions: string[] }>> = {};

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: '*' }));
  for (const call of [...CALLS, 'none'] as const) {
    const permissions = call === 'none' ? ['dashboard:view'] : ENTITIES.flatMap((d) => permissionsFor(d, call));
    holders[call] = {
      cookie: await login(app, await buildUser(db, { permissions: permissions.join(' ') })),
      permissions,
    };
  }
});

describe('route declarations', () => {
  it('declares the definition’s permission on every generic route, read-only ones included', () => {
    const table = Object.fromEntries(routes.map((r) => [`${String(r.method)} ${r.url}`, describeAccess(r.access)]));
    for (const def of ENTITIES) {
      const base = `/api/${def.name}`;
      const expected = {
        [`GET ${base}`]: describeAccess({ requires: def.permissions.list }),
        [`GET ${base}/:id`]: describeAccess({ requires: def.permissions.view }),
        [`GET ${base}/:id/history`]: describeAccess({ requires: def.permissions.view }),
        [`POST ${base}`]: describeAccess({ requires: def.permissions.create }),
        [`PUT ${base}/:id`]: describeAccess({ requires: def.permissions.edit }),
        [`PATCH ${base}/:id`]: describeAccess({ requires: def.permissions.edit }),
        [`DELETE ${base}/:id`]: describeAccess({ requires: def.permissions.delete }),
      };
      expect(table).toMatchObject(expected);
    }
  });
});

describe.each(ENTITIES.map((d) => [d.name, d] as const))('%s access', (_name, def) => {
  let id = 0;
  beforeAll(async () => {
    id = await createSample(app, db, admin, def);
  });

  it('answers 401 to every call without a session', async () => {
    for (const r of requests(def, id)) {
      const res = await app.inject({ method: r.method, url: r.url, ...('payload' in r ? { payload: r.payload } : {}) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });

  it.each(CALLS.map((c) => [c] as const))(
    'a holder of only the %s permissions gets 403 exactly where it falls short',
    async (held) => {
      const holder = holders[held];
      if (!holder) throw new Error('no holder');
      for (const r of requests(def, id)) {
        const res = await app.inject({
          method: r.method,
          url: r.url,
          headers: { cookie: holder.cookie },
          ...('payload' in r ? { payload: r.payload } : {}),
        });
        const allowed = meetsAll(holder.permissions, def.permissions[r.call]);
        if (allowed) expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(403);
        else expect(res.json(), `${r.method} ${r.url}`).toMatchObject({ status: 403, code: 'forbidden' });
      }
    },
  );

  it('a user with no permission of the area gets 403 from every call', async () => {
    for (const r of requests(def, id)) {
      const res = await app.inject({
        method: r.method,
        url: r.url,
        headers: { cookie: holders.none?.cookie ?? '' },
        ...('payload' in r ? { payload: r.payload } : {}),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });
});
