import { describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy } from '../config-values.ts';
import { buildUser } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

// X-Forwarded-For is believed only from a configured proxy: a client's own header changes neither
// the address the sign-in rate limit counts nor the one the audit log records. The session cookie
// is Secure whenever the installation's public address is https, trusted proxy or not.

const CLIENT = '203.0.113.9';
const FORGED = '198.51.100.7';

async function auditedIps(db: Awaited<ReturnType<typeof createTestApp>>['db'], userId: number) {
  const rows = await db.kysely
    .selectFrom('audit_log')
    .select('ip')
    .where('action', '=', 'login')
    .where('actor_user_id', '=', userId)
    .execute();
  return rows.map((r) => r.ip);
}

describe('TRUST_PROXY', () => {
  it('reads false, a hop count, a list of addresses and ranges; true means a proxy on this machine', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toEqual(['loopback']);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,::1, fd00::/8,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
    expect(() => parseTrustProxy('yes')).toThrow(ConfigError);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(ConfigError);
    expect(() => parseTrustProxy('proxy.example.org')).toThrow(ConfigError);
  });

  it('with TRUST_PROXY=true a client not on this machine cannot forge its address: rate limit and audit see the real one', async () => {
    const { app, db } = await createTestApp({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '3' });
    const user = await buildUser(db);
    const signIn = (remoteAddress: string, forwarded: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
        payload: { email: user.email, password: user.password },
      });

    expect((await signIn(CLIENT, FORGED)).statusCode).toBe(200);
    expect(await auditedIps(db, user.id)).toEqual([CLIENT]);
    // A fresh forged address on each try does not reset the rate limit.
    expect((await signIn(CLIENT, '198.51.100.8')).statusCode).toBe(200);
    expect((await signIn(CLIENT, '198.51.100.9')).statusCode).toBe(200);
    expect((await signIn(CLIENT, '198.51.100.10')).statusCode).toBe(429);

    // Through the proxy on this machine the forwarded address is the client's.
    expect((await signIn('127.0.0.1', `${FORGED}, 192.0.2.44`)).statusCode).toBe(200);
    expect((await auditedIps(db, user.id)).slice(-1)).toEqual(['192.0.2.44']);
  });

  it('a configured proxy range is believed, and only it', async () => {
    const { app, db } = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    const user = await buildUser(db);
    const signIn = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': FORGED },
        payload: { email: user.email, password: user.password },
      });
    expect((await signIn('10.20.30.40')).statusCode).toBe(200);
    expect((await signIn(CLIENT)).statusCode).toBe(200);
    expect((await signIn('127.0.0.1')).statusCode).toBe(200);
    expect(await auditedIps(db, user.id)).toEqual([FORGED, CLIENT, '127.0.0.1']);
  });
});

describe('the session cookie', () => {
  it('is Secure when PUBLIC_URL is https, even without TRUST_PROXY', async () => {
    const { app, db } = await createTestApp({ PUBLIC_URL: 'https://college.example' });
    const user = await buildUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'collegium_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const out = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: `collegium_session=${res.cookies[0]?.value}` },
    });
    expect(out.cookies.find((c) => c.name === 'collegium_session')).toMatchObject({ secure: true });
  });

  it('is not Secure on a plain-HTTP installation (a laptop, a test)', async () => {
    const { app, db } = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    const user = await buildUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.cookies.find((c) => c.name === 'collegium_session')?.secure).toBeFalsy();
  });
});
