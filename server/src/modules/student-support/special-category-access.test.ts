import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../demo/roles.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 11, point 17: special-category data (HESA answers, support declarations and their
// evidence, DBS and learning support in the portal forms) is read by staff holding
// students:special, which the registry has and finance has not.

const { app, db } = await createTestApp();
const role = (name: string) => DEMO_ROLES.find((r) => r.name === name)?.permissions as string;

const READS = (id: number) => [
  `/api/students/${id}/hesadata`,
  `/api/students/${id}/support-declarations`,
  `/api/students/${id}/support-declarations/disability/evidence`,
  `/api/students/${id}/portal-forms`,
];

describe('special-category reads', () => {
  it('finance (the seeded role) is refused every one, and nothing is audited as read', async () => {
    const pupil = await buildUser(db, { permissions: role('Student') });
    const student = await buildStudent(db, pupil.personId);
    const finance = await buildUser(db, { rolePermissions: role('Finance') });
    const cookie = await login(app, finance);
    // Finance still reads the student record itself (invoices need it).
    expect(
      (await app.inject({ method: 'GET', url: `/api/students/${student.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    for (const url of READS(student.id)) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(403);
    }
    expect(
      await db.kysely
        .selectFrom('audit_log')
        .select('action')
        .where('actor_user_id', '=', finance.id)
        .where('action', 'like', '%.read')
        .execute(),
    ).toEqual([]);
  });

  it('hub and programme directors and admissions are refused too; the registry reads them', async () => {
    const pupil = await buildUser(db, { permissions: role('Student') });
    const student = await buildStudent(db, pupil.personId);
    for (const name of ['Hub director', 'Programme director', 'Admissions']) {
      const cookie = await login(app, await buildUser(db, { rolePermissions: role(name) }));
      expect(
        (await app.inject({ method: 'GET', url: `/api/students/${student.id}/hesadata`, headers: { cookie } }))
          .statusCode,
        name,
      ).toBe(403);
    }
    const registry = await login(app, await buildUser(db, { rolePermissions: role('Registry') }));
    for (const url of READS(student.id).slice(0, 2)) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie: registry } })).statusCode, url).toBe(200);
    }
    expect(
      (await app.inject({ method: 'GET', url: READS(student.id)[3] as string, headers: { cookie: registry } }))
        .statusCode,
    ).toBe(200);
  });
});
