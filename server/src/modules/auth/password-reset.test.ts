import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, db } = await createTestApp();

describe('password reset', () => {
  it('an administrator issues a one-time link; the user sets a new password with it; old sessions end', async () => {
    const admin = await buildUser(db, { permissions: 'users:*' });
    const user = await buildUser(db, { firstName: 'Amy', lastName: 'Blake' });
    const userCookie = await login(app, user);
    const issued = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: { cookie: await login(app, admin) },
      payload: { id: user.id },
    });
    expect(issued.statusCode).toBe(201);
    const { link, expiresAt } = issued.json();
    expect(link).toMatch(/^\/pages\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const token = link.split('/').pop();

    const info = await app.inject({ method: 'GET', url: `/auth/reset/${token}` });
    expect(info.json()).toMatchObject({ name: 'Amy Blake', email: user.email });

    const weak = await app.inject({ method: 'POST', url: `/auth/reset/${token}`, payload: { password: 'short' } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().details).toEqual([{ message: 'Use at least 12 characters.', param: 'password' }]);

    const done = await app.inject({
      method: 'POST',
      url: `/auth/reset/${token}`,
      payload: { password: 'a-brand-new-password' },
    });
    expect(done.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: userCookie } })).statusCode,
    ).toBe(404);
    await login(app, { email: user.email, password: 'a-brand-new-password' });
    const old = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);

    // Used once, the link is dead.
    const again = await app.inject({
      method: 'POST',
      url: `/auth/reset/${token}`,
      payload: { password: 'another brand new password' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('token_invalid');
  });

  it('an expired link is refused', async () => {
    const admin = await buildUser(db, { permissions: 'admin:admin' });
    const user = await buildUser(db);
    const issued = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: { cookie: await login(app, admin) },
      payload: { id: user.id },
    });
    const token = issued.json().link.split('/').pop();
    await db.kysely
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await app.inject({ method: 'GET', url: `/auth/reset/${token}` })).statusCode).toBe(410);
  });

  it('needs users:* or admin:admin, and a known user id', async () => {
    const viewer = await buildUser(db, { permissions: 'users:menu users:view' });
    const user = await buildUser(db);
    const denied = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: { cookie: await login(app, viewer) },
      payload: { id: user.id },
    });
    expect(denied.statusCode).toBe(403);
    const admin = await buildUser(db, { permissions: 'users' });
    const cookie = await login(app, admin);
    expect(
      (await app.inject({ method: 'POST', url: '/auth/reset', headers: { cookie }, payload: { id: 987654 } }))
        .statusCode,
    ).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/auth/reset', headers: { cookie }, payload: { id: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('id');
  });
});
