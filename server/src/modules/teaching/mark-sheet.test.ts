import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody } from '../files/test-uploads.ts';
import { buildFaculty, buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// Issue 18, Excel: the mark sheet and the board's results of an instance, and importing marks from
// a mark sheet: a dry run reports each row (changed, unchanged, errors by column; a mark someone
// saved after the export, or after the board, is refused), then a commit writes it all or nothing.

const { app, db } = await createTestApp();

let registry: string;
let tutor: string;
let otherTutor: string;
let instanceId: number;
let essay: number;
let exam: number;
let ann: { id: number; engagementId: number };
let bob: { id: number; engagementId: number };

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function workbookOf(cookie: string, url: string) {
  const res = await call('GET', url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

const valuesOf = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));

async function upload(cookie: string, book: ExcelJS.Workbook, commit = false) {
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const body = multipartBody({}, { filename: 'marks.xlsx', contentType: 'application/octet-stream', bytes });
  return app.inject({
    method: 'POST',
    url: `/api/module-instances/${instanceId}/marks/import${commit ? '?commit=true' : ''}`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  const tutorUser = await buildUser(db, { permissions: 'students:faculty modules:view' });
  tutor = await login(app, tutorUser);
  otherTutor = await login(app, await buildUser(db, { permissions: 'students:faculty modules:view' }));
  const mod = await buildModule(db);
  instanceId = await buildInstance(db, mod.id, { tutorId: await buildFaculty(db, { personId: tutorUser.personId }) });
  const now = new Date().toISOString();
  const assignment = async (title: string, due: string, weight: number) =>
    (
      await db.kysely
        .insertInto('assignments')
        .values({ module_instance_id: instanceId, title, due_date: due, weight, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  essay = await assignment('Essay', '2027-01-10', 40);
  exam = await assignment('Exam', '2027-05-10', 60);
  ann = await buildStudent(db, (await buildUser(db, { firstName: 'Ann', lastName: 'Abbott' })).personId);
  bob = await buildStudent(db, (await buildUser(db, { firstName: 'Bob', lastName: 'Baker' })).personId);
  await buildResult(db, ann.engagementId, instanceId);
  await buildResult(db, bob.engagementId, instanceId);
  await call('PUT', `/module-instances/${instanceId}/marks`, registry, {
    cells: [{ studentId: ann.id, assignmentId: essay, submittedOn: '2027-01-09', mark: 50, version: 0 }],
  });
});

describe('the Excel mark sheet', () => {
  it('exports students x assignments with the marks, the result and the versions read', async () => {
    const book = await workbookOf(tutor, `/module-instances/${instanceId}/marks/excel`);
    const rows = valuesOf(book.worksheets[0]!);
    expect(rows[0]).toEqual([
      'Student id',
      'Partner id',
      'Name',
      `Essay [${essay}]`,
      `Exam [${exam}]`,
      'Module mark',
      'Result',
      'Versions (leave as exported)',
    ]);
    expect(rows[1]?.slice(2, 5)).toEqual(['Ann Abbott', 50, undefined]);
    expect(rows[1]?.[7]).toBe(`${essay}:1 ${exam}:0`);
    expect(rows[2]?.slice(2, 3)).toEqual(['Bob Baker']);
    expect((await call('GET', `/module-instances/${instanceId}/marks/excel`, otherTutor)).statusCode).toBe(403);
  });

  it('checks an edited sheet in a dry run, refuses a stale mark, then commits the changes together', async () => {
    const book = await workbookOf(registry, `/module-instances/${instanceId}/marks/excel`);
    const sheet = book.worksheets[0]!;
    sheet.getCell('E2').value = 64; // Ann's exam
    sheet.getCell('D3').value = 'sixty'; // Bob's essay
    sheet.getCell('E3').value = 71; // Bob's exam
    const dry = await upload(registry, book);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ committed: false, changed: 1, unchanged: 0, errors: 1 });
    expect(dry.json().rows).toEqual([
      {
        row: 2,
        studentId: ann.id,
        name: 'Ann Abbott',
        status: 'changed',
        changes: [{ assignment: 'Exam', from: null, to: 64 }],
        errors: [],
      },
      {
        row: 3,
        studentId: bob.id,
        name: 'Bob Baker',
        status: 'error',
        changes: [{ assignment: 'Exam', from: null, to: 71 }],
        errors: [{ column: `Essay [${essay}]`, message: 'sixty is not a mark: a whole number from 0 to 100.' }],
      },
    ]);
    const refused = await upload(registry, book, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Nothing was saved: 1 row has errors. Correct the sheet and check it again.');
    const untouched = (await call('GET', `/module-instances/${instanceId}/marks`, registry)).json();
    expect(untouched.rows[0].cells[1].mark).toBeNull();

    // Someone saves Ann's exam in the grid after the export: that cell of the sheet is now stale.
    await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [{ studentId: ann.id, assignmentId: exam, submittedOn: null, mark: 66, version: 0 }],
    });
    sheet.getCell('D3').value = 60;
    const stale = (await upload(registry, book)).json();
    expect(stale.rows[0].errors).toEqual([
      {
        column: `Exam [${exam}]`,
        message: 'Someone saved this mark after the sheet was exported (now 66): export it again.',
      },
    ]);
    sheet.getCell('E2').value = 66;
    const committed = await upload(registry, book, true);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toMatchObject({ committed: true, changed: 1, unchanged: 1, errors: 0 });
    const grid = (await call('GET', `/module-instances/${instanceId}/marks`, registry)).json();
    expect(grid.rows[1].cells.map((c: { mark: number | null }) => c.mark)).toEqual([60, 71]);
  });

  it('exports the board results, and refuses an import once the board has confirmed them', async () => {
    await call('PUT', `/module-instances/${instanceId}/marks`, registry, {
      cells: [{ studentId: ann.id, assignmentId: exam, submittedOn: null, mark: 66, version: 1 }],
    });
    const confirmed = await call('POST', `/module-instances/${instanceId}/results/confirm`, registry);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const results = valuesOf(
      (await workbookOf(registry, `/module-instances/${instanceId}/results/excel`)).worksheets[0]!,
    );
    expect(results[0]).toEqual([
      'Module',
      'Year',
      'Hub',
      'Partner id',
      'Name',
      'Module mark',
      'Outcome',
      'Credits awarded',
      'First attempt',
      'Resit mark',
      'Exam board',
    ]);
    expect(results[1]?.slice(4, 8)).toEqual(['Ann Abbott', 60, 'Passed', 20]);
    expect(String(results[1]?.[10])).toMatch(/^Confirmed \d{4}-\d{2}-\d{2}$/);

    const book = await workbookOf(registry, `/module-instances/${instanceId}/marks/excel`);
    book.worksheets[0]!.getCell('D2').value = 55;
    const locked = (await upload(registry, book)).json();
    expect(locked.rows[0]).toMatchObject({
      status: 'error',
      errors: [
        {
          column: `Essay [${essay}]`,
          message: 'The exam board has confirmed these results: change this mark in the grid, with the reason.',
        },
      ],
    });
  });
});
