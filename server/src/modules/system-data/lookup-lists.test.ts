import { consents } from '@collegium/domain/entities/consents';
import { leads } from '@collegium/domain/entities/leads';
import { sampleRecord } from '@collegium/domain/entities/sample-record';
import { LOOKUP_DEFAULTS } from '@collegium/domain/lookup-lists';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 15, System data: hubs, bursary types and consent purposes are lists of their own (add,
// rename, retire, 409 while in use, audited), and the product reads every list from the table:
// GET /lookups/:list for any signed-in user, and writes refuse a value the list does not offer.

const { app, db } = await createTestApp();
const admin = await buildUser(db, { permissions: 'admin:admin admin:menu leads consents' });
const cookie = await login(app, admin);
const reader = await login(app, await buildUser(db, { permissions: 'students:menu' }));

type Value = { id: number; value: string; retired: boolean; version: number; usedBy: string[] };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, c = cookie) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie: c }, ...(payload ? { payload } : {}) });
const valueOf = async (list: string, value: string) => {
  const found = ((await call('GET', `/system-data/lists/${list}`)).json().values as Value[]).find(
    (v) => v.value === value,
  );
  if (!found) throw new Error(`no ${value} in ${list}`);
  return found;
};
const audits = async (id: number) =>
  (
    await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('entity', '=', 'lookup_values')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((r) => [r.action, r.actor_user_id]);

/** Makes a record hold `value` of the list. */
const holders: Record<string, (value: string) => Promise<void>> = {
  hubs: async (value) => {
    const person = await buildUser(db, { permissions: '' });
    const student = await buildStudent(db, person.personId);
    await db.kysely.updateTable('students').set({ hub: value }).where('id', '=', student.id).execute();
  },
  'bursary-types': async (value) => {
    const person = await buildUser(db, { permissions: '' });
    const student = await buildStudent(db, person.personId);
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('bursary_applications')
      .values({
        student_id: student.id,
        academic_year: 2026,
        status: 'Draft',
        bursary_type: value,
        income_band: null,
        dependants: null,
        other_funding: null,
        other_funding_total: null,
        monthly_outgoings: null,
        amount_requested: null,
        statement: null,
        submitted_at: null,
        decided_at: null,
        decided_by_user_id: null,
        decision_note: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  },
  'consent-purposes': async (value) => {
    const res = await call('POST', '/consents', { ...sampleRecord(consents, 1), consentType: value });
    expect(res.statusCode, res.body).toBe(201);
  },
};

describe('the lists moved from code', () => {
  it.each([
    ['hubs', 'Leeds', 'London', '1 student'],
    ['bursary-types', 'Hardship Fund', 'General Bursary', '1 bursary application'],
    ['consent-purposes', 'Prayer list', 'Photography', '1 consent'],
  ] as const)('%s: today’s values, add, rename, retire, 409 while in use, audited', async (list, added, held, use) => {
    const start = (await call('GET', `/system-data/lists/${list}`)).json().values as Value[];
    expect(start.map((v) => v.value)).toEqual(LOOKUP_DEFAULTS[list]);

    expect((await call('POST', `/system-data/lists/${list}`, { value: added })).statusCode).toBe(201);
    let v = await valueOf(list, added);
    const renamed = await call('PATCH', `/system-data/lists/${list}/${v.id}`, {
      version: v.version,
      value: `${added} 2`,
    });
    expect(renamed.statusCode).toBe(200);
    v = await valueOf(list, `${added} 2`);
    expect(
      (await call('PATCH', `/system-data/lists/${list}/${v.id}`, { version: v.version, retired: true })).statusCode,
    ).toBe(200);
    expect(await valueOf(list, `${added} 2`)).toMatchObject({ retired: true });
    expect(await audits(v.id)).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['update', admin.id],
    ]);

    await holders[list]!(held);
    const inUse = await valueOf(list, held);
    expect(inUse.usedBy).toEqual([use]);
    const del = await call('DELETE', `/system-data/lists/${list}/${inUse.id}?version=${inUse.version}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      `${held} is in use (${use}): it cannot be deleted. Retire it instead, so it is no longer offered.`,
    );
    const rename = await call('PATCH', `/system-data/lists/${list}/${inUse.id}`, {
      version: inUse.version,
      value: 'X',
    });
    expect(rename.statusCode).toBe(409);
    expect((await valueOf(list, held)).value).toBe(held);
  });
});

describe('what the product reads', () => {
  it('GET /lookups/:list gives any signed-in user the values offered, retired ones apart', async () => {
    const res = await call('GET', '/lookups/lead-sources', undefined, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'lead-sources', values: [...LOOKUP_DEFAULTS['lead-sources']], retired: [] });
    const other = await valueOf('lead-sources', 'Other');
    await call('PATCH', `/system-data/lists/lead-sources/${other.id}`, { version: other.version, retired: true });
    const after = (await call('GET', '/lookups/lead-sources', undefined, reader)).json();
    expect(after.values).not.toContain('Other');
    expect(after.retired).toEqual(['Other']);
    expect((await call('GET', '/lookups/no-such-list', undefined, reader)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/lookups/hubs' })).statusCode).toBe(401);
  });

  it('a record refuses a value its list does not offer, but keeps a retired value it holds', async () => {
    const base = { ...sampleRecord(leads, 3), hub: 'Durham', firstSource: 'Open day' };
    const created = await call('POST', '/leads', base);
    expect(created.statusCode, created.body).toBe(201);
    const lead = created.json() as { id: number; version: number };

    const unknown = await call('POST', '/leads', { ...base, hub: 'Atlantis', firstSource: 'Carrier pigeon' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { param: 'firstSource', message: expect.stringMatching(/^Choose a first source from the list: Website enquiry/) },
      { param: 'hub', message: expect.stringMatching(/^Choose a hub from the list: London, Birmingham/) },
    ]);

    const durham = await valueOf('hubs', 'Durham');
    await call('PATCH', `/system-data/lists/hubs/${durham.id}`, { version: durham.version, retired: true });
    expect((await call('GET', '/lookups/hubs', undefined, reader)).json().values).not.toContain('Durham');
    const retired = await call('POST', '/leads', base);
    expect(retired.statusCode).toBe(422);
    expect(retired.json().details.map((d: { param: string }) => d.param)).toEqual(['hub']);
    // The lead holding Durham is still saved whole, and may move to a hub offered.
    const kept = await call('PUT', `/leads/${lead.id}`, { ...base, version: lead.version, notes: 'Still Durham' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ hub: 'Durham' });
    const moved = await call('PATCH', `/leads/${lead.id}`, { version: kept.json().version, hub: 'Bristol' });
    expect(moved.statusCode).toBe(200);
    const back = await call('PATCH', `/leads/${lead.id}`, { version: moved.json().version, hub: 'Durham' });
    expect(back.statusCode).toBe(422);
  });
});
