import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

const { app, db } = await createTestApp();

describe('OpenAPI documentation', () => {
  it('describes every route, generated from the zod schemas, for admin:admin holders', async () => {
    const admin = await buildUser(db, { permissions: 'admin:admin' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: await login(app, admin) },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/auth/account',
        '/api/organisations',
        '/api/organisations/{id}',
        '/api/forms/student',
      ]),
    );
    const login422 = doc.paths['/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login422.required).toEqual(expect.arrayContaining(['email', 'password']));
    const page = await app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: await login(app, admin) } });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('is closed to everyone else', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    const staff = await buildUser(db, { permissions: 'dashboard:view' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: await login(app, staff) } }))
        .statusCode,
    ).toBe(403);
  });
});
