import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, db } = await createTestApp();

async function account(cookie: string) {
  return app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } });
}

function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((x) => x.name === 'collegium_session');
  if (!c) throw new Error('no cookie');
  return `collegium_session=${c.value}`;
}

describe('impersonation (POST /auth/loginas/{mode}/{id}, POST /auth/loginas)', () => {
  it('acts as a student, keeps the real user aside, issues a new session and audits both ends', async () => {
    const staff = await buildUser(db, {
      firstName: 'Grace',
      lastName: 'Okafor',
      permissions: 'dashboard:view dashboard:loginas students:view',
    });
    const pupil = await buildUser(db, { firstName: 'Daniel', lastName: 'Reid', permissions: 'forms:student' });
    const student = await buildStudent(db, pupil.personId, { hub: 'Bristol', programmeCode: 'MA' });
    await db.kysely
      .insertInto('user_tokens')
      .values({
        user_id: pupil.id,
        name: 'library',
        secret: 's3cret',
        created_at: new Date().toISOString(),
        expires_at: null,
      })
      .execute();
    const staffCookie = await login(app, staff);

    const res = await app.inject({
      method: 'POST',
      url: `/auth/loginas/student/${student.id}`,
      headers: { cookie: staffCookie },
    });
    expect(res.statusCode).toBe(200);
    const acting = res.json();
    expect(acting).toMatchObject({
      id: pupil.id,
      name: 'Daniel Reid',
      permissions: ['forms:student'],
      hub: 'Bristol',
      programme: 'MA',
      overridingUser: { id: staff.id, name: 'Grace Okafor', email: staff.email },
    });
    // Spec 3: while acting as another user only token names are kept.
    expect(acting.tokens).toEqual([{ name: 'library' }]);
    expect(JSON.stringify(acting)).not.toContain('s3cret');

    const actingCookie = sessionCookie(res);
    expect(actingCookie).not.toBe(staffCookie);
    expect((await account(staffCookie)).statusCode).toBe(404); // the old session is gone
    // The acted-as user's permissions now apply: the staff dashboard is closed, the portal open.
    expect(
      (await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie: actingCookie } })).statusCode,
    ).toBe(403);
    const forms = await app.inject({ method: 'GET', url: '/api/forms/student', headers: { cookie: actingCookie } });
    expect(forms.json()).toEqual({ partnerId: student.partner_id, location: 'Bristol', programmeCode: 'MA' });

    const back = await app.inject({ method: 'POST', url: '/auth/loginas', headers: { cookie: actingCookie } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      id: staff.id,
      overridingUser: null,
      permissions: ['dashboard:view', 'dashboard:loginas', 'students:view'],
    });
    expect((await account(actingCookie)).statusCode).toBe(404);
    expect((await account(sessionCookie(back))).json().id).toBe(staff.id);

    const audit = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'loginas%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_user_id, a.as_user_id])).toEqual([
      ['loginas.start', staff.id, pupil.id],
      ['loginas.end', staff.id, pupil.id],
    ]);
  });

  it('acts as a user by user id', async () => {
    const staff = await buildUser(db, { permissions: 'dashboard:loginas dashboard:view' });
    const other = await buildUser(db, { permissions: 'dashboard:view' });
    const res = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${other.id}`,
      headers: { cookie: await login(app, staff) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(other.id);
  });

  it('refuses without dashboard:loginas, for yourself, for a sysadmin, twice over, and unknown ids', async () => {
    const plain = await buildUser(db, { permissions: 'dashboard:view' });
    const staff = await buildUser(db, { permissions: 'dashboard:loginas' });
    const sysadmin = await buildUser(db, { permissions: 'admin:sysadmin dashboard:loginas' });
    const target = await buildUser(db, { permissions: 'dashboard:view' });

    const denied = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${target.id}`,
      headers: { cookie: await login(app, plain) },
    });
    expect(denied.statusCode).toBe(403);

    const staffCookie = await login(app, staff);
    const self = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${staff.id}`,
      headers: { cookie: staffCookie },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot act as yourself.');
    const admin = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${sysadmin.id}`,
      headers: { cookie: staffCookie },
    });
    expect(admin.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'POST',
      url: '/auth/loginas/user/999999',
      headers: { cookie: staffCookie },
    });
    expect(missing.statusCode).toBe(404);
    const badMode = await app.inject({
      method: 'POST',
      url: `/auth/loginas/teacher/${target.id}`,
      headers: { cookie: staffCookie },
    });
    expect(badMode.statusCode).toBe(422);
    expect(badMode.json().details[0].param).toBe('mode');

    // A sysadmin may act as another sysadmin-free user, but not start a second impersonation.
    const sysCookie = await login(app, sysadmin);
    const first = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${staff.id}`,
      headers: { cookie: sysCookie },
    });
    expect(first.statusCode).toBe(200);
    const nested = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${target.id}`,
      headers: { cookie: sessionCookie(first) },
    });
    expect(nested.statusCode).toBe(409);
  });

  it('cancelling when not impersonating is a 409 and without a session a 401', async () => {
    const user = await buildUser(db);
    expect(
      (await app.inject({ method: 'POST', url: '/auth/loginas', headers: { cookie: await login(app, user) } }))
        .statusCode,
    ).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/auth/loginas' })).statusCode).toBe(401);
  });
});
