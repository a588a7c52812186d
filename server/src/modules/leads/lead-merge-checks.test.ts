import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 17: a merge checks the versions read (either record changed since: 409, nothing changed),
// and before deleting the duplicate lead and its person it looks for every row pointing at them
// through the schema's foreign keys, so a table added later refuses the merge with a reason (422)
// instead of failing with a database error.

const { app, db } = await createTestApp();
const recruiter = await login(
  app,
  await buildUser(db, { permissions: 'leads:menu leads:view leads:create leads:edit leads:delete' }),
);
const k = db.kysely;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie: recruiter }, ...(payload ? { payload } : {}) });

let n = 0;
async function pair() {
  n++;
  const make = async (first: string, email: string) => {
    const res = await call('POST', '/leads', {
      stage: 'Initial contact made',
      hub: 'Durham',
      firstName: first,
      lastName: `Probe${n}`,
      email,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number };
  };
  const a = await make('Ada', `ada${n}@example.org`);
  const b = await make('Adah', `adah${n}@example.org`);
  const logged = await call('POST', `/leads/${b.id}/activities`, { kind: 'Call', occurredOn: '2026-11-02', note: 'x' });
  expect(logged.statusCode, logged.body).toBe(201);
  const preview = (await call('GET', `/leads/${a.id}/merge/${b.id}`)).json() as {
    survivor: { version: number; personId: number };
    other: { version: number; personId: number };
    problem: string | null;
  };
  return { a, b, preview, read: { version: preview.survivor.version, otherVersion: preview.other.version } };
}

/** Everything a refused merge must leave as it was. */
async function state(ids: number[]) {
  return {
    leads: await k.selectFrom('leads').selectAll().where('id', 'in', ids).orderBy('id').execute(),
    activities: await k.selectFrom('lead_activities').selectAll().where('lead_id', 'in', ids).orderBy('id').execute(),
    people: await k
      .selectFrom('people')
      .selectAll()
      .where('id', 'in', k.selectFrom('leads').select('person_id').where('id', 'in', ids))
      .orderBy('id')
      .execute(),
    audit: await k.selectFrom('audit_log').select('id').where('action', 'in', ['merge', 'merged-into']).execute(),
  };
}

describe('POST /leads/:id/merge checks', () => {
  it('refuses a merge when the duplicate changed since it was read (409), and nothing changes', async () => {
    const { a, b, read } = await pair();
    const moved = await call('PATCH', `/leads/${b.id}`, { version: b.version, hub: 'Bristol' });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await state([a.id, b.id]);
    const res = await call('POST', `/leads/${a.id}/merge`, { otherId: b.id, ...read });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    expect(await state([a.id, b.id])).toEqual(before);
  });

  it('refuses a merge when the survivor or its person changed since (409), then merges with the versions read again', async () => {
    const { a, b, read } = await pair();
    const edited = await call('PATCH', `/leads/${a.id}`, { version: a.version, phone: '0191 000 0000' });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = await state([a.id, b.id]);
    expect((await call('POST', `/leads/${a.id}/merge`, { otherId: b.id, ...read })).statusCode).toBe(409);
    expect(await state([a.id, b.id])).toEqual(before);
    const fresh = (await call('GET', `/leads/${a.id}/merge/${b.id}`)).json();
    const res = await call('POST', `/leads/${a.id}/merge`, {
      otherId: b.id,
      version: fresh.survivor.version,
      otherVersion: fresh.other.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `/leads/${b.id}`)).statusCode).toBe(404);
  });

  it('finds rows of a table added later that point at the duplicate person or lead, and refuses with a reason', async () => {
    await sql`create table merge_probe_notes (id integer primary key, person_id integer not null references people(id), note text)`.execute(
      k,
    );
    await sql`create table merge_probe_tasks (id integer primary key, lead_id integer not null references leads(id), task text)`.execute(
      k,
    );
    const first = await pair();
    await sql`insert into merge_probe_notes (id, person_id, note) values (1, ${first.preview.other.personId}, 'kept')`.execute(
      k,
    );
    const preview = (await call('GET', `/leads/${first.a.id}/merge/${first.b.id}`)).json();
    expect(preview.problem).toMatch(/records in merge probe notes.*merge this one into it/);
    const before = await state([first.a.id, first.b.id]);
    const refused = await call('POST', `/leads/${first.a.id}/merge`, { otherId: first.b.id, ...first.read });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details[0]).toMatchObject({ param: 'otherId' });
    expect(await state([first.a.id, first.b.id])).toEqual(before);

    const second = await pair();
    await sql`insert into merge_probe_tasks (id, lead_id, task) values (1, ${second.b.id}, 'ring back')`.execute(k);
    const res = await call('POST', `/leads/${second.a.id}/merge`, { otherId: second.b.id, ...second.read });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().details[0].message).toMatch(/records in merge probe tasks/);
    expect((await call('GET', `/leads/${second.b.id}`)).statusCode).toBe(200);

    // A row on the survivor's side stands in nobody's way: the other lead carries nothing held.
    await sql`insert into merge_probe_tasks (id, lead_id, task) values (2, ${second.a.id}, 'survivor task')`.execute(k);
    await sql`delete from merge_probe_tasks where id = 1`.execute(k);
    const merged = await call('POST', `/leads/${second.a.id}/merge`, { otherId: second.b.id, ...second.read });
    expect(merged.statusCode, merged.body).toBe(200);
  });
});
