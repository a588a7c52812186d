import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildUser, login } from '../../test/factories.ts';
import { insertApplication } from '../application-outcomes/outcome-test-support.ts';
import { monthsEnding } from './application-statistics.ts';

let t: TestApp;
let admin: string;
let menuOnly: string;

const thisMonth = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, await buildUser(t.db, { permissions: 'applications:menu applications:admin' }));
  menuOnly = await login(t.app, await buildUser(t.db, { permissions: 'applications:menu' }));
  const person = async () => (await buildUser(t.db)).personId;
  const now = new Date().toISOString();
  await insertApplication(t.db, await person(), {
    status: 'Submitted',
    course: 'BTh',
    intake: '2027-09-01',
    diocese: 'Durham',
    cohortGroup: 'Candidate',
    submittedAt: now,
  });
  await insertApplication(t.db, await person(), {
    status: 'Submitted',
    course: 'BTh',
    intake: '2027-01-10',
    diocese: 'Durham',
    cohortGroup: null,
    submittedAt: now,
  });
  await insertApplication(t.db, await person(), {
    status: 'Confirmed',
    course: 'MA',
    intake: '2027-09-01',
    diocese: '',
    cohortGroup: 'Student',
    submittedAt: '2020-01-05T09:00:00.000Z',
  });
  await insertApplication(t.db, await person(), {
    status: 'In progress',
    course: 'BTh',
    intake: null,
    diocese: 'York',
    cohortGroup: null,
    submittedAt: null,
  });
});
afterAll(() => t.close());

const report = (by: string, cookie = admin, extra = '') =>
  t.app.inject({ method: 'GET', url: `/api/applications/report?by=${by}${extra}`, headers: { cookie } });

describe('GET /applications/report', () => {
  it('counts by status, course, diocese and cohort group, largest first, blanks as not recorded', async () => {
    expect((await report('status')).json()).toEqual({
      by: 'status',
      total: 4,
      rows: [
        { value: 'Submitted', count: 2 },
        { value: 'Confirmed', count: 1 },
        { value: 'In progress', count: 1 },
      ],
    });
    expect((await report('course')).json().rows).toEqual([
      { value: 'BTh', count: 3 },
      { value: 'MA', count: 1 },
    ]);
    expect((await report('diocese')).json().rows).toEqual([
      { value: 'Durham', count: 2 },
      { value: 'York', count: 1 },
      { value: null, count: 1 },
    ]);
    expect((await report('cohortGroup')).json().rows).toEqual([
      { value: null, count: 2 },
      { value: 'Candidate', count: 1 },
      { value: 'Student', count: 1 },
    ]);
  });

  it('orders intakes by date', async () => {
    expect((await report('intake')).json().rows).toEqual([
      { value: '2027-01-10', count: 1 },
      { value: '2027-09-01', count: 2 },
      { value: null, count: 1 },
    ]);
  });

  it('exports the same counts to Excel', async () => {
    const res = await report('diocese', admin, '&export=excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/applications-by-diocese-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Applications by diocese');
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Diocese', 'Applications'],
      ['Durham', 2],
      ['York', 1],
      ['Not recorded', 1],
    ]);
  });

  it('needs applications:admin and a known grouping', async () => {
    expect((await report('status', menuOnly)).statusCode).toBe(403);
    const bad = await report('hub');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('by');
  });
});

describe('GET /applications/statistics', () => {
  it('counts submissions per month over the window, and applications by status and stage', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/applications/statistics?months=6',
      headers: { cookie: menuOnly },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(monthsEnding(new Date(), 6));
    expect(body.months.at(-1)).toEqual({ month: thisMonth, submitted: 2 });
    expect(body.months.slice(0, -1).every((m: { submitted: number }) => m.submitted === 0)).toBe(true);
    expect(body.byStatus).toEqual([
      { value: 'In progress', count: 1 },
      { value: 'Submitted', count: 2 },
      { value: 'Confirmed', count: 1 },
    ]);
    expect(body.byStage).toEqual([
      { value: 'Applying', count: 1 },
      { value: 'In review', count: 2 },
      { value: 'Offer', count: 0 },
      { value: 'Confirmed', count: 1 },
      { value: 'Closed', count: 0 },
    ]);
    expect(body.total).toBe(4);
  });

  it('refuses a window past five years, and anyone without applications:menu', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/applications/statistics?months=61',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('months');
    const outsider = await login(t.app, await buildUser(t.db, { permissions: 'students:menu' }));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/applications/statistics', headers: { cookie: outsider } }))
        .statusCode,
    ).toBe(403);
  });
});

it('monthsEnding wraps the year', () => {
  expect(monthsEnding(new Date('2026-02-15T00:00:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
});
