import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildUser, login } from '../../test/factories.ts';
import { insertApplication } from './outcome-test-support.ts';

let t: TestApp;
let pd: string;
let pdWithoutProgramme: string;
let admissions: string;
let maApplication: number;
let bthApplication: number;

async function director(permissions: string, programme: string | null) {
  const user = await buildUser(t.db, { permissions });
  await t.db.kysely.updateTable('users').set({ programme }).where('id', '=', user.id).execute();
  return login(t.app, user);
}

beforeAll(async () => {
  t = await createTestApp();
  pd = await director('myapplicants:view role:pd', 'MA');
  pdWithoutProgramme = await director('myapplicants:view role:pd', null);
  admissions = await director('myapplicants:view', 'MA');
  const ann = await buildUser(t.db, { firstName: 'Ann', lastName: 'Abbott' });
  const ben = await buildUser(t.db, { firstName: 'Ben', lastName: 'Baker' });
  maApplication = await insertApplication(t.db, ann.personId, {
    course: 'MA',
    status: 'Under review',
    diocese: 'Durham',
  });
  bthApplication = await insertApplication(t.db, ben.personId, { course: 'BTh' });
  const now = new Date().toISOString();
  await t.db.kysely
    .insertInto('application_references')
    .values({
      application_id: maApplication,
      kind: 'referee',
      position: 1,
      referee_name: 'Rev Jo Smith',
      referee_email: 'jo@example.org',
      status: 'Received',
      token_hash: null,
      token_expires_at: null,
      requested_at: now,
      received_at: now,
      relationship_applicant: 'Vicar',
      time_known: '5 years',
      academic_ability: 'Good',
      interaction_ability: 'Good',
      suitability_postgraduate: 'Yes',
      comments: 'Private',
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });

describe('my applicants', () => {
  it('lists a programme director the applications to their programme only', async () => {
    const res = await get('/myapplicants', pd);
    expect(res.json()).toEqual({
      programme: 'MA',
      items: [
        {
          id: maApplication,
          name: 'Ann Abbott',
          status: 'Under review',
          course: 'MA',
          intake: '2027-09-01',
          submittedAt: '2026-03-02T10:00:00.000Z',
        },
      ],
    });
  });

  it('opens one of them, with reference statuses but not the referees’ answers', async () => {
    const res = await get(`/myapplicants/${maApplication}`, pd);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: maApplication,
      name: 'Ann Abbott',
      diocese: 'Durham',
      references: [{ kind: 'referee', name: 'Rev Jo Smith', status: 'Received' }],
    });
    expect(res.body).not.toContain('Private');
  });

  it('answers 404 for an applicant outside the scope, and for directors without a programme or the role', async () => {
    expect((await get(`/myapplicants/${bthApplication}`, pd)).statusCode).toBe(404);
    expect((await get(`/myapplicants/${maApplication}`, pdWithoutProgramme)).statusCode).toBe(404);
    expect((await get(`/myapplicants/${maApplication}`, admissions)).statusCode).toBe(404);
    expect((await get('/myapplicants', admissions)).json()).toEqual({ programme: null, items: [] });
  });

  it('needs myapplicants:view', async () => {
    const other = await login(
      t.app,
      await buildUser(t.db, { permissions: 'applications:menu applications:view role:pd' }),
    );
    expect((await get(`/myapplicants/${maApplication}`, other)).statusCode).toBe(403);
  });
});
