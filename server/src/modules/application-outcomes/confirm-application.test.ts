import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { applicationVersion, insertApplication } from './outcome-test-support.ts';

let t: TestApp;
let staff: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await login(
    t.app,
    await buildUser(t.db, { permissions: 'applications:menu applications:view applications:edit' }),
  );
  viewer = await login(t.app, await buildUser(t.db, { permissions: 'applications:menu applications:view' }));
});
afterAll(() => t.close());

const confirm = (id: number, version: number, cookie = staff) =>
  t.app.inject({ method: 'POST', url: `/api/applications/${id}/confirm`, headers: { cookie }, payload: { version } });

async function countsFor(personId: number) {
  const students = await t.db.kysely.selectFrom('students').select(['id']).where('person_id', '=', personId).execute();
  const ids = students.map((s) => s.id);
  const engagements = ids.length
    ? await t.db.kysely
        .selectFrom('engagements')
        .select(['id', 'status', 'start_intake', 'programme_code'])
        .where('student_id', 'in', ids)
        .execute()
    : [];
  return { students: students.length, engagements };
}

describe('POST /applications/:id/confirm', () => {
  it('confirms a placed applicant and makes them a student Starting at their intake, with a session for its year', async () => {
    const highest = await buildUser(t.db);
    await buildStudent(t.db, highest.personId, { partnerId: 4_100_000 });
    const applicant = await buildUser(t.db, { rolePermissions: 'applications:apply' });
    const id = await insertApplication(t.db, applicant.personId, {
      course: 'MA',
      intake: '2027-01-10',
      cohortGroup: 'Candidate',
    });

    const res = await confirm(id, await applicationVersion(t.db, id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      applicationId: id,
      status: 'Confirmed',
      partnerId: 4_100_001,
      createdStudent: true,
      createdEngagement: true,
    });
    expect(body.version).toBe(await applicationVersion(t.db, id));

    const student = await t.db.kysely
      .selectFrom('students')
      .selectAll()
      .where('id', '=', body.studentId)
      .executeTakeFirstOrThrow();
    expect(student).toMatchObject({
      person_id: applicant.personId,
      status: 'Starting',
      programme_code: 'MA',
      level: '7',
      cohort_group: 'Candidate',
      current_engagement_id: body.engagementId,
    });
    const engagement = await t.db.kysely
      .selectFrom('engagements')
      .selectAll()
      .where('id', '=', body.engagementId)
      .executeTakeFirstOrThrow();
    expect(engagement).toMatchObject({
      status: 'Starting',
      start_intake: '2027-01-10',
      pace: 'PT',
      student_type: 'Ordinand',
    });
    const sessions = await t.db.kysely
      .selectFrom('engagement_sessions')
      .select(['academic_year', 'status'])
      .where('engagement_id', '=', body.engagementId)
      .execute();
    expect(sessions).toEqual([{ academic_year: 2026, status: 'Starting' }]);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'applications')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['confirm']);
    expect(JSON.parse(audit[0]!.changes!)).toMatchObject({
      status: { from: 'Place accepted', to: 'Confirmed' },
      studentId: body.studentId,
    });
  });

  it('opens the portal to the applicant’s account on confirmation, once, keeping the applicant role', async () => {
    const applicant = await buildUser(t.db, { rolePermissions: 'applications:apply' });
    const id = await insertApplication(t.db, applicant.personId, { intake: '2031-09-01' });
    const cookie = await login(t.app, applicant);
    const permissions = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).json() as {
          permissions: string[];
        }
      ).permissions;
    expect(await permissions()).not.toContain('forms:student');

    expect((await confirm(id, await applicationVersion(t.db, id))).statusCode).toBe(200);
    expect(await permissions()).toContain('forms:student');
    expect(await permissions()).toContain('applications:apply');
    expect((await t.app.inject({ method: 'GET', url: '/api/forms/student', headers: { cookie } })).statusCode).toBe(
      200,
    );
    // Nothing waits for the intake date any more, and running every job grants nothing more.
    expect(
      await t.db.kysely.selectFrom('jobs').select('id').where('type', '=', 'student-access.grant').execute(),
    ).toEqual([]);
    await runDueJobs(t.ctx, { now: new Date('2031-09-02T00:00:00Z') });
    const granted = await t.db.kysely
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'role-granted')
      .where('entity_id', '=', String(applicant.id))
      .execute();
    expect(granted).toHaveLength(1);
  });

  it('refuses anything but Place accepted with 422 on status, and writes nothing', async () => {
    const applicant = await buildUser(t.db);
    const id = await insertApplication(t.db, applicant.personId, { status: 'Place offered' });
    const res = await confirm(id, await applicationVersion(t.db, id));
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ param: 'status', message: expect.stringContaining('Place offered') }]);
    expect(await countsFor(applicant.personId)).toEqual({ students: 0, engagements: [] });
  });

  it('confirming twice creates nothing more', async () => {
    const applicant = await buildUser(t.db);
    const id = await insertApplication(t.db, applicant.personId);
    const first = await confirm(id, await applicationVersion(t.db, id));
    expect(first.statusCode).toBe(200);
    const again = await confirm(id, first.json().version);
    expect(again.statusCode).toBe(422);
    const counts = await countsFor(applicant.personId);
    expect(counts.students).toBe(1);
    expect(counts.engagements).toHaveLength(1);
  });

  it('refuses quick accept once confirmed (422), changing nothing', async () => {
    const applicant = await buildUser(t.db);
    const id = await insertApplication(t.db, applicant.personId);
    const version = (await confirm(id, await applicationVersion(t.db, id))).json().version as number;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/quick-accept`,
      headers: { cookie: staff },
      payload: { version },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      expect.objectContaining({
        param: 'status',
        message: 'Quick accept is for applications still under review; this one is confirmed.',
      }),
    ]);
    expect(await applicationVersion(t.db, id)).toBe(version);
    expect(
      await t.db.kysely
        .selectFrom('application_section_reviews')
        .select('section')
        .where('application_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('gives an existing student a new engagement for a new intake, keeps their number and their studies current', async () => {
    const person = await buildUser(t.db);
    const existing = await buildStudent(t.db, person.personId, {
      programmeCode: 'BTh',
      status: 'Current',
      partnerId: 4_200_000,
    });
    const id = await insertApplication(t.db, person.personId, { course: 'MA', intake: '2028-09-01' });
    const res = await confirm(id, await applicationVersion(t.db, id));
    expect(res.json()).toMatchObject({
      studentId: existing.id,
      partnerId: 4_200_000,
      createdStudent: false,
      createdEngagement: true,
    });
    const student = await t.db.kysely
      .selectFrom('students')
      .select(['status', 'programme_code', 'current_engagement_id'])
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(student).toEqual({ status: 'Current', programme_code: 'BTh', current_engagement_id: existing.engagementId });
    expect((await countsFor(person.personId)).engagements).toHaveLength(2);
  });

  it('gives an existing student nothing new when they already have an engagement for that intake', async () => {
    const person = await buildUser(t.db);
    await buildStudent(t.db, person.personId, {
      programmeCode: 'BTh',
      status: 'Starting',
      startIntake: '2027-09-01',
      partnerId: 4_300_000,
    });
    const id = await insertApplication(t.db, person.personId, { intake: '2027-09-01' });
    const res = await confirm(id, await applicationVersion(t.db, id));
    expect(res.json()).toMatchObject({ createdStudent: false, createdEngagement: false, status: 'Confirmed' });
    expect((await countsFor(person.personId)).engagements).toHaveLength(1);
  });

  it('answers 409 for a stale version, 404 for an unknown application, 422 without a version', async () => {
    const applicant = await buildUser(t.db);
    const id = await insertApplication(t.db, applicant.personId);
    expect((await confirm(id, (await applicationVersion(t.db, id)) + 5)).statusCode).toBe(409);
    expect((await confirm(999_999, 2)).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/confirm`,
      headers: { cookie: staff },
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details[0].param).toBe('version');
    expect(await countsFor(applicant.personId)).toEqual({ students: 0, engagements: [] });
  });

  it('needs applications:edit', async () => {
    const applicant = await buildUser(t.db);
    const id = await insertApplication(t.db, applicant.personId);
    expect((await confirm(id, await applicationVersion(t.db, id), viewer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/confirm`,
      payload: { version: 2 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
