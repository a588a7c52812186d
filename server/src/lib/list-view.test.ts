import { academicYearOf } from '@collegium/domain/academic-year';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

// Issue 12 step 4: the read-model lists (enrolment, intentions, new students, the requests queue,
// bursaries, folder requests) share one ListView: search, sort, paging, filters and ?export=excel
// with the filtered rows, on both databases.

const testApp = await createTestApp({ FEATURES: 'bursaries' });
const { app, db } = testApp;
const YEAR = academicYearOf(new Date());
const NEXT_INTAKE = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const NOW = new Date().toISOString();

let staff: string;
const students: Record<string, { id: number; engagementId: number; partnerId: number }> = {};

async function sheet(url: string): Promise<unknown[][]> {
  const res = await app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie: staff } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.xlsx"$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function page(url: string) {
  const res = await app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie: staff } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The partner ids of an export's rows (the first column), header left out. */
const partnerIds = (rows: unknown[][]) => rows.slice(1).map((r) => r[0]);

beforeAll(async () => {
  const user = await buildUser(db, {
    permissions: 'students:menu students:view students:enrolment students:recruitment role:bursary',
    firstName: 'Rita',
    lastName: 'Registrar',
  });
  staff = await login(app, user);
  await db.kysely
    .insertInto('intakes')
    .values({ starts_on: NEXT_INTAKE, programmes: 'BTh', created_at: NOW, updated_at: NOW })
    .execute();
  const specs = [
    ['ann', 'Ann', 'Abbott', 5001, 'Durham', 'Current'],
    ['ben', 'Ben', 'Baker', 5002, 'York', 'Current'],
    ['cat', 'Cat', 'Carter', 5003, 'Durham', 'Starting'],
    ['dan', 'Dan', 'Dawson', 5004, 'York', 'Starting'],
  ] as const;
  for (const [key, first, last, partnerId, hub, status] of specs) {
    const person = await buildUser(db, { firstName: first, lastName: last });
    const s = await buildStudent(db, person.personId, {
      partnerId,
      hub,
      status,
      sessionYear: YEAR,
      startIntake: status === 'Starting' ? NEXT_INTAKE : '2025-09-01',
    });
    students[key] = { id: s.id, engagementId: s.engagementId, partnerId };
  }
  const ann = students.ann!;
  const ben = students.ben!;
  await db.kysely
    .insertInto('student_requests')
    .values(
      [ann, ben].map((s, i) => ({
        student_id: s.id,
        engagement_id: s.engagementId,
        type: i === 0 ? 'Deferral' : 'Withdrawal',
        status: 'Pending',
        reason: 'Family',
        effective_date: '2027-01-10',
        return_date: null,
        requested_at: `2026-11-0${i + 1}T10:00:00.000Z`,
        decided_by_user_id: null,
        decided_at: null,
        decision_note: null,
        applied_at: null,
        approved_intention: null,
        not_applied_reason: null,
        created_at: NOW,
        updated_at: NOW,
      })),
    )
    .execute();
  await db.kysely
    .insertInto('bursary_applications')
    .values(
      [ann, ben].map((s, i) => ({
        student_id: s.id,
        academic_year: YEAR,
        status: i === 0 ? 'Submitted' : 'Under consideration',
        bursary_type: "Principal's Bursary",
        income_band: null,
        dependants: null,
        other_funding: null,
        other_funding_total: null,
        monthly_outgoings: null,
        amount_requested: 500 + i * 100,
        statement: null,
        submitted_at: `2026-11-0${i + 1}T10:00:00.000Z`,
        decided_at: null,
        decided_by_user_id: null,
        decision_note: null,
        created_at: NOW,
        updated_at: NOW,
      })),
    )
    .execute();
  await db.kysely
    .insertInto('folder_requests')
    .values(
      [ann, ben].map((s, i) => ({
        student_id: s.id,
        status: 'Pending',
        reason: 'For my records',
        delivery: 'Email',
        send_to: `s${i}@example.org`,
        requested_at: `2026-11-0${i + 1}T10:00:00.000Z`,
        completed_at: null,
        completed_by_user_id: null,
        decision_note: null,
        created_at: NOW,
        updated_at: NOW,
      })),
    )
    .execute();
});

describe('the read-model lists', () => {
  it('enrolment: the export holds the filtered rows in list order', async () => {
    const rows = await sheet(`students/enrolment?hub=Durham&export=excel&page=2&pageSize=1`);
    expect(rows[0]).toContain('Enrolment status');
    expect(partnerIds(rows)).toEqual([5001, 5003]);
    const desc = await sheet('students/enrolment?export=excel&sort=partnerId&order=desc');
    expect(partnerIds(desc)).toEqual([5004, 5003, 5002, 5001]);
  });

  it('intentions: filters and search apply to the export', async () => {
    expect(partnerIds(await sheet('students/intentions?export=excel&search=ba'))).toEqual([5002]);
    expect(partnerIds(await sheet('students/intentions?export=excel&hub=Durham'))).toEqual([5001]);
  });

  it("new students: the intake's students, filtered", async () => {
    expect(partnerIds(await sheet('students/new?export=excel'))).toEqual([5003, 5004]);
    expect(partnerIds(await sheet('students/new?export=excel&hub=York'))).toEqual([5004]);
  });

  it('requests queue: paged with a total, searched, sorted and exported', async () => {
    const first = await page('students/requests?pageSize=1');
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.items.map((r: { partnerId: number }) => r.partnerId)).toEqual([5002]);
    expect((await page('students/requests?search=abbott')).items.map((r: { kind: string }) => r.kind)).toEqual([
      'Deferral',
    ]);
    expect(partnerIds(await sheet('students/requests?export=excel&sort=name&order=asc'))).toEqual([5001, 5002]);
    expect(partnerIds(await sheet('students/requests?export=excel&type=Withdrawal'))).toEqual([5002]);
  });

  it('bursaries: search, sort, paging and export', async () => {
    const listed = await page('finance/bursaries?pageSize=1&page=2');
    expect(listed).toMatchObject({ total: 2, page: 2, pageSize: 1, academicYears: [YEAR] });
    expect(listed.items.map((r: { partnerId: number }) => r.partnerId)).toEqual([5001]);
    expect((await page('finance/bursaries?search=5002')).items.map((r: { partnerId: number }) => r.partnerId)).toEqual([
      5002,
    ]);
    expect(partnerIds(await sheet('finance/bursaries?export=excel&sort=amountRequested&order=asc'))).toEqual([
      5001, 5002,
    ]);
    expect(partnerIds(await sheet('finance/bursaries?export=excel&status=Submitted'))).toEqual([5001]);
  });

  it('folder requests: the pending queue, oldest first, searched and exported', async () => {
    expect(await page('students/folder-requests')).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(partnerIds(await sheet('students/folder-requests?export=excel'))).toEqual([5001, 5002]);
    expect(partnerIds(await sheet('students/folder-requests?export=excel&search=baker'))).toEqual([5002]);
    expect(partnerIds(await sheet('students/folder-requests?export=excel&status=Sent'))).toEqual([]);
  });

  it('refuses an unknown export format or sort with a 422 naming the parameter', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/students/requests?export=csv&sort=colour',
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['export', 'sort']);
  });
});
