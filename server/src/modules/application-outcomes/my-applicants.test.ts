import ExcelJS from 'exceljs';
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
let carlaApplication: number;
let danApplication: number;

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
  const carla = await buildUser(t.db, { firstName: 'Carla', lastName: 'Cole' });
  const dan = await buildUser(t.db, { firstName: 'Dan', lastName: 'Dale' });
  // spec 4.3: rejected before submitting reads "by college"; a deposit paid reads "Confirmed (deposit paid)".
  carlaApplication = await insertApplication(t.db, carla.personId, {
    course: 'MA',
    status: 'Rejected',
    submittedAt: null,
    intake: '2028-01-01',
  });
  danApplication = await insertApplication(t.db, dan.personId, {
    course: 'MA',
    status: 'Confirmed',
    submittedAt: '2026-01-15T09:00:00.000Z',
  });
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
  it('lists a programme director the applications to their programme only, as the shared applicant list', async () => {
    const res = await get('/myapplicants', pd);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ programme: 'MA', total: 3, page: 1, pageSize: 25 });
    expect(body.items[0]).toEqual({
      id: maApplication,
      name: 'Ann Abbott',
      status: 'Under review',
      statusLabel: 'Under review',
      course: 'MA',
      courseTitle: 'MA in Theology, Ministry and Mission',
      studyPace: 'PT',
      intake: '2027-09-01',
      submittedAt: '2026-03-02T10:00:00.000Z',
    });
    // By last name; each status named as the catalogue names it for that application.
    expect(body.items.map((i: { id: number; statusLabel: string }) => [i.id, i.statusLabel])).toEqual([
      [maApplication, 'Under review'],
      [carlaApplication, 'Rejected (by college)'],
      [danApplication, 'Confirmed (deposit paid)'],
    ]);
    // The filters offer what the director's applications hold, in catalogue order.
    expect(body.statuses).toEqual([
      { value: 'Rejected', label: 'Rejected' },
      { value: 'Under review', label: 'Under review' },
      { value: 'Confirmed', label: 'Confirmed (deposit paid)' },
    ]);
    expect(body.intakes).toEqual(['2028-01-01', '2027-09-01']);
  });

  it('searches, filters, sorts and pages on the server', async () => {
    const ids = async (query: string) =>
      ((await get(`/myapplicants?${query}`, pd)).json().items as { id: number }[]).map((i) => i.id);
    expect(await ids('search=car')).toEqual([carlaApplication]);
    expect(await ids('search=dan%20dale')).toEqual([danApplication]);
    expect(await ids('search=Baker')).toEqual([]);
    expect(await ids('status=Confirmed')).toEqual([danApplication]);
    expect(await ids('intake=2028-01-01')).toEqual([carlaApplication]);
    expect(await ids('sort=submittedAt&order=desc')).toEqual([carlaApplication, maApplication, danApplication]);
    expect(await ids('sort=submittedAt')).toEqual([danApplication, maApplication, carlaApplication]);
    const second = (await get('/myapplicants?pageSize=2&page=2', pd)).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([danApplication]);
    const bad = await get('/myapplicants?status=Nonsense&sort=colour', pd);
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['sort', 'status']);
  });

  it('exports the filtered list to Excel with the catalogue’s status names', async () => {
    const res = await get('/myapplicants?export=excel&sort=name&order=desc', pd);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((r) => [r[1], r[2], r[3]])).toEqual([
      ['Name', 'Status', 'Course'],
      ['Dan Dale', 'Confirmed (deposit paid)', 'MA in Theology, Ministry and Mission (MA)'],
      ['Carla Cole', 'Rejected (by college)', 'MA in Theology, Ministry and Mission (MA)'],
      ['Ann Abbott', 'Under review', 'MA in Theology, Ministry and Mission (MA)'],
    ]);
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
    expect((await get('/myapplicants', admissions)).json()).toEqual({
      programme: null,
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
      statuses: [],
      intakes: [],
    });
  });

  it('needs myapplicants:view', async () => {
    const other = await login(
      t.app,
      await buildUser(t.db, { permissions: 'applications:menu applications:view role:pd' }),
    );
    expect((await get(`/myapplicants/${maApplication}`, other)).statusCode).toBe(403);
  });
});
