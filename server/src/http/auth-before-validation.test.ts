import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../config.ts';
import { buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

// Authentication and authorisation come before any validation: an anonymous caller gets 401 and a
// signed-in caller without the permission 403 from every protected route, whatever the body, query
// or path parameters, so neither learns a route's field names from a 422.

const { app, db, routes } = await createTestApp({ FEATURES: FEATURE_FLAGS.join(',') });

const BAD_BODY = JSON.stringify({ bogus: ['not', 'what', 'any', 'route', 'expects'], id: 'x', email: 12 });

function protectedCalls(filter: (access: NonNullable<(typeof routes)[number]['access']>) => boolean) {
  const calls: { method: string; url: string; route: string }[] = [];
  for (const route of routes) {
    if (!route.access || 'public' in route.access || !filter(route.access)) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // Every path parameter malformed, and a query string no route accepts.
      const url = `${route.url.replace(/:\w+/g, 'not-an-id').replace('*', 'x')}?page=-3&limit=abc&sort=%00`;
      calls.push({ method, url, route: `${method} ${route.url}` });
    }
  }
  return calls;
}

async function call(method: string, url: string, cookie?: string) {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return app.inject({
    method: method as 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: BAD_BODY } : {}),
  });
}

describe('401 and 403 before any 422', () => {
  it('an anonymous call with a bad body, query and parameters gets 401 from every protected route', async () => {
    const calls = protectedCalls(() => true);
    expect(calls.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const c of calls) {
      const res = await call(c.method, c.url);
      if (res.statusCode !== 401) wrong.push(`${c.route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in caller without the permission gets 403 from every route that requires one, never 422', async () => {
    const nobody = await buildUser(db, { permissions: '' });
    const cookie = await login(app, nobody);
    const calls = protectedCalls((access) => 'requires' in access);
    expect(calls.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const c of calls) {
      const res = await call(c.method, c.url, cookie);
      if (res.statusCode !== 403) wrong.push(`${c.route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a caller with the permission still gets the 422 with the field names', async () => {
    const admin = await buildUser(db, { permissions: '*' });
    const res = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: { cookie: await login(app, admin) },
      payload: { id: 'nobody' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([expect.objectContaining({ param: 'id' })]);
  });
});
