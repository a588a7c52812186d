import cookiePlugin from '@fastify/cookie';
import { ENTITIES } from '@collegium/domain/entities/registry';
import type { EntityDefinition, EntityReference } from '@collegium/domain/entities/entity-definition';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthContext, registerAccessControl } from '../../http/access.ts';
import { errorHandler } from '../../http/errors.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { createSample, insertDirect, permissionsFor } from '../../test/entity-factories.ts';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { selectList } from '../../test/reference-list.ts';
import { listItems } from './list-repository.ts';
import { type ListItem, toListItem } from './row-mapping.ts';
import type { AnyDb } from './entity-columns.ts';
import { listFields } from './entity-columns.ts';
import type { ListExporter } from './list-export.ts';
import { entityRoutes } from './routes.ts';

// A delete refused while other records point at the record (409 naming them), and the hook
// through which ?export=<format> hands the filtered list to a download writer.

const testApp = await createTestApp();
const { app, db } = testApp;
let admin: string;

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: '*' }));
});

/** Makes a row of the reference's table point at `targetId`: a sample of the entity stored there. */
async function pointAt(reference: EntityReference, targetId: number) {
  // Issue 17: gifts are a fundraising table of their own, not a generic entity.
  if (reference.table === 'gifts') {
    const now = new Date().toISOString();
    const gift = await db.kysely
      .insertInto('gifts')
      .values({
        donor_id: targetId,
        received_on: '2026-01-05',
        amount_pence: 1_000,
        fund: 'General fund',
        method: 'Cheque',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { table: 'gifts', id: Number(gift.id) };
  }
  const holder = ENTITIES.find((d) => d.table === reference.table);
  if (!holder) throw new Error(`no definition stores ${reference.table}; add a way to make its rows here`);
  const id = await insertDirect(db, holder);
  const k = db.kysely as unknown as AnyDb;
  await k
    .updateTable(reference.table)
    .set({ [reference.column]: targetId })
    .where('id', '=', id)
    .execute();
  return { table: holder.table, id };
}

const referenced = ENTITIES.filter((d) => !d.readOnly && (d.references?.length ?? 0) > 0);

describe.each(referenced.map((d) => [d.name, d] as const))('%s: delete while referenced', (_name, def) => {
  it('refuses with 409 naming what still points at it, deletes nothing, and deletes once they are gone', async () => {
    const id = await createSample(app, db, admin, def);
    const references = (def.references ?? []).slice(0, 2);
    const links: { table: string; id: number }[] = [];
    for (const [i, reference] of references.entries()) {
      for (let k = 0; k < (i === 0 ? 2 : 1); k++) links.push(await pointAt(reference, id));
    }
    const record = (
      await app.inject({ method: 'GET', url: `/api/${def.name}/${id}`, headers: { cookie: admin } })
    ).json();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/${def.name}/${id}?version=${record.version}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(409);
    const [first, second] = references;
    const singular = (label: string) => label.replace(/ies$/, 'y').replace(/s$/, '');
    const named = second ? `2 ${first?.label} and 1 ${singular(second.label)}` : `2 ${first?.label}`;
    expect(res.json()).toEqual({
      status: 409,
      code: 'conflict',
      message: `This ${def.label.toLowerCase()} is still linked to ${named}.`,
    });
    expect(
      (await app.inject({ method: 'GET', url: `/api/${def.name}/${id}`, headers: { cookie: admin } })).json(),
    ).toEqual(record);

    const k = db.kysely as unknown as AnyDb;
    for (const link of links) await k.deleteFrom(link.table).where('id', '=', link.id).execute();
    const retry = await app.inject({
      method: 'DELETE',
      url: `/api/${def.name}/${id}?version=${record.version}`,
      headers: { cookie: admin },
    });
    expect(retry.statusCode).toBe(204);
  });
});

describe('the export hook', () => {
  const calls: { entity: string; ids: number[]; user: number }[] = [];
  /** A stand-in writer: streams the same rows the list would show, as CSV. */
  const csv: ListExporter = async ({ def, query, db: database, auth, reply }) => {
    const fields = listFields(def);
    const items: ListItem[] = [];
    for await (const item of listItems(database.kysely as unknown as AnyDb, def, query, fields, 2)) items.push(item);
    const direct = await selectList(database.kysely as unknown as AnyDb, def, query, fields).execute();
    expect(items).toEqual(direct.map((r) => toListItem(fields, r as Record<string, unknown>)));
    calls.push({ entity: def.name, ids: items.map((i) => i.id), user: auth.user.id });
    return reply
      .header('content-type', 'text/csv')
      .send(items.map((i) => fields.map((f) => String(i[f.name] ?? '')).join(',')).join('\n'));
  };

  async function appWithExporter() {
    const bare = Fastify({ logger: false });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    bare.setErrorHandler(errorHandler);
    await bare.register(cookiePlugin);
    bare.decorateRequest('loadAuth', async () => null as AuthContext | null);
    bare.addHook('onRequest', async (request) => {
      const id = request.cookies[SESSION_COOKIE];
      request.loadAuth = async () => (id ? testApp.ctx.sessions.resolve(id) : null);
    });
    registerAccessControl(bare, []);
    await bare.register(entityRoutes(testApp.ctx, { exporters: { csv } }), { prefix: '/api' });
    return bare;
  }

  it('hands the filtered, sorted rows to the registered writer; refuses other formats and callers without export', async () => {
    const def = ENTITIES.find((d) => !d.readOnly && d.filters.length > 0) as EntityDefinition;
    const ids = [await createSample(app, db, admin, def), await createSample(app, db, admin, def)];
    const exporting = await appWithExporter();
    const listed = (
      await app.inject({
        method: 'GET',
        url: `/api/${def.name}?pageSize=200&sort=${def.columns[0]?.field}&order=desc`,
        headers: { cookie: admin },
      })
    ).json();
    const res = await exporting.inject({
      method: 'GET',
      url: `/api/${def.name}?export=csv&sort=${def.columns[0]?.field}&order=desc&pageSize=1`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(calls.at(-1)?.ids).toEqual(listed.items.map((i: { id: number }) => i.id));
    expect(calls.at(-1)?.ids).toEqual(expect.arrayContaining(ids));

    const other = await exporting.inject({
      method: 'GET',
      url: `/api/${def.name}?export=excel`,
      headers: { cookie: admin },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().details).toEqual([{ param: 'export', message: 'Choose one of: csv.' }]);

    const viewer = await login(app, await buildUser(db, { permissions: permissionsFor(def, 'list').join(' ') }));
    const refused = await exporting.inject({
      method: 'GET',
      url: `/api/${def.name}?export=csv`,
      headers: { cookie: viewer },
    });
    expect(refused.statusCode).toBe(403);
    const exporter = await login(
      app,
      await buildUser(db, {
        permissions: [...permissionsFor(def, 'list'), ...permissionsFor(def, 'export')].join(' '),
      }),
    );
    expect(
      (await exporting.inject({ method: 'GET', url: `/api/${def.name}?export=csv`, headers: { cookie: exporter } }))
        .statusCode,
    ).toBe(200);
    await exporting.close();
  });
});
