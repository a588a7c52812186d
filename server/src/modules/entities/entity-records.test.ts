import { ENTITIES } from '@collegium/domain/entities/registry';
import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { sampleRecord } from '@collegium/domain/entities/sample-record';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSample, insertDirect, nextSample, permissionsFor } from '../../test/entity-factories.ts';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { writableFields } from './entity-columns.ts';
import { STALE_VERSION_MESSAGE } from './record-repository.ts';

// The generic record calls (contract "Generic entity calls"), run over every definition in the
// registry: round trip, validation, optimistic concurrency, audit and history, 404 and 405.

const { app, db } = await createTestApp();
let admin: { id: number; email: string; password: string; cookie: string };

beforeAll(async () => {
  const user = await buildUser(db, { permissions: '*', firstName: 'Ada', lastName: 'Admin' });
  admin = { ...user, cookie: await login(app, user) };
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = admin.cookie,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const writable = ENTITIES.filter((d) => !d.readOnly && !d.appendOnly);
const appendOnly = ENTITIES.filter((d) => d.appendOnly);
const readOnly = ENTITIES.filter((d) => d.readOnly);

/** A field to patch and a new valid value for it, different from the record's. */
function patchTarget(
  def: EntityDefinition,
  record: Record<string, unknown>,
): { field: FieldDefinition; value: unknown } {
  const other = sampleRecord(def, nextSample() + 7);
  const candidates = writableFields(def).filter(
    (f) => !f.optionsBy && other[f.name] !== record[f.name] && other[f.name] !== null,
  );
  const field = candidates.find((f) => f.input === 'text' || f.input === 'textarea') ?? candidates[0];
  if (!field) throw new Error(`${def.name}: no field to patch`);
  return { field, value: other[field.name] };
}

describe.each(writable.map((d) => [d.name, d] as const))('%s: create, read, update, patch, delete', (_name, def) => {
  it('round-trips every field through POST, GET, PUT, PATCH and DELETE, auditing each', async () => {
    const sample = sampleRecord(def, nextSample());
    const created = await call('POST', `/${def.name}`, sample);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(Object.keys(record).sort()).toEqual(
      ['id', 'version', 'createdAt', 'updatedAt', ...def.fields.map((f) => f.name)].sort(),
    );
    for (const field of writableFields(def)) expect(record[field.name], field.name).toEqual(sample[field.name]);

    const read = await call('GET', `/${def.name}/${record.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(record);

    // A user's new sign-in address waits for its confirmation link (users/user-editing.test.ts).
    const replacement: Record<string, unknown> = {
      ...sampleRecord(def, nextSample()),
      ...(def.name === 'users' ? { email: record.email } : {}),
    };
    const put = await call('PUT', `/${def.name}/${record.id}`, { ...replacement, version: record.version });
    expect(put.statusCode, put.body).toBe(200);
    const replaced = put.json();
    expect(replaced.version).toBeGreaterThan(record.version);
    for (const field of writableFields(def)) expect(replaced[field.name], field.name).toEqual(replacement[field.name]);

    const { field, value } = patchTarget(def, replaced);
    const patch = await call('PATCH', `/${def.name}/${record.id}`, { version: replaced.version, [field.name]: value });
    expect(patch.statusCode, patch.body).toBe(200);
    const patched = patch.json();
    expect(patched[field.name]).toEqual(value);
    expect(patched.version).toBeGreaterThan(replaced.version);
    expect({ ...patched, [field.name]: null, version: 0, updatedAt: '' }).toEqual({
      ...replaced,
      [field.name]: null,
      version: 0,
      updatedAt: '',
    });

    const history = await call('GET', `/${def.name}/${record.id}/history`);
    expect(history.statusCode).toBe(200);
    const items = history.json().items;
    expect(items.map((i: { action: string }) => i.action)).toEqual(['update', 'update', 'create']);
    expect(items[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin' },
      actingAs: null,
      changes: [{ field: field.name, label: field.label, before: replaced[field.name], after: value }],
    });
    const creation = items[2].changes as { field: string; after: unknown }[];
    expect(creation.every((c) => c.after !== null)).toBe(true);
    expect(Object.fromEntries(creation.map((c) => [c.field, c.after]))).toEqual(
      Object.fromEntries(Object.entries(sample).filter(([, v]) => v !== null)),
    );

    const removed = await call('DELETE', `/${def.name}/${record.id}?version=${patched.version}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('GET', `/${def.name}/${record.id}`)).statusCode).toBe(404);
    const after = (await call('GET', `/${def.name}/${record.id}/history`)).json().items;
    expect(after[0]).toMatchObject({ action: 'delete', actor: { id: admin.id } });
    expect(after[0].changes.every((c: { after: unknown }) => c.after === null)).toBe(true);
  });

  it('answers 422 with one detail per field in the definition’s words', async () => {
    const sample = sampleRecord(def, nextSample());
    const required =
      writableFields(def).find((f) => f.required && f.input !== 'checkbox') ??
      writableFields(def).find((f) => f.required);
    const select = writableFields(def).find((f) => f.options && f.input === 'select');
    const body: Record<string, unknown> = { ...sample, notAField: 1 };
    if (required) delete body[required.name];
    if (select) body[select.name] = 'Not one of the options';
    const res = await call('POST', `/${def.name}`, body);
    expect(res.statusCode).toBe(422);
    const error = res.json();
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
    const params = error.details.map((d: { param: string }) => d.param);
    expect(new Set(params).size).toBe(params.length);
    expect(error.details).toContainEqual({ param: 'notAField', message: expect.stringContaining('notAField') });
    if (required)
      expect(error.details).toContainEqual({ param: required.name, message: `${required.label} is required.` });
    if (select)
      expect(error.details).toContainEqual({
        param: select.name,
        message: `Choose one of: ${select.options?.join(', ')}.`,
      });
    for (const detail of error.details) expect(detail.message).not.toMatch(/Invalid input|expected/);

    const id = await createSample(app, db, admin.cookie, def);
    const current = (await call('GET', `/${def.name}/${id}`)).json();
    if (required) {
      const patch = await call('PATCH', `/${def.name}/${id}`, { version: current.version, [required.name]: null });
      expect(patch.statusCode).toBe(422);
      expect(patch.json().details).toEqual([{ param: required.name, message: `${required.label} is required.` }]);
    }
    const noVersion = await call('PUT', `/${def.name}/${id}`, sample);
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().details).toContainEqual({ param: 'version', message: expect.any(String) });
    expect((await call('GET', `/${def.name}/${id}`)).json()).toEqual(current);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const id = await createSample(app, db, admin.cookie, def);
    const original = (await call('GET', `/${def.name}/${id}`)).json();
    const { field, value } = patchTarget(def, original);
    const first = await call('PATCH', `/${def.name}/${id}`, { version: original.version, [field.name]: value });
    expect(first.statusCode).toBe(200);
    const current = first.json();

    const stale = [
      await call('PUT', `/${def.name}/${id}`, { ...sampleRecord(def, nextSample()), version: original.version }),
      await call('PATCH', `/${def.name}/${id}`, { version: original.version, [field.name]: original[field.name] }),
      await call('DELETE', `/${def.name}/${id}?version=${original.version}`),
    ];
    for (const res of stale) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, code: 'conflict', message: STALE_VERSION_MESSAGE });
    }
    expect((await call('GET', `/${def.name}/${id}`)).json()).toEqual(current);
    expect((await call('GET', `/${def.name}/${id}/history`)).json().items).toHaveLength(2);
  });

  it('answers 404 for an id that does not exist', async () => {
    const body = { ...sampleRecord(def, nextSample()), version: 1 };
    for (const [method, url, payload] of [
      ['GET', `/${def.name}/987654`],
      ['GET', `/${def.name}/987654/history`],
      ['GET', `/${def.name}/not-a-number`],
      ['GET', `/${def.name}/99999999999999`],
      ['PUT', `/${def.name}/987654`, body],
      ['PATCH', `/${def.name}/987654`, { version: 1 }],
      ['DELETE', `/${def.name}/987654?version=1`],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
    }
  });
});

