import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// The agreement route (spec 2.5, spec 3; issue 15): a user who has not accepted the current
// version of a policy that applies to them is asked; a changed policy asks again.

const { app, db } = await createTestApp();
const admin = await buildUser(db, { permissions: '*' });
const adminCookie = await login(app, admin);

async function createPolicy(values: { title: string; key: string; appliesTo: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/policies',
    headers: { cookie: adminCookie },
    payload: { ...values, body: `${values.title}: please read this carefully before you go on.`, active: true },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number };
}

const pending = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/agreement', headers: { cookie } })).json().pending as {
    id: number;
    key: string;
    version: number;
    acceptedVersion: number | null;
  }[];

describe('the agreement route', () => {
  it('asks each user for the policies that apply to them, until accepted in their current version', async () => {
    const conduct = await createPolicy({
      title: 'Student code of conduct',
      key: 'code-of-conduct',
      appliesTo: 'forms:student',
    });
    const itUse = await createPolicy({ title: 'IT acceptable use', key: 'it-use', appliesTo: '' });
    // It applies to its author too, who accepts it before going on (the API's gate, below).
    await app.inject({
      method: 'POST',
      url: `/api/agreement/${itUse.id}/accept`,
      headers: { cookie: adminCookie },
      payload: { version: itUse.version },
    });
    const student = await buildUser(db, { permissions: 'forms:student' });
    const studentCookie = await login(app, student);
    const staff = await buildUser(db, { permissions: 'dashboard:view' });
    const staffCookie = await login(app, staff);

    expect((await pending(studentCookie)).map((p) => p.key)).toEqual(['it-use', 'code-of-conduct']);
    expect((await pending(staffCookie)).map((p) => p.key)).toEqual(['it-use']);

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/agreement/${conduct.id}/accept`,
      headers: { cookie: studentCookie },
      payload: { version: conduct.version },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().pending.map((p: { key: string }) => p.key)).toEqual(['it-use']);
    // Not for the staff member: it does not apply to them.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/agreement/${conduct.id}/accept`,
          headers: { cookie: staffCookie },
          payload: { version: conduct.version },
        })
      ).statusCode,
    ).toBe(404);

    // A new version asks again, and an acceptance of the old text is refused.
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/policies/${conduct.id}`,
      headers: { cookie: adminCookie },
      payload: {
        version: conduct.version,
        body: 'The code of conduct, revised: please read it again before you go on.',
      },
    });
    expect(changed.statusCode).toBe(200);
    const again = await pending(studentCookie);
    expect(again.find((p) => p.key === 'code-of-conduct')).toMatchObject({
      version: changed.json().version,
      acceptedVersion: conduct.version,
    });
    const stale = await app.inject({
      method: 'POST',
      url: `/api/agreement/${conduct.id}/accept`,
      headers: { cookie: studentCookie },
      payload: { version: conduct.version },
    });
    expect(stale.statusCode).toBe(409);

    // Retired: no longer asked for. Accepted once: never deleted.
    await app.inject({
      method: 'POST',
      url: `/api/agreement/${itUse.id}/accept`,
      headers: { cookie: staffCookie },
      payload: { version: itUse.version },
    });
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/policies/${itUse.id}?version=${itUse.version}`,
      headers: { cookie: adminCookie },
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('This policy has been accepted 2 times: untick Active to retire it instead.');
    await app.inject({
      method: 'PATCH',
      url: `/api/policies/${itUse.id}`,
      headers: { cookie: adminCookie },
      payload: { version: itUse.version, active: false },
    });
    expect((await pending(studentCookie)).map((p) => p.key)).toEqual(['code-of-conduct']);

    const history = (
      await app.inject({ method: 'GET', url: `/api/policies/${conduct.id}/history`, headers: { cookie: adminCookie } })
    ).json();
    expect(history.items.map((i: { action: string; actor: { id: number } }) => [i.action, i.actor.id])).toEqual([
      ['update', admin.id],
      ['accepted', student.id],
      ['create', admin.id],
    ]);
  });

  it('leaves accepting to the person, not to someone acting as them', async () => {
    const policy = await createPolicy({ title: 'Safeguarding policy', key: 'safeguarding', appliesTo: 'forms:hesa' });
    const student = await buildUser(db, { permissions: 'forms:hesa' });
    const staff = await buildUser(db, { permissions: 'dashboard:loginas forms:hesa' });
    const staffCookie = await login(app, staff);
    await app.inject({
      method: 'POST',
      url: `/api/agreement/${policy.id}/accept`,
      headers: { cookie: staffCookie },
      payload: { version: policy.version },
    });
    const started = await app.inject({
      method: 'POST',
      url: `/auth/loginas/user/${student.id}`,
      headers: { cookie: staffCookie },
    });
    expect(started.statusCode, started.body).toBe(200);
    const acting = `collegium_session=${started.cookies.find((c) => c.name === 'collegium_session')?.value}`;
    const res = await app.inject({
      method: 'POST',
      url: `/api/agreement/${policy.id}/accept`,
      headers: { cookie: acting },
      payload: { version: policy.version },
    });
    expect(res.statusCode).toBe(409);
    expect(
      await db.kysely
        .selectFrom('policy_acceptances')
        .select('user_id')
        .where('policy_id', '=', policy.id)
        .where('user_id', '=', student.id)
        .execute(),
    ).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/agreement' })).statusCode).toBe(401);
  });

  it('the API refuses everything but the agreement calls, sign-out and public calls until the policies are accepted', async () => {
    const student = await buildUser(db, { permissions: 'forms:bursary students:view users:view' });
    const cookie = await login(app, student);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    // Nothing pending: nothing refused.
    expect((await call('GET', '/api/students')).statusCode).toBe(200);

    const policy = await createPolicy({ title: 'Library rules', key: 'library-rules', appliesTo: 'forms:bursary' });
    for (const url of ['/api/students', '/api/profile', `/api/students/${student.id}`, '/api/users/1/account']) {
      const refused = await call('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        status: 403,
        code: 'agreement_required',
        message: 'Please read and accept the college’s policies on the agreement page before going on.',
      });
    }
    // A write is refused before its body is read, and leaves nothing behind.
    const write = await call('PUT', '/api/profile', { nonsense: true });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('agreement_required');
    // What is needed to read and accept the policies, and to sign out, still answers.
    expect((await call('GET', '/auth/account')).statusCode).toBe(200);
    expect((await call('GET', '/api/config')).statusCode).toBe(200);
    expect((await call('GET', '/api/agreement')).json().pending.map((p: { key: string }) => p.key)).toEqual([
      'library-rules',
    ]);
    // Someone else, to whom the policy does not apply, is not stopped.
    const staff = await buildUser(db, { permissions: 'students:view' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/students', headers: { cookie: await login(app, staff) } }))
        .statusCode,
    ).toBe(200);

    expect((await call('POST', `/api/agreement/${policy.id}/accept`, { version: policy.version })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/students')).statusCode).toBe(200);

    // A new version gates again, at once (the next request), and sign-out still works.
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/policies/${policy.id}`,
      headers: { cookie: adminCookie },
      payload: {
        version: policy.version,
        body: 'The library rules, revised: please read them again before you go on.',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/students')).statusCode).toBe(403);
    expect((await call('POST', '/auth/logout')).statusCode).toBeLessThan(300);
    expect((await call('GET', '/api/students')).statusCode).toBe(401);
    await app.inject({
      method: 'PATCH',
      url: `/api/policies/${policy.id}`,
      headers: { cookie: adminCookie },
      payload: { version: changed.json().version, active: false },
    });
  });
});
