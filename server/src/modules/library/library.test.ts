import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 20, feature library: a student's library account number, kept by registry on the record and
// shown with the catalogue link on the record and in the portal; off, the calls are 404.

const t = await createTestApp({ FEATURES: 'library', LIBRARY_URL_TEMPLATE: 'https://library.test/patron/{id}' });
const off = await createTestApp();

async function signed(app: typeof t, permissions: string) {
  const user = await buildUser(app.db, { permissions });
  return { user, cookie: await login(app.app, user) };
}

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('library accounts (feature library)', () => {
  it('registry sets, changes and clears the number; the record and the portal show it with the catalogue link', async () => {
    const registry = await signed(t, 'students:view students:edit');
    const studentUser = await buildUser(t.db, { permissions: 'forms:student' });
    const student = await buildStudent(t.db, studentUser.personId);
    const studentCookie = await login(t.app, studentUser);

    const empty = await call('GET', `/students/${student.id}/library`, registry.cookie);
    expect(empty.json()).toEqual({
      accountNumber: null,
      catalogueUrl: null,
      updatedAt: null,
      abilities: { canEdit: true },
    });
    expect((await call('GET', '/forms/student/library', studentCookie)).json()).toEqual({
      accountNumber: null,
      catalogueUrl: null,
    });

    const set = await call('PUT', `/students/${student.id}/library`, registry.cookie, { accountNumber: ' LIB/0042 ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      accountNumber: 'LIB/0042',
      catalogueUrl: 'https://library.test/patron/LIB%2F0042',
      abilities: { canEdit: true },
    });
    expect((await call('GET', '/forms/student/library', studentCookie)).json()).toEqual({
      accountNumber: 'LIB/0042',
      catalogueUrl: 'https://library.test/patron/LIB%2F0042',
    });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'students')
      .where('entity_id', '=', String(student.id))
      .where('action', '=', 'library-account')
      .execute();
    expect(audit.map((a) => JSON.parse(a.changes ?? '{}') as unknown)).toEqual([
      { accountNumber: { from: null, to: 'LIB/0042' } },
    ]);

    const cleared = await call('PUT', `/students/${student.id}/library`, registry.cookie, { accountNumber: '' });
    expect(cleared.json()).toMatchObject({ accountNumber: null, catalogueUrl: null });
    const rows = await t.db.kysely
      .selectFrom('library_accounts')
      .selectAll()
      .where('student_id', '=', student.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('one number belongs to one student: a second is refused with 409 and nothing changes', async () => {
    const registry = await signed(t, 'students:view students:edit');
    const a = await buildStudent(t.db, (await buildUser(t.db)).personId);
    const b = await buildStudent(t.db, (await buildUser(t.db)).personId);
    await call('PUT', `/students/${a.id}/library`, registry.cookie, { accountNumber: 'L-1' });
    await call('PUT', `/students/${b.id}/library`, registry.cookie, { accountNumber: 'L-2' });
    const clash = await call('PUT', `/students/${b.id}/library`, registry.cookie, { accountNumber: 'L-1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ status: 409, message: expect.stringContaining('another student') });
    expect((await call('GET', `/students/${b.id}/library`, registry.cookie)).json()).toMatchObject({
      accountNumber: 'L-2',
    });
  });

  it('bad input is a 422 naming the field; an unknown student 404; viewers may not edit', async () => {
    const registry = await signed(t, 'students:view students:edit');
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId);
    const bad = await call('PUT', `/students/${s.id}/library`, registry.cookie, { accountNumber: 'no spaces <b>' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('accountNumber');
    const long = await call('PUT', `/students/${s.id}/library`, registry.cookie, { accountNumber: 'x'.repeat(41) });
    expect(long.statusCode).toBe(422);
    expect((await call('PUT', '/students/999999/library', registry.cookie, { accountNumber: 'A1' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/students/999999/library', registry.cookie)).statusCode).toBe(404);

    const viewer = await signed(t, 'students:view');
    const view = await call('GET', `/students/${s.id}/library`, viewer.cookie);
    expect(view.json()).toMatchObject({ abilities: { canEdit: false } });
    expect((await call('PUT', `/students/${s.id}/library`, viewer.cookie, { accountNumber: 'A1' })).statusCode).toBe(
      403,
    );
  });

  it('a signed-in user without a student record is told so (404)', async () => {
    const lone = await signed(t, 'forms:student');
    const res = await call('GET', '/forms/student/library', lone.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('No student record') });
  });

  it('off: no library calls at all', async () => {
    const registry = await signed(off, 'students:view students:edit forms:student');
    const res = await off.app.inject({
      method: 'GET',
      url: '/api/students/1/library',
      headers: { cookie: registry.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await off.app.inject({ method: 'GET', url: '/api/forms/student/library', headers: { cookie: registry.cookie } }))
        .statusCode,
    ).toBe(404);
  });
});
