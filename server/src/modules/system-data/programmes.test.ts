import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 15, System data → Programmes (admin:admin): add, edit (the code only while unused),
// order, retire, delete only when unused (409 naming where), every change audited.

const { app, db } = await createTestApp();
const admin = await buildUser(db, { permissions: 'admin:admin admin:menu' });
const cookie = await login(app, admin);
const other = await login(app, await buildUser(db, { permissions: 'admin:menu students' }));

type Row = { id: number; code: string; version: number; retired: boolean; usedBy: string[]; paces: string[] };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, c = cookie) =>
  app.inject({
    method,
    url: `/api/system-data/programmes${url}`,
    headers: { cookie: c },
    ...(payload ? { payload } : {}),
  });
const rowOf = async (code: string) => {
  const found = ((await call('GET', '')).json().programmes as Row[]).find((p) => p.code === code);
  if (!found) throw new Error(`no programme ${code}`);
  return found;
};
const ma = {
  code: 'MTh',
  title: 'MTh in Practical Theology',
  award: 'MTh',
  levels: ['7', '7Diss'],
  credits: 180,
  transferable: false,
  paces: ['PT', 'Extended'],
};

describe('programmes', () => {
  it('adds, edits, orders and retires a programme, audited; refuses bad fields and duplicates per field', async () => {
    expect((await call('GET', '', undefined, other)).statusCode).toBe(403);
    const added = await call('POST', '', ma);
    expect(added.statusCode, added.body).toBe(201);
    expect(await rowOf('MTh')).toMatchObject({ ...ma, retired: false, usedBy: [], version: 1 });

    const dup = await call('POST', '', { ...ma, code: 'mth' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().details).toEqual([{ param: 'code', message: 'There is already a programme mth.' }]);
    const bad = await call('POST', '', { ...ma, code: 'M Th', levels: ['9'], credits: -1, paces: [] });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['code', 'credits', 'levels.0', 'paces']);

    let row = await rowOf('MTh');
    const edited = await call('PATCH', `/${row.id}`, {
      version: row.version,
      code: 'MTh2',
      title: 'MTh',
      paces: ['FT'],
      transferable: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    row = await rowOf('MTh2');
    expect(row).toMatchObject({ paces: ['FT'], version: 2 });
    expect((await call('PATCH', `/${row.id}`, { version: 1, retired: true })).statusCode).toBe(409);
    await call('POST', '', { ...ma, code: 'Zed' });
    const moved = await call('PATCH', `/${row.id}`, { version: row.version, move: 1 });
    expect(moved.statusCode).toBe(200);
    expect((moved.json().programmes as Row[]).map((p) => p.code).slice(-2)).toEqual(['Zed', 'MTh2']);
    row = await rowOf('MTh2');
    expect((await call('PATCH', `/${row.id}`, { version: row.version, retired: true })).statusCode).toBe(200);
    expect(await rowOf('MTh2')).toMatchObject({ retired: true });

    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'changes'])
      .where('entity', '=', 'programmes')
      .where('entity_id', '=', String(row.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_user_id])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['update', admin.id],
      ['update', admin.id],
    ]);
    expect(JSON.parse(audit[1]?.changes ?? '[]')).toContainEqual({ field: 'code', before: 'MTh', after: 'MTh2' });
  });

  it('never deletes a programme in use nor changes its code: 409 naming where; deletes an unused one', async () => {
    await call('POST', '', { ...ma, code: 'BDiv' });
    await call('POST', '', { ...ma, code: 'Spare' });
    const person = await buildUser(db, { permissions: '' });
    const student = await buildStudent(db, person.personId);
    await db.kysely.updateTable('students').set({ programme_code: 'BDiv' }).where('id', '=', student.id).execute();
    await db.kysely
      .updateTable('engagements')
      .set({ programme_code: 'BDiv' })
      .where('id', '=', student.engagementId)
      .execute();
    const bdiv = await rowOf('BDiv');
    expect(bdiv.usedBy).toEqual(['1 student', '1 engagement']);
    const del = await call('DELETE', `/${bdiv.id}?version=${bdiv.version}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'BDiv is in use (1 student, 1 engagement): it cannot be deleted. Retire it instead, so it is no longer offered.',
    );
    const recode = await call('PATCH', `/${bdiv.id}`, { version: bdiv.version, code: 'BD' });
    expect(recode.statusCode).toBe(409);
    const spare = await rowOf('Spare');
    expect((await call('DELETE', `/${spare.id}?version=${spare.version}`)).statusCode).toBe(200);
    expect(((await call('GET', '')).json().programmes as Row[]).map((p) => p.code)).not.toContain('Spare');
  });
});
