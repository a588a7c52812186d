import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { studentOn } from './engagement-test-support.ts';

// GET /api/students/:id/engagements.

const { app, db } = await createTestApp();
let viewer: string;
let outsider: string;

beforeAll(async () => {
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
  outsider = await login(app, await buildUser(db, { permissions: 'organisations:view' }));
});

const get = (studentId: number | string, cookie = viewer) =>
  app.inject({ method: 'GET', url: `/api/students/${studentId}/engagements`, headers: { cookie } });

describe('GET /api/students/:id/engagements', () => {
  it("lists the student's engagements with their sessions, history and open moves", async () => {
    const student = await studentOn(db, { programmeCode: 'MA', level: '7', hub: 'Bristol' });
    const now = new Date().toISOString();
    await db.kysely.deleteFrom('programmes').where('code', '=', 'MA').execute();
    await db.kysely
      .insertInto('programmes')
      .values({
        code: 'MA',
        title: 'MA in Theology, Ministry and Mission',
        award: 'MA',
        levels: '7 7Diss',
        credits: 180,
        // System data's flag, which canTransfer reads (spec 5: MA is not transferable)
        transferable: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.kysely
      .insertInto('engagement_sessions')
      .values({
        engagement_id: student.engagementId,
        academic_year: 2019,
        level: '7',
        status: 'Completed',
        enrolled_at: '2019-09-10T09:00:00.000Z',
        enrolled_by_user_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await get(student.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ studentId: student.id, currentEngagementId: student.engagementId });
    // What the caller may do, for the tab (issue 12): a viewer may not edit.
    expect(body.abilities).toEqual({ canEdit: false, canView: true });
    expect(body.items).toHaveLength(1);
    const [engagement] = body.items;
    expect(engagement).toMatchObject({
      id: student.engagementId,
      version: 1,
      current: true,
      programmeCode: 'MA',
      programmeTitle: 'MA in Theology, Ministry and Mission',
      level: '7',
      cohort: '7',
      status: 'Current',
      hub: 'Bristol',
      pace: 'PT',
      auditing: false,
      personalTutorId: null,
      personalTutorName: null,
      intentions: 'Assumed',
      nextStatuses: ['IoS', 'Transferred', 'Completed', 'Withdrawn', 'Terminated'],
      // spec 5: MA is not transferable (System data's programmes row says so).
      canTransfer: false,
      history: [],
    });
    expect(
      engagement.sessions.map((s: { academicYear: number; status: string }) => [s.academicYear, s.status]),
    ).toEqual([
      [engagement.sessions[0].academicYear, 'Current'],
      [2019, 'Completed'],
    ]);
  });

  it('answers 404 for an unknown student, 422 for a bad id', async () => {
    expect((await get(999_999)).json()).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'There is no student with id 999999.',
    });
    expect((await get('abc')).statusCode).toBe(422);
  });

  it('needs students:view', async () => {
    const student = await studentOn(db);
    expect((await get(student.id, '')).statusCode).toBe(401);
    expect((await get(student.id, outsider)).statusCode).toBe(403);
  });
});
