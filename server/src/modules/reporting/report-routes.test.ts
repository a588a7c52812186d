import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertApplication } from '../application-outcomes/outcome-test-support.ts';

// Issue 16: Reporting > Students, Applications and Marketing against records of known counts.

let t: TestApp;
let reader: string;
const now = new Date().toISOString();

async function student(o: {
  programmeCode: string;
  hub: string;
  status: string;
  sessionYear: number;
  dob?: string;
  startIntake?: string;
}) {
  const person = await buildUser(t.db);
  await buildStudent(t.db, person.personId, o);
  if (o.dob)
    await t.db.kysely.updateTable('people').set({ date_of_birth: o.dob }).where('id', '=', person.personId).execute();
  return person.personId;
}

async function lead(personId: number, stage: string, source: string, firstContact: string) {
  await t.db.kysely
    .insertInto('leads')
    .values({
      person_id: personId,
      stage,
      first_source: source,
      first_contact: firstContact,
      hub: 'Durham',
      programme_interest: 'BTh',
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function consent(personId: number, given: boolean, givenOn: string, type = 'Marketing e-mails') {
  await t.db.kysely
    .insertInto('consents')
    .values({
      person_id: personId,
      consent_type: type,
      given: given ? 1 : 0,
      given_on: givenOn,
      method: null,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function get(url: string, cookie = reader) {
  return t.app.inject({ method: 'GET', url: `/api/reporting/${url}`, headers: { cookie } });
}

async function workbook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

beforeAll(async () => {
  t = await createTestApp();
  reader = await login(
    t.app,
    await buildUser(t.db, { permissions: 'reports:menu students:view applications:view leads:view' }),
  );
  await student({ programmeCode: 'BTh', hub: 'Durham', status: 'Current', sessionYear: 2026, dob: '2004-01-01' });
  await student({ programmeCode: 'BTh', hub: 'Durham', status: 'Withdrawn', sessionYear: 2026, dob: '1980-06-01' });
  await student({
    programmeCode: 'BTh',
    hub: 'York',
    status: 'Completed',
    sessionYear: 2025,
    startIntake: '2025-09-01',
  });
  const maStudent = await student({ programmeCode: 'MA', hub: 'York', status: 'Current', sessionYear: 2026 });

  const person = async () => (await buildUser(t.db)).personId;
  const confirmedApplicant = await person();
  await insertApplication(t.db, confirmedApplicant, { status: 'Confirmed', course: 'BTh', intake: '2026-09-01' });
  await insertApplication(t.db, await person(), { status: 'Submitted', course: 'BTh', intake: '2027-09-01' });
  await insertApplication(t.db, await person(), { status: 'Under review', course: 'MA', intake: '2027-09-01' });

  // Leads: one just contacted, one applicant (confirmed), one who became the MA student.
  const contacted = await person();
  await lead(contacted, 'Initial contact made', 'Open day', '2026-10-01');
  await lead(confirmedApplicant, 'Applicant', 'Website enquiry', '2025-10-01');
  await lead(maStudent, 'Student', 'Open day', '2024-10-01');
  // Consents: current for one; withdrawn later for another; a consent to another purpose only.
  await consent(contacted, true, '2026-10-01');
  await consent(confirmedApplicant, true, '2025-10-01');
  await consent(confirmedApplicant, false, '2026-02-01');
  await consent(maStudent, true, '2024-10-01', 'Photography');
  await t.db.kysely
    .insertInto('registrations')
    .values({
      person_id: contacted,
      event_name: 'Open day',
      event_date: '2026-10-01',
      attended: 1,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(() => t.close());

describe('GET /api/reporting/students', () => {
  it('counts the students by programme, status, year and age range, with retention by programme', async () => {
    const res = await get('students');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.byProgramme).toEqual([
      { value: 'BTh', count: 3 },
      { value: 'MA', count: 1 },
    ]);
    expect(body.byYear).toEqual([
      { year: 2025, count: 1 },
      { year: 2026, count: 3 },
    ]);
    expect(body.byAgeRange.find((r: { value: string }) => r.value === '18-25').count).toBe(1);
    expect(body.byAgeRange.find((r: { value: string }) => r.value === '46-55').count).toBe(1);
    expect(body.byAgeRange.at(-1)).toEqual({ value: null, count: 2 });
    expect(body.retention).toEqual([
      { programme: 'BTh', total: 3, retained: 2, withdrawn: 1, terminated: 0, retentionRate: 2 / 3 },
      { programme: 'MA', total: 1, retained: 1, withdrawn: 0, terminated: 0, retentionRate: 1 },
    ]);
    expect(body.options.hub).toEqual(['Durham', 'York']);
  });

  it('narrows every figure to the filters, and the trend over years ignores only the year', async () => {
    const body = (await get('students?year=2026&hub=York')).json();
    expect(body.total).toBe(1);
    expect(body.byProgramme).toEqual([{ value: 'MA', count: 1 }]);
    expect(body.byYear).toEqual([
      { year: 2025, count: 1 },
      { year: 2026, count: 1 },
    ]);
  });

  it('refuses a bad filter with 422 and a message for the field', async () => {
    const res = await get('students?year=1999');
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('year');
  });

  it('is 401 without a session and 403 without reports:menu', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reporting/students' })).statusCode).toBe(401);
    const other = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    for (const page of ['students', 'applications', 'marketing']) expect((await get(page, other)).statusCode).toBe(403);
  });

  it('exports the figures and the students behind them', async () => {
    const res = await get('students?programme=BTh&export=excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await workbook(res.rawPayload);
    const figures = book.getWorksheet('Figures')!;
    expect((figures.getRow(2).values as unknown[]).slice(1)).toEqual(['Filter', 'Programme', 'BTh']);
    expect((figures.getRow(3).values as unknown[]).slice(1)).toEqual(['Students by programme', 'BTh', 3, 100]);
    expect(book.getWorksheet('Students')!.rowCount).toBe(1 + 3);
  });
});

describe('GET /api/reporting/applications', () => {
  it('counts applications by status, stage and intake, and by stage over the years', async () => {
    const body = (await get('applications')).json();
    expect(body.total).toBe(3);
    expect(body.byStage).toEqual([
      { value: 'Applying', count: 0 },
      { value: 'In review', count: 2 },
      { value: 'Offer', count: 0 },
      { value: 'Confirmed', count: 1 },
      { value: 'Closed', count: 0 },
    ]);
    expect(body.byIntake).toEqual([
      { value: '2026-09-01', count: 1 },
      { value: '2027-09-01', count: 2 },
    ]);
    expect(body.stageByYear.filter((r: { count: number }) => r.count > 0)).toEqual([
      { year: 2026, stage: 'Confirmed', count: 1 },
      { year: 2027, stage: 'In review', count: 2 },
    ]);
    expect(body.statusByYear).toEqual([
      { year: 2026, status: 'Confirmed', count: 1 },
      { year: 2027, status: 'Submitted', count: 1 },
      { year: 2027, status: 'Under review', count: 1 },
    ]);
    // The trend leaves the year filter out (it is the axis) and keeps the others.
    expect((await get('applications?year=2026&programme=MA')).json().statusByYear).toEqual([
      { year: 2027, status: 'Under review', count: 1 },
    ]);
  });

  it('filters by course and status', async () => {
    const body = (await get('applications?programme=BTh&status=Submitted')).json();
    expect(body.total).toBe(1);
    expect(body.byStatus).toEqual([{ value: 'Submitted', count: 1 }]);
  });

  it('exports the figures and the applications', async () => {
    const book = await workbook((await get('applications?export=excel')).rawPayload);
    const titles = book.getWorksheet('Figures')!.getColumn(1).values;
    expect(titles).toContain('Applications by status, 2027/28');
    expect(book.getWorksheet('Applications')!.rowCount).toBe(1 + 3);
  });
});

describe('the records behind the figures', () => {
  it('are left out of the export for a reader who may not read them; the figures stay', async () => {
    const figuresOnly = await login(t.app, await buildUser(t.db, { permissions: 'reports:menu' }));
    for (const [page, sheet] of [
      ['students', 'Students'],
      ['applications', 'Applications'],
      ['marketing', 'Mailing list'],
    ] as const) {
      const book = await workbook((await get(`${page}?export=excel`, figuresOnly)).rawPayload);
      expect(book.getWorksheet(sheet), page).toBeUndefined();
      expect(book.getWorksheet('Figures')!.rowCount, page).toBeGreaterThan(1);
    }
  });
});

describe('GET /api/reporting/marketing', () => {
  it('counts potential students by stage in spec 4.5 order with report groups, and the funnel', async () => {
    const body = (await get('marketing')).json();
    expect(body.total).toBe(3);
    expect(body.byStage.slice(0, 2)).toEqual([
      { value: 'WTCO follow up', count: 0, group: 'wtco' },
      { value: 'Interested in current enrolment', count: 0, group: 'always' },
    ]);
    expect(body.byStage.find((r: { value: string }) => r.value === 'Applicant')).toEqual({
      value: 'Applicant',
      count: 1,
      group: 'admin',
    });
    expect(body.byGroup).toEqual([
      { value: 'always', count: 1 },
      { value: 'wtco', count: 0 },
      { value: 'admin', count: 2 },
      { value: 'archive', count: 0 },
    ]);
    expect(body.funnel.map((s: { count: number }) => s.count)).toEqual([3, 2, 2, 1, 0]);
    expect(body.byEvent).toEqual([{ value: 'Open day', count: 1 }]);
    expect(body.bySource).toEqual([
      { value: 'Open day', count: 2 },
      { value: 'Website enquiry', count: 1 },
    ]);
  });

  it('counts for the mailing list only those whose consent for the purpose is current', async () => {
    expect((await get('marketing')).json().mailing).toEqual({ purpose: 'Marketing e-mails', consented: 1 });
    expect((await get('marketing?purpose=Photography')).json().mailing.consented).toBe(1);
    expect((await get('marketing?event=Open%20day')).json().total).toBe(1);
  });

  it('exports a mailing list of only the consented', async () => {
    const book = await workbook((await get('marketing?export=excel')).rawPayload);
    expect(book.getWorksheet('Potential students')!.rowCount).toBe(1 + 3);
    const mailing = book.getWorksheet('Mailing list')!;
    expect(mailing.rowCount).toBe(1 + 1);
    expect(mailing.getRow(2).getCell(4).value).toBe('Initial contact made');
  });
});

describe('the lists a figure opens (issue 16: the filters travel)', () => {
  /** The total of a generic list for the reader. */
  async function listTotal(url: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie: reader } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().total as number;
  }

  it('narrow the students by academic year, intake and age range as the figures count them', async () => {
    const report = (await get('students?year=2026&hub=York')).json();
    expect(await listTotal('students?academicYear=2026&hub=York')).toBe(report.total);
    expect(await listTotal('students?academicYear=2026')).toBe(3);
    expect(await listTotal('students?academicYear=2025')).toBe(1);
    expect(await listTotal('students?intake=2025-09-01')).toBe(1);
    expect(await listTotal('students?intake=2026-09-01&status=Current')).toBe(2);
    const byAge = (await get('students')).json().byAgeRange as { value: string | null; count: number }[];
    for (const row of byAge.filter((r) => r.value !== null)) {
      expect(await listTotal(`students?ageRange=${encodeURIComponent(row.value!)}`), row.value!).toBe(row.count);
    }
    expect(await listTotal('students?ageRange=46-55&status=Withdrawn')).toBe(1);
  });

  it('narrow the applications by academic year and intake', async () => {
    expect(await listTotal('applications?academicYear=2027')).toBe(2);
    expect(await listTotal('applications?academicYear=2027&course=MA')).toBe(1);
    expect(await listTotal('applications?intake=2026-09-01')).toBe(1);
    expect(await listTotal('applications?academicYear=2024')).toBe(0);
  });

  it('narrow the potential students by year of first contact and event', async () => {
    expect(await listTotal('leads?academicYear=2026')).toBe(1);
    expect(await listTotal('leads?academicYear=2024')).toBe(1);
    expect(await listTotal(`leads?event=${encodeURIComponent('Open day')}`)).toBe(1);
    expect(await listTotal(`leads?event=${encodeURIComponent('Other day')}`)).toBe(0);
  });

  it("open each later step of the funnel on the funnel's own people", async () => {
    const funnel = (await get('marketing')).json().funnel as { step: string; count: number }[];
    for (const { step, count } of funnel.slice(1)) {
      expect(await listTotal(`leads?reached=${step}`), step).toBe(count);
    }
    const narrowed = (await get('marketing?year=2024')).json().funnel as { step: string; count: number }[];
    expect(await listTotal('leads?reached=Enrolled&academicYear=2024')).toBe(narrowed[3]!.count);
    expect(narrowed[3]!.count).toBe(1);
  });

  it('refuses a bad value with 422 naming the parameter', async () => {
    for (const [url, param] of [
      ['students?academicYear=1999', 'academicYear'],
      ['students?intake=September', 'intake'],
      ['students?ageRange=10-17', 'ageRange'],
      ['leads?reached=Interested', 'reached'],
      ['applications?event=Open', 'event'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie: reader } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().details[0].param, url).toBe(param);
    }
  });
});
