import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { describeAccess, registerAccessControl, type RouteRecord } from './access.ts';
import { errorHandler } from './errors.ts';
import { buildStudent, buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

const { app, db, routes } = await createTestApp();

describe('every route declares who may call it', () => {
  it('walks the route table: no route without an access declaration', () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('the declarations are the ones the contract promises', () => {
    const table = Object.fromEntries(routes.map((r) => [`${String(r.method)} ${r.url}`, describeAccess(r.access)]));
    expect(table).toMatchObject({
      'POST /auth/login': 'public',
      'GET /auth/account': 'public',
      'POST /auth/reset': 'users:* | admin:admin',
      'POST /auth/loginas/:mode/:id': 'dashboard:loginas',
      'POST /auth/loginas': 'signed in',
      'GET /api/dashboard/stats': 'dashboard:view',
      'GET /api/forms/student': 'forms:student',
      'GET /api/config': 'public',
      'GET /api/status': 'public',
    });
  });

  it('a route registered without a declaration is refused (fail closed)', async () => {
    const bare = Fastify({ logger: false });
    bare.setErrorHandler(errorHandler);
    const seen: RouteRecord[] = [];
    bare.decorateRequest('loadAuth', async () => null);
    registerAccessControl(bare, seen);
    bare.get('/careless', async () => ({ secret: true }));
    bare.get('/open', { config: { access: { public: true } } }, async () => ({ ok: true }));
    const careless = await bare.inject({ method: 'GET', url: '/careless' });
    expect(careless.statusCode).toBe(403);
    expect(careless.body).not.toContain('secret');
    expect((await bare.inject({ method: 'GET', url: '/open' })).statusCode).toBe(200);
    expect(seen.map((r) => describeAccess(r.access))).toEqual(['none', 'none', 'public', 'public']);
    await bare.close();
  });
});

describe('401, 403 and 404 semantics', () => {
  it('401 without a session, 403 with a session lacking the permission, 200 with it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/stats' })).json()).toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    const student = await buildUser(db, { permissions: 'forms:student' });
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: { cookie: await login(app, student) },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: 403, code: 'forbidden' });
    const staff = await buildUser(db, { rolePermissions: 'dashboard:*' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie: await login(app, staff) } }))
        .statusCode,
    ).toBe(200);
  });

  it('404 in the error shape for unknown API calls, signed in or not', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
    expect((await app.inject({ method: 'DELETE', url: '/api/status' })).statusCode).toBe(404);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin and accepts one from this site', async () => {
    const user = await buildUser(db);
    const foreign = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'https://evil.example', host: 'college.example' },
      payload: { email: user.email, password: user.password },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('origin_rejected');
    const same = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'http://college.example', host: 'college.example' },
      payload: { email: user.email, password: user.password },
    });
    expect(same.statusCode).toBe(200);
    const crossSiteNoOrigin = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteNoOrigin.statusCode).toBe(403);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/status' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('GET /api/forms/student is scoped to the caller', () => {
  it('returns only the signed-in student, whatever the request says', async () => {
    const a = await buildUser(db, { permissions: 'forms:student' });
    const b = await buildUser(db, { permissions: 'forms:student' });
    const sa = await buildStudent(db, a.personId, { partnerId: 4321, hub: 'Durham', programmeCode: 'CertHE' });
    await buildStudent(db, b.personId, { partnerId: 8765, hub: 'London', programmeCode: 'MA' });
    const cookie = await login(app, a);
    const res = await app.inject({
      method: 'GET',
      url: `/api/forms/student?id=${b.id}&partnerId=8765`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ partnerId: sa.partner_id, location: 'Durham', programmeCode: 'CertHE' });
  });

  it('403 for staff without forms:student, 404 for a holder with no student record', async () => {
    const staff = await buildUser(db, { permissions: 'dashboard:view' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/forms/student', headers: { cookie: await login(app, staff) } }))
        .statusCode,
    ).toBe(403);
    const orphan = await buildUser(db, { permissions: 'forms:student' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/forms/student',
      headers: { cookie: await login(app, orphan) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No student record/);
  });
});
