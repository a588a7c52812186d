import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { buildInstance, buildModule, buildResult } from '../teaching/teaching-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 20, feature residentialAttendance feeds Reporting > Students: the marks of the students in
// the filter per programme, of the academic year when one is chosen; off, the page has no such figure.

const on = await createTestApp({ FEATURES: 'residentialAttendance' });
const off = await createTestApp();

async function setUp(t: TestApp) {
  const reader = await login(t.app, await buildUser(t.db, { permissions: 'reports:menu students:view' }));
  const mod = await buildModule(t.db);
  const instance = await buildInstance(t.db, mod.id, { academicYear: 2026, hub: 'York' });
  const bth = await buildStudent(t.db, (await buildUser(t.db)).personId, { programmeCode: 'BTh' });
  const ma = await buildStudent(t.db, (await buildUser(t.db)).personId, { programmeCode: 'MA' });
  await buildResult(t.db, bth.engagementId, instance);
  await buildResult(t.db, ma.engagementId, instance);
  const now = new Date().toISOString();
  const residential = async (startsOn: string) =>
    Number(
      (
        await t.db.kysely
          .insertInto('residentials')
          .values({
            module_instance_id: instance,
            title: `Residential ${startsOn}`,
            starts_on: startsOn,
            ends_on: startsOn,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const september = await residential('2026-09-14');
  const lastYear = await residential('2025-09-15');
  const mark = (residentialId: number, studentId: number, status: string, reason = '') =>
    t.db.kysely
      .insertInto('residential_attendance')
      .values({ residential_id: residentialId, student_id: studentId, status, reason, recorded_at: now })
      .execute();
  await mark(september, bth.id, 'Absent', 'Illness');
  await mark(september, ma.id, 'Late');
  await mark(lastYear, bth.id, 'Present');
  return reader;
}

const get = (t: TestApp, cookie: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/reporting/students${query}`, headers: { cookie } });

describe('residential attendance on Reporting > Students', () => {
  it('counts the marks per programme, within the year and the other filters', async () => {
    const reader = await setUp(on);
    const all = await get(on, reader, '');
    expect(all.statusCode).toBe(200);
    expect(all.json().attendance).toEqual([
      { programme: 'BTh', present: 1, late: 0, absent: 1 },
      { programme: 'MA', present: 0, late: 1, absent: 0 },
    ]);
    expect((await get(on, reader, '?year=2026&programme=BTh')).json().attendance).toEqual([
      { programme: 'BTh', present: 0, late: 0, absent: 1 },
    ]);
  });

  it('is not part of the page while the feature is off', async () => {
    const reader = await setUp(off);
    const res = await get(off, reader, '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('attendance');
  });
});