describe.each(readOnly.map((d) => [d.name, d] as const))('%s: read-only', (_name, def) => {
  it('reads records and answers 405 to every write, changing nothing', async () => {
    const id = await insertDirect(db, def);
    const record = (await call('GET', `/${def.name}/${id}`)).json();
    expect(record).toMatchObject({ id, version: expect.any(Number) });
    for (const [method, url, payload] of [
      ['POST', `/${def.name}`, sampleRecord(def, nextSample())],
      ['PUT', `/${def.name}/${id}`, { ...sampleRecord(def, nextSample()), version: record.version }],
      ['PATCH', `/${def.name}/${id}`, { version: record.version }],
      ['DELETE', `/${def.name}/${id}?version=${record.version}`],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
    }
    expect((await call('GET', `/${def.name}/${id}`)).json()).toEqual(record);
    expect((await call('GET', `/${def.name}/${id}/history`)).json()).toEqual({ items: [] });
  });
});

describe.each(appendOnly.map((d) => [d.name, d] as const))('%s: append-only', (_name, def) => {
  it('creates records, refuses every change and deletion with 409, changing nothing', async () => {
    const created = await call('POST', `/${def.name}`, sampleRecord(def, nextSample()));
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    const schema = (await call('GET', `/${def.name}?schema=1`)).json();
    expect(schema.abilities).toMatchObject({ create: true, edit: false, delete: false });
    const target = patchTarget(def, record);
    for (const [method, url, payload] of [
      ['PUT', `/${def.name}/${record.id}`, { ...sampleRecord(def, nextSample()), version: record.version }],
      ['PATCH', `/${def.name}/${record.id}`, { [target.field.name]: target.value, version: record.version }],
      ['DELETE', `/${def.name}/${record.id}?version=${record.version}`],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
    }
    expect((await call('GET', `/${def.name}/${record.id}`)).json()).toMatchObject({
      id: record.id,
      version: record.version,
    });
  });
});

describe('audit while impersonating', () => {
  it('records the real user as actor and the acted-as user as acting as', async () => {
    const def = writable[0] as EntityDefinition;
    const all = (['view', 'create', 'edit', 'delete'] as const).flatMap((c) => permissionsFor(def, c));
    const staff = await buildUser(db, { permissions: all.join(' '), firstName: 'Sam', lastName: 'Staff' });
    // A session of its own: starting to act as someone ends the session it starts from.
    const own = await login(app, admin);
    const loginAs = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${staff.id}`,
      headers: { cookie: own },
    });
    expect(loginAs.statusCode, loginAs.body).toBe(200);
    const cookie = `collegium_session=${loginAs.cookies.find((c) => c.name === 'collegium_session')?.value}`;
    const id = await createSample(app, db, cookie, def);
    const items = (await call('GET', `/${def.name}/${id}/history`, undefined, cookie)).json().items;
    expect(items[0]).toMatchObject({
      action: 'create',
      actor: { id: admin.id, name: 'Ada Admin' },
      actingAs: { id: staff.id, name: 'Sam Staff' },
    });
    const row = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', def.name)
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_user_id: admin.id, as_user_id: staff.id, action: 'create' });
  });
});

describe('two writes from the same version at once', () => {
  it.each(writable.map((d) => [d.name, d] as const))('%s: one wins, the other gets 409', async (_name, def) => {
    const id = await createSample(app, db, admin.cookie, def);
    const record = (await call('GET', `/${def.name}/${id}`)).json();
    const { field, value } = patchTarget(def, record);
    const results = await Promise.all([
      call('PATCH', `/${def.name}/${id}`, { version: record.version, [field.name]: value }),
      call('PUT', `/${def.name}/${id}`, { ...sampleRecord(def, nextSample()), version: record.version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = (await call('GET', `/${def.name}/${id}/history`)).json().items;
    // One update recorded, the loser's none. An entity's own rules may add entries of their own
    // beside it (a changed sign-in address of a user is also "email-change.requested").
    const generic = history.map((h: { action: string }) => h.action).filter((a: string) => !a.includes('.'));
    expect(generic).toEqual(['update', 'create']);
  });
});
