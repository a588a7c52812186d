import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 20, feature `externalLink`: administrators keep links for the staff and the student menu;
// each signed-in user's menu call returns the links of their audience; off, every route is gone.

const { app, db } = await createTestApp({ FEATURES: 'externalLink' });
const admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu dashboard:view' }));
const staff = await login(app, await buildUser(db, { permissions: 'dashboard:view students:menu' }));
const studentUser = await buildUser(db, { permissions: 'forms:student' });
await buildStudent(db, studentUser.personId);
const student = await login(app, studentUser);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const link = (over: object = {}) => ({
  title: 'Moodle',
  icon: 'School',
  url: 'https://vle.example.org/',
  audience: 'student',
  ...over,
});

describe('external links (feature on)', () => {
  it('adds links in order per audience, audited, and shows each user the links of their menu', async () => {
    const a = await call('POST', '/admin/external-links', admin, link());
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ title: 'Moodle', audience: 'student', position: 1, version: 1 });
    const b = await call(
      'POST',
      '/admin/external-links',
      admin,
      link({ title: 'Chapel rota', icon: 'Groups', position: 1 }),
    );
    expect(b.json()).toMatchObject({ position: 1 });
    const c = await call(
      'POST',
      '/admin/external-links',
      admin,
      link({ title: 'Staff intranet', icon: 'Link', audience: 'staff', url: 'http://intranet.example.org/x' }),
    );
    expect(c.statusCode).toBe(201);

    const all = (await call('GET', '/admin/external-links', admin)).json().links as {
      title: string;
      position: number;
    }[];
    expect(all.map((l) => [l.title, l.position])).toEqual([
      ['Staff intranet', 1],
      ['Chapel rota', 1],
      ['Moodle', 2],
    ]);
    expect(
      (await call('GET', '/external-links/menu', student)).json().links.map((l: { title: string }) => l.title),
    ).toEqual(['Chapel rota', 'Moodle']);
    expect((await call('GET', '/external-links/menu', staff)).json().links).toEqual([
      { id: c.json().id, title: 'Staff intranet', icon: 'Link', url: 'http://intranet.example.org/x' },
    ]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'external_links')
      .execute();
    expect(audit).toHaveLength(3);
  });

  it('refuses bad input with the fields named, stale versions and other users', async () => {
    const bad = await call('POST', '/admin/external-links', admin, {
      title: ' ',
      icon: 'Skull',
      url: 'javascript:alert(1)',
      audience: 'everyone',
    });
    expect(bad.statusCode).toBe(422);
    const params = (bad.json().details as { param: string }[]).map((d) => d.param).sort();
    expect(params).toEqual(['audience', 'icon', 'title', 'url']);
    expect((await call('POST', '/admin/external-links', staff, link())).statusCode).toBe(403);
    expect((await call('GET', '/admin/external-links', student)).statusCode).toBe(403);

    const made = (await call('POST', '/admin/external-links', admin, link({ title: 'Library' }))).json();
    const moved = await call('PUT', `/admin/external-links/${made.id}`, admin, {
      ...link({ title: 'Library catalogue', icon: 'MenuBook', audience: 'staff' }),
      position: 1,
      version: made.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Library catalogue', audience: 'staff', position: 1, version: 2 });
    const stale = await call('PUT', `/admin/external-links/${made.id}`, admin, { ...link(), version: made.version });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/admin/external-links/${made.id}?version=1`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/admin/external-links/${made.id}?version=2`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/external-links/${made.id}?version=2`, admin)).statusCode).toBe(404);
    const staffLinks = (await call('GET', '/admin/external-links', admin))
      .json()
      .links.filter((l: { audience: string }) => l.audience === 'staff');
    expect(staffLinks.map((l: { position: number }) => l.position)).toEqual([1]);
  });
});

describe('external links (feature off)', async () => {
  const off = await createTestApp();
  const offAdmin = await login(off.app, await buildUser(off.db, { permissions: 'admin:admin dashboard:view' }));
  it('has no routes', async () => {
    for (const url of ['/api/external-links/menu', '/api/admin/external-links']) {
      const res = await off.app.inject({ method: 'GET', url, headers: { cookie: offAdmin } });
      expect(res.statusCode).toBe(404);
    }
  });
});
