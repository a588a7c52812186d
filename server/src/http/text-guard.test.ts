import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { unsafeTextDetails } from './text-guard.ts';

// Control characters (a NUL above all: PostgreSQL refuses it in text, a 500 before) and lone
// surrogates are refused with 422 and a detail per field on every route, before the route's own
// schema: anonymous sign-in, a generic entity, a portal form, query strings and path parameters.

const { app, db } = await createTestApp();

const NUL = 'Ann\u0000e';
const LONE = 'Ann\uD800e';
const params = (body: string) =>
  ((JSON.parse(body) as { details?: { param: string }[] }).details ?? []).map((d) => d.param).sort();

describe('text with control characters or lone surrogates', () => {
  it('is refused on anonymous sign-in with 422 per field, never 500', async () => {
    for (const bad of [NUL, LONE, 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: `x${bad}@example.org`, password: bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, code: 'validation_failed' });
      expect(params(res.body)).toEqual(['email', 'password']);
    }
    // Nothing was counted as a failed sign-in either.
    expect(await db.kysely.selectFrom('login_failures').selectAll().execute()).toEqual([]);
  });

  it('is refused on a generic entity create, in nested values and in the query string', async () => {
    const staff = await buildUser(db, { permissions: '*' });
    const cookie = await login(app, staff);
    const res = await app.inject({
      method: 'POST',
      url: '/api/organisations',
      headers: { cookie },
      payload: { name: `St Mary${NUL}`, type: 'Church', notes: `Line one\n${LONE}` },
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['name', 'notes']);
    expect(await db.kysely.selectFrom('organisations').selectAll().execute()).toEqual([]);

    const list = await app.inject({ method: 'GET', url: '/api/organisations?search=St%00Mary', headers: { cookie } });
    expect(list.statusCode).toBe(422);
    expect(params(list.body)).toEqual(['search']);
    const record = await app.inject({ method: 'GET', url: '/api/organisations/1%00', headers: { cookie } });
    expect(record.statusCode).toBe(422);
    expect(params(record.body)).toEqual(['id']);

    // Tabs, line breaks and characters outside the BMP (a surrogate pair) are ordinary text.
    const good = await app.inject({
      method: 'POST',
      url: '/api/organisations',
      headers: { cookie },
      payload: { name: 'St Mary’s 🙏', type: 'Church', status: 'Hub Church', notes: 'Line one\r\n\tLine two' },
    });
    expect(good.statusCode, good.body).toBe(201);
  });

  it('is refused on a portal form', async () => {
    const user = await buildUser(db, { permissions: 'forms:student' });
    await buildStudent(db, user.personId);
    const cookie = await login(app, user);
    const contact = (name: string) => ({
      name,
      relationship: 'Sister',
      phone: '07700 900123',
      alternativePhone: '',
      email: '',
    });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/forms/student/emergency-contacts',
      headers: { cookie },
      payload: { primary: contact(NUL), secondary: { ...contact('Sam'), relationship: `Fa${LONE}ther` } },
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['primary.name', 'secondary.relationship']);
    expect(await db.kysely.selectFrom('student_emergency_contacts').selectAll().execute()).toEqual([]);
  });

  it('walks keys, arrays and nesting', () => {
    expect(
      unsafeTextDetails({ a: ['ok', 'b\u0000'], ['k\u0001']: 1, n: { m: 'x\uDC00' } }).map((d) => d.param),
    ).toEqual(['a.1', 'k?', 'n.m']);
    expect(unsafeTextDetails({ a: 'tab\tnew\nline\r', b: '😀', c: 1, d: null })).toEqual([]);
  });
});
