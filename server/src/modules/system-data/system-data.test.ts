import { LOOKUP_LISTS } from '@collegium/domain/lookup-lists';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { LOOKUP_USES } from './lookup-uses.ts';

// Issue 15, Administration → System data (admin:admin): lookup lists with add, rename, retire,
// order and delete (never a value in use: 409 naming where), every change audited; the intakes map.

const { app, db } = await createTestApp();
const admin = await buildUser(db, { permissions: 'admin:admin admin:menu' });
const cookie = await login(app, admin);
const other = await login(app, await buildUser(db, { permissions: 'admin:menu students' }));

const get = async (url: string, c = cookie) => app.inject({ method: 'GET', url, headers: { cookie: c } });
const list = async (key: string) =>
  (await get(`/api/system-data/lists/${key}`)).json() as {
    values: { id: number; value: string; retired: boolean; version: number; usedBy: string[] }[];
  };
const valueOf = async (key: string, value: string) => {
  const found = (await list(key)).values.find((v) => v.value === value);
  if (!found) throw new Error(`no ${value} in ${key}`);
  return found;
};
const history = async (id: number) =>
  (
    await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'changes'])
      .where('entity', '=', 'lookup_values')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((r) => ({
    action: r.action,
    actor: r.actor_user_id,
    changes: JSON.parse(r.changes ?? 'null'),
  }));

