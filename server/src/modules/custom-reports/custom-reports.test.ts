import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { tempFilesDir } from '../files/test-uploads.ts';
import { runDueJobs } from '../jobs/worker.ts';

// Issue 16, custom reports on both databases: field rights (403, nothing read), previews with
// related records, saved definitions, the streamed export and the background export.

const { app, db, ctx } = await createTestApp({ FILES_DIR: tempFilesDir() });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api/reports/custom${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

let registry: string;
let special: string;
let admissions: string;
let outsider: string;
let specialUserId: number;
const students: { id: number; last: string }[] = [];

async function student(last: string, hub: string, balancePence: number, ethnicity: string | null) {
  const person = await buildUser(db);
  await db.kysely
    .updateTable('people')
    .set({ last_name: last, first_name: 'Test' })
    .where('id', '=', person.personId)
    .execute();
  const s = await buildStudent(db, person.personId, { hub });
  const now = new Date().toISOString();
  if (balancePence) {
    await db.kysely
      .insertInto('invoices')
      .values({
        student_id: s.id,
        number: `INV-${s.id}`,
        description: 'Tuition',
        payer: 'Self',
        issued_on: '2026-09-01',
        due_on: '2026-10-01',
        amount_pence: balancePence,
        status: 'issued',
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
  }
  if (ethnicity) {
    await db.kysely
      .insertInto('student_hesa_data')
      .values({
        student_id: s.id,
        academic_year: 2026,
        ethnicity,
        religion: '03',
        sex: '10',
        gender_identity: '01',
        sexual_orientation: '98',
        disabilities: '95',
        care_leaver: '03',
        parental_education: '02',
        estranged: '02',
        carer: '02',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  students.push({ id: s.id, last });
  return s;
}

const auditCount = async (action: string) =>
  Number(
    (
      await db.kysely
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  const now = new Date().toISOString();
  await db.kysely.deleteFrom('programmes').where('code', '=', 'BTh').execute();
  await db.kysely
    .insertInto('programmes')
    .values({
      code: 'BTh',
      title: 'Bachelor of Theology',
      award: 'BTh',
      levels: '4 5 6',
      credits: 360,
      created_at: now,
      updated_at: now,
    })
    .execute();
  registry = await login(app, await buildUser(db, { permissions: 'students:admin students:view students:export' }));
  const s = await buildUser(db, { permissions: 'students:admin students:view students:special hesa:menu' });
  specialUserId = s.id;
  special = await login(app, s);
  admissions = await login(app, await buildUser(db, { permissions: 'applications:admin applications:view' }));
  outsider = await login(app, await buildUser(db, { permissions: 'students:view' }));
  await student('Abbott', 'Durham', 125_050, '160');
  await student('Brown', 'Durham', 0, null);
  await student('Carter', 'York', 5_000, '100');
});

const BASIC = {
  entity: 'students',
  fields: ['lastName', 'hub', 'engagement.startIntake', 'programme.title', 'finance.balance'],
  filters: [{ field: 'hub', operator: 'equals', value: 'Durham' }],
  sort: { field: 'lastName', order: 'desc' },
};

describe('who may report on what', () => {
  it('needs students:admin or applications:admin', async () => {
    expect((await call('GET', '/entities', outsider)).statusCode).toBe(403);
    expect((await call('POST', '/preview', outsider, BASIC)).statusCode).toBe(403);
  });

  it('lists only the entities and fields the caller may read', async () => {
    const plain = (await call('GET', '/entities', registry)).json();
    const studentsOf = (view: { entities: { name: string; fields: { key: string }[] }[] }) =>
      view.entities.find((e) => e.name === 'students')!.fields.map((f) => f.key);
    expect(studentsOf(plain)).toContain('finance.balance');
    expect(studentsOf(plain)).not.toContain('hesaAnswers.ethnicity');
    expect(studentsOf(plain)).not.toContain('hesa.ready');
    expect(plain.entities.map((e: { name: string }) => e.name)).not.toContain('applications');
    const full = (await call('GET', '/entities', special)).json();
    expect(studentsOf(full)).toContain('hesaAnswers.ethnicity');
    const adm = (await call('GET', '/entities', admissions)).json();
    expect(adm.entities.map((e: { name: string }) => e.name)).toEqual(['applications']);
  });

  it('refuses a field the reader may not read with 403, reading nothing', async () => {
    const before = await auditCount('custom-report.run');
    const res = await call('POST', '/preview', registry, { ...BASIC, fields: ['lastName', 'hesaAnswers.ethnicity'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Ethnicity');
    expect(res.body).not.toContain('Abbott');
    expect(res.body).not.toContain('160');
    // Also as a filter or the sort, and for the export and a saved definition.
    const filter = { ...BASIC, filters: [{ field: 'hesaAnswers.ethnicity', operator: 'equals', value: '160' }] };
    expect((await call('POST', '/preview', registry, filter)).statusCode).toBe(403);
    expect((await call('POST', '/export', registry, filter)).statusCode).toBe(403);
    expect((await call('POST', '/exports', registry, filter)).statusCode).toBe(403);
    expect((await call('POST', '/saved', registry, { name: 'x', shared: false, definition: filter })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/preview', admissions, BASIC)).statusCode).toBe(403);
    expect(await auditCount('custom-report.run')).toBe(before);
  });

  it('exports only with the entity’s export permission', async () => {
    expect((await call('POST', '/export', special, BASIC)).statusCode).toBe(403);
    expect((await call('POST', '/exports', special, BASIC)).statusCode).toBe(403);
    const view = (await call('GET', '/entities', special)).json();
    expect(view.entities.find((e: { name: string }) => e.name === 'students').canExport).toBe(false);
  });

  it('answers 422 at the field for an unknown field or a computed one used as a filter', async () => {
    const res = await call('POST', '/preview', registry, { ...BASIC, fields: ['lastName', 'nope'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('fields.1');
    const computed = await call('POST', '/preview', special, {
      ...BASIC,
      sort: { field: 'hesa.missing', order: 'asc' },
    });
    expect(computed.statusCode).toBe(422);
    const badNumber = await call('POST', '/preview', registry, {
      ...BASIC,
      filters: [{ field: 'finance.balance', operator: 'greaterThan', value: 'lots' }],
    });
    expect(badNumber.json().details[0].param).toBe('filters.0.value');
  });
});

describe('preview', () => {
  it('reads the related records, filters and sorts', async () => {
    const res = await call('POST', '/preview', registry, BASIC);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.columns.map((c: { key: string }) => c.key)).toEqual(BASIC.fields);
    expect(body.rows.map((r: unknown[]) => r[0])).toEqual(['Brown', 'Abbott']);
    expect(body.rows[1]).toEqual(['Abbott', 'Durham', '2026-09-01', 'Bachelor of Theology', 1250.5]);
    expect(body.rows[0][4]).toBe(0);
  });

  it('filters on a related number in pounds', async () => {
    const res = await call('POST', '/preview', registry, {
      entity: 'students',
      fields: ['lastName', 'finance.balance'],
      filters: [{ field: 'finance.balance', operator: 'greaterThan', value: '10' }],
      sort: { field: 'finance.balance', order: 'asc' },
    });
    expect(res.json().rows).toEqual([
      ['Carter', 50],
      ['Abbott', 1250.5],
    ]);
  });

  it('shows special-category answers to their readers and audits the read with the fields', async () => {
    const before = await auditCount('custom-report.special-read');
    const res = await call('POST', '/preview', special, {
      entity: 'students',
      fields: ['lastName', 'hesaAnswers.ethnicity', 'hesa.missing'],
      filters: [{ field: 'hesaAnswers.ethnicity', operator: 'isNotEmpty' }],
      sort: { field: 'lastName', order: 'asc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: unknown[]) => r.slice(0, 2))).toEqual([
      ['Abbott', '160'],
      ['Carter', '100'],
    ]);
    expect(typeof res.json().rows[0][2]).toBe('number');
    expect(await auditCount('custom-report.special-read')).toBe(before + 1);
    const entry = await db.kysely
      .selectFrom('audit_log')
      .select(['changes', 'actor_user_id'])
      .where('action', '=', 'custom-report.special-read')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(entry.actor_user_id)).toBe(specialUserId);
    expect(JSON.parse(entry.changes!).special).toEqual(['hesaAnswers.ethnicity']);
  });
});

describe('saved definitions', () => {
  it('saves private and shared reports; only the owner changes or deletes them', async () => {
    const mine = await call('POST', '/saved', registry, { name: 'Durham balances', shared: false, definition: BASIC });
    expect(mine.statusCode).toBe(201);
    const shared = await call('POST', '/saved', registry, { name: 'All students', shared: true, definition: BASIC });
    const names = async (cookie: string) =>
      (await call('GET', '/saved', cookie)).json().reports.map((r: { name: string }) => r.name);
    expect(await names(registry)).toEqual(['All students', 'Durham balances']);
    expect(await names(special)).toEqual(['All students']);
    const id = shared.json().id;
    expect(
      (await call('PUT', `/saved/${id}`, special, { name: 'Mine now', shared: true, definition: BASIC })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/saved/${id}`, special)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/saved/${mine.json().id}`, special, { name: 'x', shared: true, definition: BASIC }))
        .statusCode,
    ).toBe(404);
    const renamed = await call('PUT', `/saved/${id}`, registry, {
      name: 'Every student',
      shared: true,
      definition: BASIC,
    });
    expect(renamed.json()).toMatchObject({ name: 'Every student', mine: true, definition: BASIC });
    expect((await call('DELETE', `/saved/${id}`, registry)).statusCode).toBe(204);
    expect(await names(special)).toEqual([]);
    expect(await auditCount('delete')).toBeGreaterThanOrEqual(1);
    const empty = await call('POST', '/saved', registry, { name: ' ', shared: false, definition: BASIC });
    expect(empty.json().details[0].param).toBe('name');
  });
});

async function sheetRows(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exports', () => {
  it('streams the report as a workbook', async () => {
    const res = await call('POST', '/export', registry, BASIC);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Last name', 'Hub', 'Start intake', 'Programme title', 'Balance (£)']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Brown', 'Abbott']);
    expect(rows[2]![4]).toBe(1250.5);
  });

  it('runs a background export with its progress and a download for its requester only', async () => {
    const queued = await call('POST', '/exports', registry, { ...BASIC, filters: [] });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', written: 0 });
    const id = queued.json().id;
    expect((await call('GET', `/exports/${id}/file`, registry)).statusCode).toBe(404);
    await runDueJobs(ctx);
    const done = (await call('GET', `/exports/${id}`, registry)).json();
    expect(done).toMatchObject({ status: 'done', written: 3, total: 3 });
    expect((await call('GET', `/exports/${id}`, special)).statusCode).toBe(404);
    const file = await call('GET', `/exports/${id}/file`, registry);
    expect(file.statusCode).toBe(200);
    const rows = await sheetRows(file.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Carter', 'Brown', 'Abbott']);
  });
});

describe('applications', () => {
  it('count each application’s references and section reviews', async () => {
    const now = new Date().toISOString();
    const person = await buildUser(db);
    await db.kysely.updateTable('people').set({ last_name: 'Applicant' }).where('id', '=', person.personId).execute();
    const app1 = await db.kysely
      .insertInto('applications')
      .values({
        person_id: person.personId,
        status: 'Submitted',
        course: 'BTh',
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = (position: number, status: string, receivedAt: string | null) => ({
      application_id: app1.id,
      kind: 'academic',
      position,
      referee_name: `Referee ${position}`,
      referee_email: `referee${position}@example.org`,
      status,
      received_at: receivedAt,
      created_at: now,
      updated_at: now,
    });
    await db.kysely
      .insertInto('application_references')
      .values([
        ref(1, 'Received', '2026-10-02T10:00:00.000Z'),
        ref(2, 'Requested', null),
        ref(3, 'Not sent', null),
      ] as never)
      .execute();
    const review = (section: string, status: string | null) => ({
      application_id: app1.id,
      section,
      status,
      updated_at: now,
    });
    await db.kysely
      .insertInto('application_section_reviews')
      .values([
        review('eligibility', 'Accepted'),
        review('references', 'Additional information needed'),
        review('placement', null),
      ] as never)
      .execute();
    const res = await call('POST', '/preview', admissions, {
      entity: 'applications',
      fields: [
        'lastName',
        'references.requested',
        'references.received',
        'references.lastReceived',
        'reviews.reviewed',
        'reviews.accepted',
        'reviews.needInformation',
        'programme.title',
      ],
      filters: [{ field: 'lastName', operator: 'equals', value: 'applicant' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([['Applicant', 2, 1, '2026-10-02', 2, 1, 1, 'Bachelor of Theology']]);
  });
});
