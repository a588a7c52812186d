import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 5: staff read what a student entered in the portal on the record page's Portal forms tab
// (GET {api}/students/:id/portal-forms). DBS and learning support are special category: every
// staff read is written to the audit log.

const { app, db } = await createTestApp();

async function student() {
  const user = await buildUser(db, { permissions: 'forms:student' });
  const s = await buildStudent(db, user.personId);
  return { user, cookie: await login(app, user), id: s.id };
}

const put = (cookie: string, section: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/forms/student/${section}`, headers: { cookie }, payload });

async function auditsOf(studentId: number, actor: number) {
  const rows = await db.kysely
    .selectFrom('audit_log')
    .select(['action', 'changes'])
    .where('entity', '=', 'students')
    .where('entity_id', '=', String(studentId))
    .where('actor_user_id', '=', actor)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    changes: r.changes === null ? null : (JSON.parse(r.changes) as unknown),
  }));
}

describe('GET students/:id/portal-forms', () => {
  it('answers every section with when it was last saved, and audits the special-category reads', async () => {
    const s = await student();
    const personal = {
      title: 'Revd',
      firstName: 'Ruth',
      lastName: 'Okafor',
      preferredName: '',
      dateOfBirth: '1990-02-03',
      phone: '07700 900111',
      address1: '1 Palace Green',
      address2: '',
      city: 'Durham',
      county: '',
      postCode: 'dh13le',
    };
    expect((await put(s.cookie, 'personal-details', personal)).statusCode).toBe(200);
    expect(
      (await put(s.cookie, 'learning-support', { categories: ['Dyslexia'], needs: 'Slides in advance.' })).statusCode,
    ).toBe(200);
    expect((await put(s.cookie, 'policies-agreed', { safeguarding: true })).statusCode).toBe(200);

    const staff = await buildUser(db, { permissions: 'students:view students:special' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/students/${s.id}/portal-forms`,
      headers: { cookie: await login(app, staff) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.personalDetails).toMatchObject({
      title: 'Revd',
      firstName: 'Ruth',
      postCode: 'DH1 3LE',
      city: 'Durham',
    });
    expect(body.personalDetails.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.learningSupport).toMatchObject({
      categories: ['Dyslexia'],
      needs: 'Slides in advance.',
      adjustments: null,
    });
    expect(body.learningSupport.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.policies).toEqual({
      codeOfConduct: null,
      safeguarding: new Date().toISOString().slice(0, 10),
      academicConduct: null,
    });
    // Not filled in yet: empty, with no date.
    expect(body.emergencyContacts).toEqual({ primary: null, secondary: null, updatedAt: null });
    expect(body.dbs).toEqual({ certificateNumber: '', issueDate: '', updateService: false, updatedAt: null });
    expect(await auditsOf(s.id, staff.id)).toEqual([
      { action: 'dbs.read', changes: { via: 'portal-forms' } },
      { action: 'learning-support.read', changes: { via: 'portal-forms' } },
    ]);
  });

  it('a student without learning support answers null, and only the DBS read is audited', async () => {
    const s = await student();
    const staff = await buildUser(db, { permissions: 'students:view students:special' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/students/${s.id}/portal-forms`,
      headers: { cookie: await login(app, staff) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().learningSupport).toBeNull();
    expect((await auditsOf(s.id, staff.id)).map((a) => a.action)).toEqual(['dbs.read']);
  });

  it('needs students:view; an unknown student is 404 and nothing is audited', async () => {
    const s = await student();
    const other = await student();
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/students/${other.id}/portal-forms`,
          headers: { cookie: s.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const noRights = await buildUser(db, { permissions: 'dashboard:view' });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/students/${s.id}/portal-forms`,
          headers: { cookie: await login(app, noRights) },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/students/${s.id}/portal-forms` })).statusCode).toBe(401);
    const staff = await buildUser(db, { permissions: 'students:view students:special' });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/students/999999/portal-forms',
          headers: { cookie: await login(app, staff) },
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditsOf(999999, staff.id)).toEqual([]);
  });
});