describe('system data lists', () => {
  it('offers every list with today’s values as its defaults, to administrators only', async () => {
    const res = await get('/api/system-data');
    expect(res.statusCode).toBe(200);
    const lists = res.json().lists as { key: string; active: number; retired: number }[];
    expect(lists.map((l) => l.key)).toEqual(LOOKUP_LISTS.map((l) => l.key));
    expect(lists.find((l) => l.key === 'student-types')).toMatchObject({ active: 3, retired: 0 });
    expect((await list('student-types')).values.map((v) => v.value)).toEqual(['Independent', 'Ordinand', 'LLM']);
    expect((await get('/api/system-data', other)).statusCode).toBe(403);
    expect((await get('/api/system-data/lists/student-types', other)).statusCode).toBe(403);
    expect((await get('/api/system-data/lists/no-such-list')).statusCode).toBe(404);
    // Every list names where its values are held.
    for (const l of LOOKUP_LISTS) expect(LOOKUP_USES[l.key].length).toBeGreaterThan(0);
  });

  it('adds, renames, orders and retires values, each change audited; refuses duplicates per field', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/system-data/lists/lead-sources',
      headers: { cookie },
      payload: { value: ' Podcast ' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().values.at(-1)).toMatchObject({ value: 'Podcast', retired: false, usedBy: [] });
    const dup = await app.inject({
      method: 'POST',
      url: '/api/system-data/lists/lead-sources',
      headers: { cookie },
      payload: { value: 'podcast' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().details).toEqual([{ param: 'value', message: 'Lead sources already has podcast.' }]);
    const blank = await app.inject({
      method: 'POST',
      url: '/api/system-data/lists/lead-sources',
      headers: { cookie },
      payload: { value: '' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details).toEqual([{ param: 'value', message: 'Give the value.' }]);

    let podcast = await valueOf('lead-sources', 'Podcast');
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/system-data/lists/lead-sources/${podcast.id}`,
      headers: { cookie },
      payload: { version: podcast.version, value: 'Podcast or radio' },
    });
    expect(renamed.statusCode).toBe(200);
    podcast = await valueOf('lead-sources', 'Podcast or radio');
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/system-data/lists/lead-sources/${podcast.id}`,
      headers: { cookie },
      payload: { version: podcast.version - 1, retired: true },
    });
    expect(stale.statusCode).toBe(409);

    const up = await app.inject({
      method: 'PATCH',
      url: `/api/system-data/lists/lead-sources/${podcast.id}`,
      headers: { cookie },
      payload: { version: podcast.version, move: -1 },
    });
    expect(up.statusCode).toBe(200);
    const order = (up.json().values as { value: string }[]).map((v) => v.value);
    expect(order.slice(-2)).toEqual(['Podcast or radio', 'Other']);

    podcast = await valueOf('lead-sources', 'Podcast or radio');
    const retired = await app.inject({
      method: 'PATCH',
      url: `/api/system-data/lists/lead-sources/${podcast.id}`,
      headers: { cookie },
      payload: { version: podcast.version, retired: true },
    });
    expect(retired.statusCode).toBe(200);
    expect((await valueOf('lead-sources', 'Podcast or radio')).retired).toBe(true);

    expect((await history(podcast.id)).map((h) => [h.action, h.actor])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['update', admin.id],
      ['update', admin.id],
    ]);
    expect((await history(podcast.id))[1]?.changes).toContainEqual({
      field: 'value',
      before: 'Podcast',
      after: 'Podcast or radio',
    });
  });

  it('never deletes or renames a value still in use: 409 naming where; deletes an unused one', async () => {
    const person = await buildUser(db, { permissions: '' });
    const student = await buildStudent(db, person.personId);
    await db.kysely.updateTable('students').set({ student_type: 'Ordinand' }).where('id', '=', student.id).execute();
    await db.kysely
      .updateTable('engagements')
      .set({ student_type: 'Ordinand' })
      .where('id', '=', student.engagementId)
      .execute();

    const ordinand = await valueOf('student-types', 'Ordinand');
    expect(ordinand.usedBy).toEqual(['1 student', '1 engagement']);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/system-data/lists/student-types/${ordinand.id}?version=${ordinand.version}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({
      status: 409,
      code: 'conflict',
      message:
        'Ordinand is in use (1 student, 1 engagement): it cannot be deleted. Retire it instead, so it is no longer offered.',
    });
    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/system-data/lists/student-types/${ordinand.id}`,
      headers: { cookie },
      payload: { version: ordinand.version, value: 'Ordinand (BAP)' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toContain('1 student, 1 engagement');
    expect((await valueOf('student-types', 'Ordinand')).version).toBe(ordinand.version);

    const llm = await valueOf('student-types', 'LLM');
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/system-data/lists/student-types/${llm.id}?version=${llm.version}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().values.map((v: { value: string }) => v.value)).toEqual(['Independent', 'Ordinand']);
    expect((await history(llm.id)).map((h) => h.action)).toEqual(['delete']);
  });
});

describe('the intakes map', () => {
  it('adds an intake and changes its programmes, audited; unknown programmes and dates refused per field', async () => {
    const now = new Date().toISOString();
    for (const [code, title] of [
      ['BTh', 'BTh Theology'],
      ['MA', 'MA Theology'],
      ['CertHE', 'CertHE Theology'],
    ] as const) {
      await db.kysely.deleteFrom('programmes').where('code', '=', code).execute();
      await db.kysely
        .insertInto('programmes')
        .values({ code, title, award: null, levels: '4', credits: 120, created_at: now, updated_at: now })
        .execute();
    }
    const added = await app.inject({
      method: 'POST',
      url: '/api/system-data/intakes',
      headers: { cookie },
      payload: { startsOn: '2031-09-01', programmes: ['BTh', 'MA'] },
    });
    expect(added.statusCode).toBe(201);
    const intake = added.json().intakes.find((i: { startsOn: string }) => i.startsOn === '2031-09-01');
    expect(intake).toMatchObject({ programmes: ['BTh', 'MA'], version: 1 });

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/system-data/intakes/${intake.id}`,
      headers: { cookie },
      payload: { version: 1, programmes: ['BTh', 'CertHE'] },
    });
    expect(changed.statusCode).toBe(200);
    // The rest of the product reads the change: the intakes map of spec 3.
    const map = await app.inject({
      method: 'GET',
      url: '/api/intakes',
      headers: { cookie: await login(app, await buildUser(db, { permissions: 'students:menu' })) },
    });
    expect(map.json()['2031-09-01']).toEqual(['BTh', 'CertHE']);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/system-data/intakes/${intake.id}`,
          headers: { cookie },
          payload: { version: 1, programmes: ['MA'] },
        })
      ).statusCode,
    ).toBe(409);

    const unknown = await app.inject({
      method: 'PUT',
      url: `/api/system-data/intakes/${intake.id}`,
      headers: { cookie },
      payload: { version: 2, programmes: ['XYZ'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([{ param: 'programmes', message: 'There is no programme XYZ.' }]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/system-data/intakes',
      headers: { cookie },
      payload: { startsOn: '2031-09-01', programmes: ['MA'] },
    });
    expect(again.json().details).toEqual([{ param: 'startsOn', message: 'There is already an intake on 2031-09-01.' }]);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/system-data/intakes',
      headers: { cookie },
      payload: { startsOn: '2031-02-30', programmes: [] },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['programmes', 'startsOn']);

    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'intakes')
      .where('entity_id', '=', String(intake.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]?.changes ?? '[]')).toEqual([
      { field: 'programmes', before: ['BTh', 'MA'], after: ['BTh', 'CertHE'] },
    ]);
    expect((await get('/api/system-data/intakes', other)).statusCode).toBe(403);
  });
});
