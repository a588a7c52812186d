import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 20, feature `badges`: staff define badges and grant them to students (once each); the
// report lists the awards with filters and Excel export; the student sees theirs; off, no routes.

const { app, db } = await createTestApp({ FEATURES: 'badges' });
const staff = await login(
  app,
  await buildUser(db, { permissions: 'students:view students:edit', firstName: 'Ruth', lastName: 'Okafor' }),
);
const viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
const hannahUser = await buildUser(db, { permissions: 'forms:student', firstName: 'Hannah', lastName: 'Clarke' });
const hannah = await buildStudent(db, hannahUser.personId, { partnerId: 5001 });
const samUser = await buildUser(db, { permissions: 'forms:student', firstName: 'Sam', lastName: 'Adeyemi' });
await buildStudent(db, samUser.personId, { partnerId: 5002 });
const hannahCookie = await login(app, hannahUser);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('badges (feature on)', () => {
  let badgeId = 0;
  it('defines badges with unique names; viewers see them but may not change them', async () => {
    const made = await call('POST', '/badges', staff, {
      name: 'Safeguarding training',
      description: 'Basic awareness',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().abilities).toEqual({ canManage: true });
    badgeId = made.json().badges[0].id;
    const dup = await call('POST', '/badges', staff, { name: 'safeguarding TRAINING' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().details).toEqual([
      { param: 'name', message: 'There is already a badge called safeguarding TRAINING.' },
    ]);
    expect((await call('POST', '/badges', staff, { name: ' ' })).statusCode).toBe(422);
    expect((await call('POST', '/badges', viewer, { name: 'Other' })).statusCode).toBe(403);
    expect((await call('GET', '/badges', viewer)).json().abilities).toEqual({ canManage: false });
  });

  it('grants a badge by partner id once per student, and lists the awards in the report', async () => {
    const bad = await call('POST', `/badges/${badgeId}/awards`, staff, {
      partnerIds: [5001, 9999],
      awardedOn: '2026-11-20',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'partnerIds', message: 'No student has the partner id 9999.' }]);
    expect(
      (await call('POST', `/badges/${badgeId}/awards`, staff, { partnerIds: [5001], awardedOn: '2026-02-30' }))
        .statusCode,
    ).toBe(422);
    const first = await call('POST', `/badges/${badgeId}/awards`, staff, {
      partnerIds: [5001],
      awardedOn: '2026-11-20',
      note: 'Level 1',
    });
    expect(first.json()).toEqual({ granted: 1, alreadyHeld: 0 });
    const again = await call('POST', `/badges/${badgeId}/awards`, staff, {
      partnerIds: [5001, 5002],
      awardedOn: '2026-11-21',
    });
    expect(again.json()).toEqual({ granted: 1, alreadyHeld: 1 });

    const report = (await call('GET', `/badges/awards?badge=${badgeId}&sort=name&order=asc`, viewer)).json();
    expect(report.total).toBe(2);
    expect(report.items.map((r: { studentName: string; awardedOn: string }) => [r.studentName, r.awardedOn])).toEqual([
      ['Sam Adeyemi', '2026-11-21'],
      ['Hannah Clarke', '2026-11-20'],
    ]);
    expect(report.items[1]).toMatchObject({
      badge: 'Safeguarding training',
      partnerId: 5001,
      awardedBy: 'Ruth Okafor',
      note: 'Level 1',
    });
    expect((await call('GET', '/badges/awards?search=Clarke&from=2026-11-21', viewer)).json().total).toBe(0);
    const excel = await call('GET', '/badges/awards?export=excel', viewer);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', '/badges', viewer)).json().badges[0].awards).toBe(2);
  });

  it('the student sees their badges; a retired badge is no longer granted; an award can be taken back', async () => {
    expect((await call('GET', '/forms/badges', hannahCookie)).json()).toEqual({
      badges: [{ name: 'Safeguarding training', description: 'Basic awareness', awardedOn: '2026-11-20' }],
    });
    const badges = (await call('GET', '/badges', staff)).json().badges;
    const retired = await call('PUT', `/badges/${badgeId}`, staff, {
      name: 'Safeguarding training',
      description: 'Basic awareness',
      retired: true,
      version: badges[0].version,
    });
    expect(retired.statusCode).toBe(200);
    const refused = await call('POST', `/badges/${badgeId}/awards`, staff, {
      partnerIds: [5002],
      awardedOn: '2026-11-22',
    });
    expect(refused.statusCode).toBe(422);
    const stale = await call('PUT', `/badges/${badgeId}`, staff, {
      name: 'X',
      description: '',
      retired: false,
      version: badges[0].version,
    });
    expect(stale.statusCode).toBe(409);
    const award = (await call('GET', '/badges/awards?search=Clarke', viewer)).json().items[0];
    expect((await call('DELETE', `/badges/awards/${award.id}`, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/badges/awards/${award.id}`, staff)).statusCode).toBe(204);
    expect((await call('GET', '/forms/badges', hannahCookie)).json().badges).toEqual([]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', 'in', ['badges', 'badge_awards'])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'create', 'create', 'delete', 'update']);
    expect(hannah.id).toBeGreaterThan(0);
  });
});

describe('badges (feature off)', async () => {
  const off = await createTestApp();
  const cookie = await login(off.app, await buildUser(off.db, { permissions: 'students:view forms:student' }));
  it('has no routes', async () => {
    for (const url of ['/api/badges', '/api/badges/awards', '/api/forms/badges'])
      expect((await off.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
  });
});
