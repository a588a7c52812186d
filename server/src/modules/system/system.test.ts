import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';

// A stand-in for the built web app: an index.html with the markers the server fills in.
const dist = mkdtempSync(path.join(tmpdir(), 'collegium-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><!--collegium:base--><!--collegium:config--></head><body></body></html>',
);
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

const { app, db } = await createTestApp({
  WEB_DIST: dist,
  API_PREFIX: '/service',
  BASE_URL: '/college',
  FEATURES: 'invoices,welcome-dashboard',
  DATE_FORMAT: 'YYYY-MM-DD',
});

describe('public configuration and status', () => {
  it('GET {api}/config gives the SPA what it needs and nothing secret', async () => {
    const res = await app.inject({ method: 'GET', url: '/service/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      apiPrefix: '/service',
      baseUrl: '/college/',
      dateFormat: 'YYYY-MM-DD',
      features: ['invoices', 'welcome-dashboard'],
      ssoProviders: [],
      version: '0.1.0',
    });
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
  });

  it('GET {api}/status reports health, version and database', async () => {
    const res = await app.inject({ method: 'GET', url: '/service/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: '0.1.0', database: TEST_DB, databaseStatus: 'ok' });
    expect(res.json().uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('the old prefix is not served', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(404);
  });
});

describe('dashboard stats', () => {
  it('counts live records', async () => {
    const staff = await buildUser(db, { permissions: 'dashboard:view' });
    const s1 = await buildUser(db, { permissions: 'forms:student' });
    const s2 = await buildUser(db, { permissions: 'forms:student' });
    await buildStudent(db, s1.personId, { status: 'Current' });
    await buildStudent(db, s2.personId, { status: 'Starting' });
    await buildUser(db, { roleName: 'Applicant', rolePermissions: 'applications:apply' });
    const res = await app.inject({
      method: 'GET',
      url: '/service/dashboard/stats',
      headers: { cookie: await login(app, staff) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currentStudents: 1,
      startingStudents: 1,
      people: 4,
      staffUsers: 1,
      studentUsers: 2,
      applicantUsers: 1,
      signedInNow: 1,
    });
  });
});

describe('the single-page app', () => {
  it('serves index.html for app routes under BASE_URL with the base and config injected', async () => {
    const res = await app.inject({ method: 'GET', url: '/college/students/12?tab=history' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<base href="/college/" />');
    const json = /<script type="application\/json" id="collegium-config">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({ apiPrefix: '/service', baseUrl: '/college/' });
  });

  it('serves built assets with long caching, and 404 for missing files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/college/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/college/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/college/../../etc/passwd' })).statusCode).not.toBe(200);
  });

  it('redirects the bare origin to the base and answers unknown API paths in the error shape', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/college/');
    const api = await app.inject({ method: 'GET', url: '/service/unknown' });
    expect(api.json()).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('the donor CRM frame', () => {
  it('allows framing only the configured CRM origin', async () => {
    const withCrm = await createTestApp({ CRM_URL_TEMPLATE: 'https://crm.example.org/contacts/{id}' });
    const csp = String(
      (await withCrm.app.inject({ method: 'GET', url: '/api/status' })).headers['content-security-policy'],
    );
    expect(csp).toContain('frame-src https://crm.example.org');
    const csp2 = String(
      (await app.inject({ method: 'GET', url: '/service/status' })).headers['content-security-policy'],
    );
    expect(csp2).toContain("frame-src 'none'");
  });
});
