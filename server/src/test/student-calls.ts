import { academicYearOf } from '@collegium/domain/academic-year';
import type { TestApp } from './test-app.ts';
import { type BuiltUser, buildStudent, buildUser, login } from './factories.ts';

// Shared by the student-finance, folder-request and bursary-committee API tests: a signed-in student with this year's session, and
// calls under /api.

export const YEAR = academicYearOf(new Date());

export interface Signed {
  user: BuiltUser;
  cookie: string;
  studentId: number;
  engagementId: number;
  sessionId: number;
}

export async function signedStudent(
  t: TestApp,
  permissions = 'forms:student forms:bursary',
  o: Parameters<typeof buildStudent>[2] = {},
): Promise<Signed> {
  const user = await buildUser(t.db, { permissions });
  const s = await buildStudent(t.db, user.personId, { sessionYear: YEAR, ...o });
  const session = await t.db.kysely
    .selectFrom('engagement_sessions')
    .select('id')
    .where('engagement_id', '=', s.engagementId)
    .executeTakeFirstOrThrow();
  return {
    user,
    cookie: await login(t.app, user),
    studentId: s.id,
    engagementId: s.engagementId,
    sessionId: session.id,
  };
}

export const caller =
  (t: TestApp) => (method: 'GET' | 'PUT' | 'POST', path: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${path}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

export const params = (body: string) =>
  (JSON.parse(body) as { details?: { param: string }[] }).details?.map((d) => d.param).sort() ?? [];

export async function auditsOf(t: TestApp, entity: string, actor: number) {
  const rows = await t.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'entity_id', 'changes'])
    .where('entity', '=', entity)
    .where('actor_user_id', '=', actor)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    entityId: r.entity_id,
    changes: r.changes === null ? null : (JSON.parse(r.changes) as Record<string, unknown>),
  }));
}
