import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// GET /api/students/report?by=... (spec 2.4): counts per grouping, in SQL or (age ranges) in code.

const testApp = await createTestApp();
const { app, db } = testApp;
let viewer: string;
let studentId: number;

/** A birth date `years` whole years ago, a few days on the safe side of the birthday. */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 10);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

async function student(options: {
  programmeCode?: string;
  hub?: string | null;
  status?: string;
  level?: string;
  dob?: string;
}) {
  const person = await buildUser(db);
  const row = await buildStudent(db, person.personId, {
    ...(options.programmeCode ? { programmeCode: options.programmeCode } : {}),
    ...(options.hub ? { hub: options.hub } : {}),
    ...(options.status ? { status: options.status } : {}),
    ...(options.level ? { level: options.level } : {}),
  });
  if (options.hub === null)
    await db.kysely.updateTable('students').set({ hub: null }).where('id', '=', row.id).execute();
  if (!options.level)
    await db.kysely.updateTable('students').set({ level: null, cohort: null }).where('id', '=', row.id).execute();
  if (options.dob)
    await db.kysely
      .updateTable('people')
      .set({ date_of_birth: options.dob })
      .where('id', '=', person.personId)
      .execute();
  return row.id;
}

beforeAll(async () => {
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
  studentId = await student({
    programmeCode: 'BTh',
    hub: 'Durham',
    status: 'Current',
    level: '4',
    dob: bornYearsAgo(20),
  });
  await student({ programmeCode: 'BTh', hub: 'Durham', status: 'Current', level: '4', dob: bornYearsAgo(25) });
  await student({ programmeCode: 'BTh', hub: 'York', status: 'Starting', level: '5', dob: bornYearsAgo(40) });
  await student({ programmeCode: 'MA', hub: 'York', status: 'Current', level: '7', dob: bornYearsAgo(66) });
  await student({ programmeCode: 'MA', hub: null, status: 'Withdrawn' });
});

async function report(by: string, cookie = viewer) {
  return app.inject({ method: 'GET', url: `/api/students/report?by=${by}`, headers: { cookie } });
}

describe('GET /api/students/report', () => {
  it('counts by programme, largest first', async () => {
    const res = await report('programme');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      by: 'programme',
      total: 5,
      rows: [
        { value: 'BTh', count: 3 },
        { value: 'MA', count: 2 },
      ],
    });
  });

  it('counts by hub, with missing hubs as the "Not recorded" group (null) and ties by value', async () => {
    const res = await report('hub');
    expect(res.json().rows).toEqual([
      { value: 'Durham', count: 2 },
      { value: 'York', count: 2 },
      { value: null, count: 1 },
    ]);
  });

  it('counts by status and level', async () => {
    expect((await report('status')).json().rows).toEqual([
      { value: 'Current', count: 3 },
      { value: 'Starting', count: 1 },
      { value: 'Withdrawn', count: 1 },
    ]);
    expect((await report('level')).json().rows).toEqual([
      { value: '4', count: 2 },
      { value: '5', count: 1 },
      { value: '7', count: 1 },
      { value: null, count: 1 },
    ]);
  });

  it('counts by age range in band order, then those with no birth date', async () => {
    const res = await report('ageRange');
    expect(res.json()).toEqual({
      by: 'ageRange',
      total: 5,
      rows: [
        { value: '18-25', count: 2 },
        { value: '36-45', count: 1 },
        { value: '65+', count: 1 },
        { value: null, count: 1 },
      ],
    });
  });

  it('refuses any other grouping with 422', async () => {
    for (const url of [
      '/api/students/report?by=colour',
      '/api/students/report',
      '/api/students/report?by=hub&export=pdf',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: viewer } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('is 401 without a session and 403 without students:view', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/students/report?by=hub' })).statusCode).toBe(401);
    const other = await login(app, await buildUser(db, { permissions: 'dashboard:view' }));
    expect((await report('hub', other)).statusCode).toBe(403);
  });

  it('leaves the generic GET /api/students/:id in place', async () => {
    const admin = await login(app, await buildUser(db, { permissions: '*' }));
    const res = await app.inject({ method: 'GET', url: `/api/students/${studentId}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(studentId);
  });

  it('exports the same counts as an .xlsx', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/students/report?by=hub&export=excel',
      headers: { cookie: viewer },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="students-by-hub-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Hub', 'Students'],
      ['Durham', 2],
      ['York', 2],
      ['Not recorded', 1],
    ]);
  });
});
