import { academicYearOf } from '@collegium/domain/academic-year';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// GET /api/students/{id}/history also lists what was done to the student's engagements and
// sessions (audited under those records), and nothing of another student's.

const testApp = await createTestApp();
const { app, db } = testApp;

describe("a student's history", () => {
  it('includes enrolment of their session, but not of anyone else', async () => {
    const cookie = await login(
      app,
      await buildUser(db, { permissions: 'students:view students:menu students:enrolment' }),
    );
    const year = academicYearOf(new Date());
    const mine = await buildStudent(db, (await buildUser(db)).personId, { status: 'Starting', sessionYear: year });
    const other = await buildStudent(db, (await buildUser(db)).personId, { status: 'Starting', sessionYear: year });
    const sessions = await db.kysely
      .selectFrom('engagement_sessions')
      .select(['id', 'engagement_id'])
      .where('engagement_id', 'in', [mine.engagementId, other.engagementId])
      .execute();
    const res = await app.inject({
      method: 'POST',
      url: '/api/students/enrolment/enrol',
      headers: { cookie },
      payload: { sessionIds: sessions.map((s) => s.id) },
    });
    expect(res.statusCode).toBe(200);

    const history = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/students/${id}/history`, headers: { cookie } })).json().items as {
        action: string;
      }[];
    const mineActions = (await history(mine.id)).map((e) => e.action);
    expect(mineActions).toContain('enrol');
    expect(mineActions.filter((a) => a === 'enrol')).toHaveLength(1);
    const fresh = await buildStudent(db, (await buildUser(db)).personId);
    expect(await history(fresh.id)).toEqual([]);
  });
});
