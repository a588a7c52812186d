import { describe, expect, it } from 'vitest';
import { buildUser, login, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp({ LOCKOUT_THRESHOLD: '3', LOCKOUT_MINUTES: '15' });
const { app, db } = t;

function post(payload: unknown) {
  return app.inject({ method: 'POST', url: '/auth/login', payload: payload as object });
}

describe('POST /auth/login', () => {
  it('signs in with the right password and returns the user with a secure session cookie', async () => {
    const user = await buildUser(db, {
      firstName: 'Ruth',
      lastName: 'Ellis',
      rolePermissions: 'dashboard:view students:*',
      permissions: 'role:hd',
    });
    const res = await post({ email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: user.id,
      name: 'Ruth Ellis',
      email: user.email,
      picture: null,
      role: '',
      permissions: expect.arrayContaining(['dashboard:view', 'students:*', 'role:hd']),
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
      overridingUser: null,
      isStudent: false,
      isApplicant: false,
    });
    expect(body.permissions).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'collegium_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the id is stored.
    const stored = await db.kysely.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id_hash).not.toBe(cookie?.value);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const user = await buildUser(db);
    const wrong = await post({ email: user.email, password: 'not-the-password' });
    const unknown = await post({ email: 'nobody@test.college', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'The e-mail address or password is not correct.',
    });
    expect(wrong.cookies.find((c) => c.name === 'collegium_session')).toBeUndefined();
  });

  it('answers 422 with one detail per missing field', async () => {
    const res = await post({ email: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      code: 'validation_failed',
      message: expect.any(String),
      details: [
        { message: 'Enter your e-mail address.', param: 'email' },
        { message: 'Enter your password.', param: 'password' },
      ],
    });
  });

  it('answers 422 for a body that is not an object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"x"',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('body');
  });

  it('locks an IP out of an address after repeated failures from it, says so, and refuses even the right password from that IP', async () => {
    const user = await buildUser(db);
    expect((await post({ email: user.email, password: 'wrong-1' })).statusCode).toBe(401);
    expect((await post({ email: user.email, password: 'wrong-2' })).statusCode).toBe(401);
    const third = await post({ email: user.email, password: 'wrong-3' });
    expect(third.statusCode).toBe(423);
    expect(third.json()).toMatchObject({ status: 423, code: 'account_locked' });
    expect(third.json().message).toMatch(/locked after too many failed sign-ins/);
    // Even the right password is refused from the IP that failed.
    const right = await post({ email: user.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(423);
    // When the lock has run out, the right password works and the count starts again.
    await db.kysely
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', user.email)
      .execute();
    expect((await post({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const row = await db.kysely
      .selectFrom('login_failures')
      .selectAll()
      .where('email', '=', user.email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a stranger who guesses wrong locks out only their own IP: the owner signs in from another', async () => {
    const owner = await buildUser(db);
    const from = (remoteAddress: string, password: string) =>
      app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email: owner.email, password } });
    for (let i = 1; i <= 2; i++) expect((await from('198.51.100.66', `guess-${i}`)).statusCode).toBe(401);
    expect((await from('198.51.100.66', 'guess-3')).statusCode).toBe(423);
    expect((await from('198.51.100.66', TEST_PASSWORD)).statusCode).toBe(423);
    // The owner, at their own desk.
    expect((await from('192.0.2.10', TEST_PASSWORD)).statusCode).toBe(200);
    // ...and the stranger stays locked out; the owner's success did not clear the stranger's count.
    expect((await from('198.51.100.66', TEST_PASSWORD)).statusCode).toBe(423);
    const rows = await db.kysely
      .selectFrom('login_failures')
      .select(['ip', 'failures'])
      .where('email', '=', owner.email)
      .execute();
    expect(rows).toEqual([{ ip: '198.51.100.66', failures: 3 }]);
  });

  it('locks unknown addresses the same way, so the answer does not reveal which exist', async () => {
    for (let i = 0; i < 2; i++)
      expect((await post({ email: 'ghost@test.college', password: 'x' })).statusCode).toBe(401);
    expect((await post({ email: 'ghost@test.college', password: 'x' })).statusCode).toBe(423);
  });

  it('refuses a disabled account after a correct password', async () => {
    const user = await buildUser(db, { active: false });
    const res = await post({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_disabled');
  });

  it('lets only system administrators through the sysadmin sign-in', async () => {
    const staff = await buildUser(db, { permissions: 'dashboard:view' });
    const admin = await buildUser(db, { permissions: 'admin:sysadmin' });
    expect((await post({ email: staff.email, password: TEST_PASSWORD, sysadmin: true })).statusCode).toBe(403);
    expect((await post({ email: admin.email, password: TEST_PASSWORD, sysadmin: true })).statusCode).toBe(200);
  });

  it('stores a password the user sets only as a salted scrypt hash at the full cost', async () => {
    // The factories' users carry a cheaper hash (test speed), so the password is set through the app.
    const user = await buildUser(db);
    const cookie = await login(app, user);
    const newPassword = 'a-password-of-my-own';
    const changed = await app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword },
    });
    expect(changed.statusCode).toBe(204);
    const row = await db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain(newPassword);
    expect((await post({ email: user.email, password: newPassword })).statusCode).toBe(200);
  });

  it('replaces an existing session when signing in again', async () => {
    const user = await buildUser(db);
    const first = await login(app, user);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { cookie: first },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const old = await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: first } });
    expect(old.statusCode).toBe(404);
  });
});

describe('GET /auth/account and POST /auth/logout', () => {
  it('answers 404 without a session (spec 4.1) and the user with one', async () => {
    const none = await app.inject({ method: 'GET', url: '/auth/account' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: 404, code: 'no_session' });
    const user = await buildUser(db);
    const cookie = await login(app, user);
    const res = await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('treats a forged or expired session as no session', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/auth/account',
      headers: { cookie: 'collegium_session=forged' },
    });
    expect(forged.statusCode).toBe(404);
    const user = await buildUser(db);
    const cookie = await login(app, user);
    await db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).statusCode).toBe(404);
  });

  it('logout deletes the session on the server, so the old cookie opens nothing', async () => {
    const user = await buildUser(db);
    const cookie = await login(app, user);
    const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'collegium_session')?.value).toBe('');
    const rows = await db.kysely.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).statusCode).toBe(404);
  });
});
