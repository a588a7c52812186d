import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestIssuer } from '../../test/oidc-issuer.ts';
import { createTestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'http://college.test';
const issuer = await startTestIssuer({
  id: 'collegium',
  secret: 'issuer-secret',
  redirectUri: `${PUBLIC_URL}/auth/entra/callback`,
});
afterAll(() => issuer.close());
const { app, db } = await createTestApp({
  PUBLIC_URL,
  OIDC_ISSUER: issuer.url,
  OIDC_CLIENT_ID: 'collegium',
  OIDC_CLIENT_SECRET: 'issuer-secret',
  OIDC_PROVIDER_KEY: 'entra',
  OIDC_PROVIDER_NAME: 'Microsoft',
});

/** Follows the provider's redirects with its cookies until it sends the browser back to us. */
async function throughIssuer(authorizationUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let location = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (location.startsWith(PUBLIC_URL)) return location;
    const res = await fetch(new URL(location, issuer.url), {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k) jar.set(k, v ?? '');
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`issuer stopped at ${res.status}: ${await res.text()}`);
    location = next;
  }
  throw new Error('too many redirects');
}

async function signInWithWorkAccount(account: { sub: string; email: string }) {
  issuer.signInAs(account);
  const start = await app.inject({ method: 'GET', url: '/auth/entra' });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((c) => c.name === 'collegium_sso_flow');
  const callback = await throughIssuer(String(start.headers.location));
  const url = new URL(callback);
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { cookie: `collegium_sso_flow=${flow?.value}` },
  });
}

describe('single sign-on with a work account (OIDC)', () => {
  it('is offered in the public configuration', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.ssoProviders).toEqual([{ key: 'entra', name: 'Microsoft' }]);
  });

  it('signs in the account with the same e-mail, links the work account, and starts a session', async () => {
    const user = await buildUser(db, { email: 'mary.jones@test.college', permissions: 'dashboard:view' });
    const done = await signInWithWorkAccount({ sub: 'entra-mary', email: 'Mary.Jones@test.college' });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const session = done.cookies.find((c) => c.name === 'collegium_session');
    expect(session?.value).toBeTruthy();
    const account = await app.inject({
      method: 'GET',
      url: '/auth/account',
      headers: { cookie: `collegium_session=${session?.value}` },
    });
    expect(account.json()).toMatchObject({ id: user.id, email: 'mary.jones@test.college' });
    const row = await db.kysely
      .selectFrom('users')
      .select('sso_subject')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.sso_subject).toBe(`${issuer.url}|entra-mary`);
  });

  it('an unknown work account goes back to the login page with the message in a cookie', async () => {
    const done = await signInWithWorkAccount({ sub: 'entra-stranger', email: 'stranger@elsewhere.org' });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/pages/login');
    const error = done.cookies.find((c) => c.name === 'collegium_sso_error');
    expect(decodeURIComponent(error?.value ?? '')).toBe(
      'No account here uses stranger@elsewhere.org. Please ask the registry to set one up.',
    );
    expect(error?.httpOnly).toBeFalsy();
    // Encoded once, as a browser's document.cookie hands it to decodeURIComponent (issue 11).
    const header = [done.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('collegium_sso_error=')) as string;
    expect(header).toMatch(/^collegium_sso_error=No%20account%20here%20uses%20stranger%40elsewhere\.org\.%20Please/);
    expect(decodeURIComponent(header.split(';')[0]?.split('=')[1] ?? '')).toBe(
      'No account here uses stranger@elsewhere.org. Please ask the registry to set one up.',
    );
    expect(done.cookies.find((c) => c.name === 'collegium_session')).toBeUndefined();
  });

  it('a callback without the flow cookie (forged or replayed) is refused', async () => {
    const done = await app.inject({ method: 'GET', url: '/auth/entra/callback?code=abc&state=xyz' });
    expect(done.headers.location).toBe('/pages/login');
    expect(decodeURIComponent(done.cookies.find((c) => c.name === 'collegium_sso_error')?.value ?? '')).toMatch(
      /took too long or was started elsewhere/,
    );
  });

  it('an unknown provider key is refused the same way', async () => {
    const done = await app.inject({ method: 'GET', url: '/auth/google' });
    expect(done.headers.location).toBe('/pages/login');
    expect(done.cookies.find((c) => c.name === 'collegium_sso_error')).toBeDefined();
  });
});
