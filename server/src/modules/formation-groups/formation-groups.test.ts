import { academicYearOf } from '@collegium/domain/academic-year';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 20, feature formation-groups: registry keeps a year's groups and their students; the
// leader sees their groups, the student their group and leader; off, no calls.

const t = await createTestApp({ FEATURES: 'formation-groups' });
const off = await createTestApp();
const YEAR = academicYearOf(new Date());

async function facultyFor(app: TestApp, personId: number) {
  const now = new Date().toISOString();
  const row = await app.db.kysely
    .insertInto('faculty')
    .values({
      person_id: personId,
      job_title: 'Tutor',
      department: null,
      qualifications: null,
      hub: 'Durham',
      start_date: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('formation groups (feature formation-groups)', () => {
  it('registry creates a group, adds and removes students; the leader and the student see it', async () => {
    const registry = await login(t.app, await buildUser(t.db, { permissions: 'students:view students:edit' }));
    const leaderUser = await buildUser(t.db, { permissions: 'mystudents:menu', firstName: 'Ruth', lastName: 'Lead' });
    const leaderId = await facultyFor(t, leaderUser.personId);
    const studentUser = await buildUser(t.db, { permissions: 'forms:student', lastName: 'Abbot' });
    const student = await buildStudent(t.db, studentUser.personId);
    const other = await buildStudent(t.db, (await buildUser(t.db, { lastName: 'Baker' })).personId);

    const created = await call(registry, 'POST', '/formation-groups', {
      academicYear: YEAR,
      name: ' St Aidan ',
      leaderId,
    });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ id: number; name: string; leader: { name: string } }>();
    expect(group).toMatchObject({ name: 'St Aidan', leader: { name: 'Ruth Lead' }, members: [] });

    const added = await call(registry, 'POST', `/formation-groups/${group.id}/members`, {
      partnerIds: [student.partner_id, other.partner_id],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<{ members: { studentId: number }[] }>().members.map((m) => m.studentId)).toEqual([
      student.id,
      other.id,
    ]);

    const list = await call(registry, 'GET', `/formation-groups?academicYear=${YEAR}`);
    expect(list.json()).toMatchObject({ academicYear: YEAR, abilities: { canManage: true } });
    expect(list.json<{ leaders: { id: number }[] }>().leaders.map((l) => l.id)).toContain(leaderId);

    const led = await call(await login(t.app, leaderUser), 'GET', '/formation-groups/led');
    expect(led.json<{ groups: { id: number; members: unknown[] }[] }>().groups).toMatchObject([
      { id: group.id, members: [{ studentId: student.id }, { studentId: other.id }] },
    ]);
    const mine = await call(await login(t.app, studentUser), 'GET', '/forms/student/formation-group');
    expect(mine.json()).toEqual({
      academicYear: YEAR,
      group: { name: 'St Aidan', leader: { id: leaderId, name: 'Ruth Lead', email: leaderUser.email } },
    });

    const removed = await call(registry, 'DELETE', `/formation-groups/${group.id}/members/${other.id}`);
    expect(removed.json<{ members: { studentId: number }[] }>().members.map((m) => m.studentId)).toEqual([student.id]);
    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'formation_groups')
      .where('entity_id', '=', String(group.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['create', 'add-members', 'remove-member']);
  });

  it('one group per student and year, one name per year, a real leader; bad input is 422', async () => {
    const registry = await login(t.app, await buildUser(t.db, { permissions: 'students:view students:edit' }));
    const leaderId = await facultyFor(t, (await buildUser(t.db)).personId);
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId);
    const a = (
      await call(registry, 'POST', '/formation-groups', { academicYear: YEAR, name: 'Cuthbert', leaderId })
    ).json<{ id: number }>();
    const b = (await call(registry, 'POST', '/formation-groups', { academicYear: YEAR, name: 'Hild', leaderId })).json<{
      id: number;
    }>();
    await call(registry, 'POST', `/formation-groups/${a.id}/members`, { partnerIds: [s.partner_id] });
    const clash = await call(registry, 'POST', `/formation-groups/${b.id}/members`, { partnerIds: [s.partner_id] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toContain('Cuthbert');
    const sameName = await call(registry, 'POST', '/formation-groups', { academicYear: YEAR, name: 'Hild', leaderId });
    expect(sameName.statusCode).toBe(409);
    const noLeader = await call(registry, 'POST', '/formation-groups', {
      academicYear: YEAR,
      name: 'Bede',
      leaderId: 999999,
    });
    expect(noLeader.statusCode).toBe(422);
    expect(noLeader.body).toContain('leaderId');
    const unknown = await call(registry, 'POST', `/formation-groups/${b.id}/members`, { partnerIds: [9999998] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('9999998');
    expect(
      (await call(registry, 'POST', '/formation-groups', { academicYear: YEAR, name: '', leaderId })).statusCode,
    ).toBe(422);
    expect(
      (await call(registry, 'PUT', '/formation-groups/999999', { academicYear: YEAR, name: 'X', leaderId })).statusCode,
    ).toBe(404);
    const viewer = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    expect((await call(viewer, 'GET', '/formation-groups')).json()).toMatchObject({ abilities: { canManage: false } });
    expect(
      (await call(viewer, 'POST', '/formation-groups', { academicYear: YEAR, name: 'Y', leaderId })).statusCode,
    ).toBe(403);
  });

  it('a student in no group is told so; off, no calls', async () => {
    const u = await buildUser(t.db, { permissions: 'forms:student' });
    await buildStudent(t.db, u.personId);
    expect((await call(await login(t.app, u), 'GET', '/forms/student/formation-group')).json()).toEqual({
      academicYear: YEAR,
      group: null,
    });
    const cookie = await login(
      off.app,
      await buildUser(off.db, { permissions: 'students:view forms:student mystudents:menu' }),
    );
    for (const url of ['/api/formation-groups', '/api/formation-groups/led', '/api/forms/student/formation-group']) {
      expect((await off.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(404);
    }
  });
});
