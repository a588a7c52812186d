import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildUser, login } from '../../test/factories.ts';
import { applicationVersion, insertApplication } from './outcome-test-support.ts';

// The engagement write fails after the student row and the new status are written: the whole
// confirmation must roll back.
vi.mock('../engagements/engagement-records.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../engagements/engagement-records.ts')>();
  return {
    ...real,
    insertEngagement: async (...args: Parameters<typeof real.insertEngagement>) => {
      await real.insertEngagement(...args);
      throw new Error('disk full');
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('writes nothing when the conversion fails part-way', async () => {
  const cookie = await login(t.app, await buildUser(t.db, { permissions: 'applications:menu applications:edit' }));
  const applicant = await buildUser(t.db);
  const id = await insertApplication(t.db, applicant.personId);
  const version = await applicationVersion(t.db, id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/confirm`,
    headers: { cookie },
    payload: { version },
  });
  expect(res.statusCode).toBe(500);
  const app = await t.db.kysely
    .selectFrom('applications')
    .select(['status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(app.status).toBe('Place accepted');
  expect(await applicationVersion(t.db, id)).toBe(version);
  expect(await t.db.kysely.selectFrom('students').select('id').execute()).toEqual([]);
  expect(await t.db.kysely.selectFrom('engagements').select('id').execute()).toEqual([]);
  expect(await t.db.kysely.selectFrom('engagement_sessions').select('id').execute()).toEqual([]);
  expect(await t.db.kysely.selectFrom('jobs').select('id').execute()).toEqual([]);
  expect(
    await t.db.kysely.selectFrom('user_roles').select('user_id').where('user_id', '=', applicant.id).execute(),
  ).toEqual([]);
  expect(await t.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'confirm').execute()).toEqual([]);
});
