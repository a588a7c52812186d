import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { today } from '../engagements/engagement-test-support.ts';
import { buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// Issue 18: the exam board's workbook of an academic year: every instance's results on one sheet
// (confirmed ones as stored, open ones live and marked so), each student's credits and
// progression decision on the second; another year's instances stay out; registry only.

const { app, db } = await createTestApp();

let registry: string;
let tutor: string;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function instanceWithExam(year: number, hub: string) {
  const mod = await buildModule(db);
  const instanceId = await buildInstance(db, mod.id, { academicYear: year, hub });
  const now = new Date().toISOString();
  const exam = await db.kysely
    .insertInto('assignments')
    .values({
      module_instance_id: instanceId,
      title: 'Exam',
      due_date: `${year + 1}-05-10`,
      weight: 100,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { mod, instanceId, examId: exam.id };
}

const mark = (instanceId: number, studentId: number, assignmentId: number, value: number) =>
  call('PUT', `/module-instances/${instanceId}/marks`, registry, {
    cells: [{ studentId, assignmentId, submittedOn: null, mark: value, version: 0 }],
  });

let first: Awaited<ReturnType<typeof instanceWithExam>>;
let second: Awaited<ReturnType<typeof instanceWithExam>>;
let ann: { id: number; partner_id: number; engagementId: number };
let bob: { id: number; partner_id: number; engagementId: number };

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  tutor = await login(app, await buildUser(db, { permissions: 'students:faculty modules:view' }));
  ann = await buildStudent(db, (await buildUser(db, { firstName: 'Ann', lastName: 'Abbott' })).personId);
  bob = await buildStudent(db, (await buildUser(db, { firstName: 'Bob', lastName: 'Baker' })).personId);
  first = await instanceWithExam(2026, 'Durham');
  second = await instanceWithExam(2026, 'York');
  const later = await instanceWithExam(2027, 'Durham');
  await buildResult(db, ann.engagementId, first.instanceId);
  await buildResult(db, bob.engagementId, first.instanceId);
  await buildResult(db, ann.engagementId, second.instanceId);
  await buildResult(db, bob.engagementId, later.instanceId);
  expect((await mark(first.instanceId, ann.id, first.examId, 65)).statusCode).toBe(200);
  expect((await mark(first.instanceId, bob.id, first.examId, 20)).statusCode).toBe(200);
  expect((await mark(second.instanceId, ann.id, second.examId, 55)).statusCode).toBe(200);
  const confirmed = await call('POST', `/module-instances/${first.instanceId}/results/confirm`, registry);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const repeat = await call('POST', `/engagements/${bob.engagementId}/progression`, registry, {
    decision: 'repeat',
    effectiveDate: today(),
    version: 1,
  });
  expect(repeat.statusCode, repeat.body).toBe(200);
});

const valuesOf = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));

describe("the exam board's workbook of a year", () => {
  it('lists every instance of the year with outcomes and credits, and each student with the progression decision', async () => {
    const res = await call('GET', '/academic-years/2026/results/excel', registry);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('exam-board-results-2026');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Results 2026-27', 'Progression 2026-27']);
    const date = new Date().toISOString().slice(0, 10);
    const results = valuesOf(book.worksheets[0]!);
    expect(results[0]).toEqual([
      'Module',
      'Title',
      'Level',
      'Hub',
      'Partner id',
      'Name',
      'Programme',
      'Module mark',
      'Outcome',
      'Credits awarded',
      'Exam board',
    ]);
    // Ordered by module code; the 2027 instance is not there.
    expect(results.slice(1)).toEqual([
      [
        first.mod.code,
        first.mod.title,
        '4',
        'Durham',
        ann.partner_id,
        'Ann Abbott',
        'BTh',
        65,
        'Passed',
        20,
        `Confirmed ${date}`,
      ],
      [
        first.mod.code,
        first.mod.title,
        '4',
        'Durham',
        bob.partner_id,
        'Bob Baker',
        'BTh',
        20,
        'Failed',
        0,
        `Confirmed ${date}`,
      ],
      [
        second.mod.code,
        second.mod.title,
        '4',
        'York',
        ann.partner_id,
        'Ann Abbott',
        'BTh',
        55,
        'Passed',
        20,
        'Not confirmed',
      ],
    ]);
    const progression = valuesOf(book.worksheets[1]!);
    // Empty trailing cells (no decision, no award) are not written.
    expect(progression).toEqual([
      [
        'Partner id',
        'Name',
        'Programme',
        'Level',
        'Modules',
        'Credits passed',
        'Session status',
        'Progression decision',
        'Exit award',
      ],
      [ann.partner_id, 'Ann Abbott', 'BTh', '4', 2, 40, 'Current'],
      [bob.partner_id, 'Bob Baker', 'BTh', '4', 1, 0, 'Incomplete', 'repeat'],
    ]);
  });

  it('is the registry’s: a tutor is refused, and a year must be a year', async () => {
    expect((await call('GET', '/academic-years/2026/results/excel', tutor)).statusCode).toBe(403);
    const bad = await call('GET', '/academic-years/twenty/results/excel', registry);
    expect(bad.statusCode).toBe(422);
  });
});
