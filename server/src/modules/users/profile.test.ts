import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipartBody, sampleImage } from '../files/test-uploads.ts';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// The user-profile route (spec 2.5, issue 15): every signed-in user, their own account only.

const { app, db } = await createTestApp();

describe('my profile', () => {
  it('shows my own account and sessions to any signed-in user', async () => {
    const me = await buildUser(db, { firstName: 'Ruth', lastName: 'Ellis', permissions: 'forms:student' });
    const cookie = await login(app, me);
    await login(app, me);
    const res = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.id,
      name: 'Ruth Ellis',
      firstName: 'Ruth',
      lastName: 'Ellis',
      email: me.email,
      passwordSet: true,
      ssoLinked: false,
    });
    expect(res.json().sessions).toHaveLength(2);
    expect(res.json().sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(res.json()).not.toHaveProperty('abilities');
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  it('changes my names, audited, and refuses a stale or empty save per field', async () => {
    const me = await buildUser(db, { firstName: 'Tom', lastName: 'Bright' });
    const cookie = await login(app, me);
    const { version } = (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { firstName: 'Thomas', lastName: 'Bright', preferredName: 'Tom', version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Tom Bright',
      firstName: 'Thomas',
      preferredName: 'Tom',
      version: version + 1,
    });
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).json().name).toBe(
      'Tom Bright',
    );
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { firstName: 'T', lastName: 'B', preferredName: '', version },
    });
    expect(stale.statusCode).toBe(409);
    const empty = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { firstName: ' ', lastName: 'B', preferredName: null, version: version + 1 },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details).toEqual([{ param: 'firstName', message: 'Give your first name.' }]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'changes'])
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(me.id))
      .where('action', '=', 'profile')
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(me.id);
    expect(JSON.parse(audit.changes ?? '[]')).toEqual([
      { field: 'firstName', before: 'Tom', after: 'Thomas' },
      { field: 'preferredName', before: null, after: 'Tom' },
    ]);
  });

  it('changes my password with the current one, and signs me out everywhere else', async () => {
    const me = await buildUser(db);
    const cookie = await login(app, me);
    const other = await login(app, me);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { cookie },
      payload: { currentPassword: 'not-my-password', newPassword: 'a-new-password-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([{ param: 'currentPassword', message: 'That is not your current password.' }]);
    const short = await app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { cookie },
      payload: { currentPassword: me.password, newPassword: 'short' },
    });
    expect(short.json().details).toEqual([{ param: 'newPassword', message: 'Use at least 10 characters.' }]);

    const done = await app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { cookie },
      payload: { currentPassword: me.password, newPassword: 'a-new-password-1' },
    });
    expect(done.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: other } })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/auth/login', payload: { email: me.email, password: me.password } }))
        .statusCode,
    ).toBe(401);
    await login(app, { email: me.email, password: 'a-new-password-1' });
  });

  it('ends my other sessions on request', async () => {
    const me = await buildUser(db);
    const cookie = await login(app, me);
    const other = await login(app, me);
    const res = await app.inject({ method: 'DELETE', url: '/api/profile/sessions', headers: { cookie } });
    expect(res.json()).toEqual({ ended: 1 });
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: other } })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).statusCode).toBe(200);
  });

  it('is not changed by someone acting as me', async () => {
    const me = await buildUser(db, { permissions: 'forms:student' });
    const staff = await buildUser(db, { permissions: 'dashboard:loginas forms:student' });
    const staffCookie = await login(app, staff);
    const started = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${me.id}`,
      headers: { cookie: staffCookie },
    });
    expect(started.statusCode).toBe(200);
    const acting = `collegium_session=${started.cookies.find((c) => c.name === 'collegium_session')?.value}`;
    const { version } = (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: acting } })).json();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: acting },
      payload: { firstName: 'X', lastName: 'Y', preferredName: null, version },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('impersonating');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/profile/password',
          headers: { cookie: acting },
          payload: { currentPassword: me.password, newPassword: 'hijacked-password' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('my profile picture', () => {
  it('takes a JPEG or PNG through the photo checks, serves it re-encoded, replaces and removes it, audited', async () => {
    const me = await buildUser(db, { firstName: 'Pia', lastName: 'Holm', permissions: 'forms:student' });
    const cookie = await login(app, me);
    const post = (file: { filename: string; contentType: string; bytes: Buffer }) => {
      const body = multipartBody({}, file);
      return app.inject({
        method: 'POST',
        url: '/api/profile/picture',
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await app.inject({ method: 'GET', url: '/api/profile/picture', headers: { cookie } })).statusCode).toBe(
      404,
    );

    const refused = await post({
      filename: 'me.gif',
      contentType: 'image/gif',
      bytes: await sampleImage('gif', 40, 40),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0]).toMatchObject({ param: 'file' });

    const first = await post({
      filename: 'me.png',
      contentType: 'image/png',
      bytes: await sampleImage('png', 900, 600),
    });
    expect(first.statusCode).toBe(201);
    const profile = (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    expect(profile.picture).toBe(first.json().picture);
    const served = await app.inject({ method: 'GET', url: profile.picture, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);

    const second = await post({
      filename: 'me2.jpg',
      contentType: 'image/jpeg',
      bytes: await sampleImage('jpeg', 300, 300),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().picture).not.toBe(first.json().picture);
    expect((await app.inject({ method: 'DELETE', url: '/api/profile/picture', headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().picture).toBeNull();
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(me.id))
      .where('action', 'like', 'picture.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['picture.upload', 'picture.upload', 'picture.remove']);
  });
});
