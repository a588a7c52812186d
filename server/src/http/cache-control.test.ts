import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../config.ts';
import { buildStudent, buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

// Every API and /auth answer is `Cache-Control: no-store` (personal data: nothing kept by the
// browser's disk cache or a shared proxy), errors included; the web app's hashed assets keep their
// long caching. The test walks the route table as a stranger and as a holder of every right.

const dist = mkdtempSync(path.join(tmpdir(), 'collegium-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><!--collegium:base--><!--collegium:config--></head><body></body></html>',
);
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

const { app, db, routes } = await createTestApp({ FEATURES: FEATURE_FLAGS.join(','), WEB_DIST: dist });

describe('Cache-Control', () => {
  it('is no-store on every GET of the API and /auth, signed in or not, answer or error', async () => {
    const admin = await buildUser(db, { permissions: '*' });
    const student = await buildStudent(db, admin.personId);
    const cookie = await login(app, admin);
    const urls = routes
      .filter((r) => [r.method].flat().includes('GET') && r.url !== '/*')
      .map((r) => r.url.replace(/:id\b/g, String(student.id)).replace(/:\w+/g, '1').replace('*', 'x'));
    expect(urls.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    const statuses = new Set<number>();
    for (const url of urls) {
      for (const headers of [{}, { cookie }]) {
        const res = await app.inject({ method: 'GET', url, headers });
        statuses.add(res.statusCode);
        if (res.headers['cache-control'] !== 'no-store')
          wrong.push(`${url} ${res.statusCode}: ${String(res.headers['cache-control'])}`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk met answers and errors alike.
    for (const status of [200, 401, 404]) expect(statuses).toContain(status);
  });

  it('is no-store on writes, validation errors, rate limits and unknown calls', async () => {
    const cases = [
      await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'nobody@example.org', password: 'wrong' },
      }),
      await app.inject({ method: 'POST', url: '/auth/login', payload: {} }),
      await app.inject({ method: 'POST', url: '/auth/logout' }),
      await app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await app.inject({ method: 'DELETE', url: '/api/status' }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([401, 422, 204, 404, 404]);
    for (const res of cases) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app its own caching: hashed assets for a year, the page revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ method: 'GET', url: '/students' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
