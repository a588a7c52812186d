import type { LightMyRequestResponse } from 'fastify';
import { buildStudent, buildUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

// Finance API tests (issue 14): a new student in the 2026 session, their session's fee assessed
// through the API on a schedule; the caller's signed-in `call` does the request.

export type Call = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>;

export async function assessedStudent(t: TestApp, call: Call, schedule: string, fee: number) {
  const student = await buildStudent(t.db, (await buildUser(t.db)).personId, { sessionYear: 2026 });
  const { id: sessionId } = await t.db.kysely
    .selectFrom('engagement_sessions')
    .select('id')
    .where('engagement_id', '=', student.engagementId)
    .executeTakeFirstOrThrow();
  const assessment = await call('POST', `students/${student.id}/fee-assessments`, { sessionId, schedule, fee });
  return { student, assessmentId: assessment.json().id as number };
}
