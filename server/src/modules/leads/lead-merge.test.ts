import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 17: merging a duplicate potential student into another keeps every activity, stage
// history, consent and event registration on the survivor, with the values staff chose; it is
// audited, refused with a reason when the other person holds records a merge does not move.

const { app, db } = await createTestApp();
const recruiter = await login(
  app,
  await buildUser(db, { permissions: 'leads:menu leads:view leads:create leads:edit leads:delete' }),
);
const editor = await login(app, await buildUser(db, { permissions: 'leads:menu leads:view leads:edit' }));
const now = new Date().toISOString();

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, cookie = recruiter) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newLead(body: Record<string, unknown>) {
  const res = await call('POST', '/leads', { stage: 'Initial contact made', hub: 'Durham', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number };
}
const personOf = async (leadId: number) =>
  Number(
    (await db.kysely.selectFrom('leads').select('person_id').where('id', '=', leadId).executeTakeFirstOrThrow())
      .person_id,
  );

/** The two records' versions as the preview reads them, which a merge sends back. */
async function versions(id: number, otherId: number) {
  const preview = await call('GET', `/leads/${id}/merge/${otherId}`);
  expect(preview.statusCode, preview.body).toBe(200);
  const body = preview.json() as { survivor: { version: number }; other: { version: number } };
  return { version: body.survivor.version, otherVersion: body.other.version };
}

async function register(personId: number, eventId: number | null, attended: number) {
  await db.kysely
    .insertInto('registrations')
    .values({
      person_id: personId,
      event_name: 'Open day',
      event_date: '2026-10-01',
      attended,
      notes: null,
      event_id: eventId,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('POST /leads/:id/merge', () => {
  it('keeps activities, stage history, consents and registrations of both on the survivor, with the chosen values', async () => {
    const a = await newLead({ firstName: 'Anna', lastName: 'Field', email: 'anna.field@example.org' });
    const b = await newLead({ firstName: 'Ann', lastName: 'Field', email: 'ann.f@example.org', hub: 'Bristol' });
    const moved = await call('PATCH', `/leads/${b.id}`, { version: b.version, stage: 'Engaged with HD/PD' });
    expect(moved.statusCode, moved.body).toBe(200);
    const logged = await call('POST', `/leads/${b.id}/activities`, {
      kind: 'Call',
      occurredOn: '2026-11-01',
      note: 'Rang',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const [pa, pb] = [await personOf(a.id), await personOf(b.id)];
    const { id: eventId } = await db.kysely
      .insertInto('lead_events')
      .values({
        name: 'Open day',
        kind: 'Open day',
        held_on: '2026-10-01',
        place: 'Durham',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await register(pa, eventId, 0);
    await register(pb, eventId, 1);
    await register(pb, null, 1);
    await db.kysely
      .insertInto('consents')
      .values({
        person_id: pb,
        consent_type: 'Marketing e-mails',
        given: 1,
        given_on: '2026-10-01',
        method: 'Form',
        notes: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const preview = await call('GET', `/leads/${a.id}/merge/${b.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      problem: null,
      survivor: { id: a.id, values: { email: 'anna.field@example.org', hub: 'Durham' } },
      other: {
        id: b.id,
        values: { email: 'ann.f@example.org', stage: 'Engaged with HD/PD' },
        activities: 3,
        registrations: 2,
        consents: 1,
      },
    });

    const res = await call('POST', `/leads/${a.id}/merge`, {
      otherId: b.id,
      take: ['email', 'stage'],
      ...(await versions(a.id, b.id)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: a.id });

    expect((await call('GET', `/leads/${b.id}`)).statusCode).toBe(404);
    expect(await db.kysely.selectFrom('people').select('id').where('id', '=', pb).executeTakeFirst()).toBeUndefined();
    const survivor = (await call('GET', `/leads/${a.id}`)).json();
    expect(survivor).toMatchObject({
      firstName: 'Anna',
      email: 'ann.f@example.org',
      stage: 'Engaged with HD/PD',
      hub: 'Durham',
    });
    const panel = (await call('GET', `/leads/${a.id}/activity`)).json();
    const kinds = panel.activities.map((x: { kind: string; toStage: string | null }) => `${x.kind}:${x.toStage ?? ''}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['Call:', 'Stage change:Engaged with HD/PD', 'Stage change:Initial contact made']),
    );
    // a's own first stage, b's two stage rows and call, and the move the merge made
    expect(panel.activities).toHaveLength(5);
    const regs = await db.kysely
      .selectFrom('registrations')
      .select(['event_id', 'attended'])
      .where('person_id', '=', pa)
      .orderBy('id')
      .execute();
    expect(regs.map((r) => [r.event_id === null ? null : Number(r.event_id), Number(r.attended)])).toEqual([
      [Number(eventId), 1],
      [null, 1],
    ]);
    const consents = await db.kysely
      .selectFrom('consents')
      .select('consent_type')
      .where('person_id', '=', pa)
      .execute();
    expect(consents).toEqual([{ consent_type: 'Marketing e-mails' }]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'leads')
      .where('action', 'in', ['merge', 'merged-into'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'merge', entity_id: String(a.id) },
      { action: 'merged-into', entity_id: String(b.id) },
    ]);
  });

  it('refuses with a reason: itself, and a person who holds other records; nothing changes', async () => {
    const a = await newLead({ firstName: 'Cara', lastName: 'Lane', email: 'cara.lane@example.org' });
    const self = await call('POST', `/leads/${a.id}/merge`, { otherId: a.id, ...(await versions(a.id, a.id)) });
    expect(self.statusCode).toBe(422);
    expect(self.json().details[0]).toMatchObject({
      param: 'otherId',
      message: expect.stringContaining('itself') as string,
    });

    const account = await buildUser(db, { firstName: 'Cara', lastName: 'Lane' });
    const { id: otherId } = await db.kysely
      .insertInto('leads')
      .values({
        person_id: account.personId,
        stage: 'Initial contact made',
        first_source: null,
        first_contact: null,
        hub: null,
        programme_interest: null,
        notes: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const preview = (await call('GET', `/leads/${a.id}/merge/${otherId}`)).json();
    expect(preview.problem).toMatch(/a user account.*merge this one into it/);
    const refused = await call('POST', `/leads/${a.id}/merge`, { otherId, ...(await versions(a.id, otherId)) });
    expect(refused.statusCode).toBe(422);
    expect((await call('GET', `/leads/${otherId}`)).statusCode).toBe(200);
    // The other way round is allowed: the person with the account survives.
    const back = await call('POST', `/leads/${otherId}/merge`, { otherId: a.id, ...(await versions(otherId, a.id)) });
    expect(back.statusCode, back.body).toBe(200);
    expect((await call('GET', `/leads/${a.id}`)).statusCode).toBe(404);
  });

  it('needs leads:edit and leads:delete, and a known lead', async () => {
    const a = await newLead({ firstName: 'Dan', lastName: 'Moor', email: 'dan.moor@example.org' });
    const unknown = { otherId: 999999, version: 1, otherVersion: 1 };
    expect((await call('POST', `/leads/${a.id}/merge`, unknown, editor)).statusCode).toBe(403);
    expect((await call('POST', `/leads/${a.id}/merge`, unknown)).statusCode).toBe(404);
    const bad = await call('POST', `/leads/${a.id}/merge`, { otherId: 'x', take: ['password'] });
    expect(bad.statusCode).toBe(422);
  });
});
