import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody, tempFilesDir } from '../files/test-uploads.ts';
import { runDueJobs } from '../jobs/worker.ts';

// Administration > Import (issue 15): upload, mapping, dry run (created / updated / duplicate /
// errors with row and column), commit as a job, the failed rows fixed and imported again, and a
// second import of the same file creating nothing.

const t = await createTestApp({ FILES_DIR: tempFilesDir() });
const { app, db, ctx } = t;
let sysadmin: string;
let admin: string;
const tag = `imp${Date.now()}`;

beforeAll(async () => {
  sysadmin = await login(app, await buildUser(db, { permissions: 'admin:menu admin:sysadmin admin:admin' }));
  admin = await login(app, await buildUser(db, { permissions: 'admin:menu admin:admin' }));
});

function upload(cookie: string, kind: string, source: string, filename: string, bytes: Buffer) {
  const body = multipartBody({ kind, source }, { filename, contentType: 'application/octet-stream', bytes });
  return app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}
const check = (id: number, mapping: Record<string, string | null>) =>
  app.inject({ method: 'POST', url: `/api/imports/${id}/check`, headers: { cookie: sysadmin }, payload: { mapping } });
const commit = (id: number) =>
  app.inject({ method: 'POST', url: `/api/imports/${id}/commit`, headers: { cookie: sysadmin } });
const get = (id: number) => app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie: sysadmin } });
const peopleTagged = () =>
  db.kysely
    .selectFrom('people')
    .select(['first_name', 'last_name', 'email', 'date_of_birth'])
    .where('email', 'like', `%${tag}%`)
    .orderBy('last_name')
    .execute();

const CONTACTS = [
  'Given name,Surname,E-mail,Date of birth,Postcode,Legacy id',
  `Ada,Lovelace,ada.${tag}@example.org,10/12/1985,DH1 3LE,17`,
  `Basil,Hume,basil.${tag}@example.org,1973-03-02,,18`,
  `Ada,Lovelace,ADA.${tag}@example.org,,,19`,
  `,Nameless,nameless.${tag}@example.org,,,20`,
  `Carl,Barth,not-an-email,,,21`,
  '',
].join('\r\n');
const MAPPING = {
  'Given name': 'firstName',
  Surname: 'lastName',
  'E-mail': 'email',
  'Date of birth': 'dateOfBirth',
  Postcode: 'postCode',
  'Legacy id': null,
};

describe('import', () => {
  it('is for system administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/imports', headers: { cookie: admin } })).statusCode).toBe(403);
    expect((await upload(admin, 'contacts', 'Old CRM', 'c.csv', Buffer.from(CONTACTS))).statusCode).toBe(403);
  });

  it('dry-runs, commits as a job, and takes the fixed failed rows; the same file again creates nothing', async () => {
    const up = await upload(sysadmin, 'contacts', `Old CRM ${tag}`, 'contacts.csv', Buffer.from(CONTACTS));
    expect(up.statusCode).toBe(201);
    const run = up.json();
    expect(run).toMatchObject({ status: 'uploaded', format: 'csv', headers: Object.keys(MAPPING) });
    // Headers matched to fields by name or label; the unknown column is left out.
    expect(run.mapping).toMatchObject({
      'E-mail': 'email',
      'Date of birth': 'dateOfBirth',
      Postcode: 'postCode',
      'Legacy id': null,
    });

    // A mapping missing a required field is refused before anything runs.
    const bad = await check(run.id, { ...MAPPING, Surname: null });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toContainEqual({
      param: 'lastName',
      message: 'Map a column to Last name: it is required.',
    });
    expect((await commit(run.id)).statusCode).toBe(409);

    const dry = await check(run.id, MAPPING);
    expect(dry.statusCode).toBe(200);
    const checked = dry.json();
    expect(checked.status).toBe('checked');
    expect(checked.totalRows).toBe(5);
    // Row 4 names Ada again (e-mail in other case): a duplicate of row 2, even before anything is stored.
    expect(checked.counts).toEqual({ create: 2, update: 0, duplicate: 1, error: 2 });
    expect(checked.outcomes.slice(0, 2)).toEqual([
      { row: 5, action: 'error', label: '', errors: [{ column: 'Given name', message: 'First name is required.' }] },
      { row: 6, action: 'error', label: '', errors: [{ column: 'E-mail', message: 'Enter a valid e-mail address.' }] },
    ]);
    expect(checked.outcomes).toContainEqual(expect.objectContaining({ row: 4, action: 'duplicate' }));
    expect(await peopleTagged()).toEqual([]); // the dry run wrote nothing

    const failed = await app.inject({
      method: 'GET',
      url: `/api/imports/${run.id}/failed-rows`,
      headers: { cookie: sysadmin },
    });
    expect(failed.statusCode).toBe(200);
    const failedLines = failed.body.trim().split('\r\n');
    expect(failedLines).toHaveLength(3);
    expect(failedLines[0]).toBe('Given name,Surname,E-mail,Date of birth,Postcode,Legacy id,Errors');
    expect(failedLines[2]).toBe(`Carl,Barth,not-an-email,,,21,E-mail: Enter a valid e-mail address.`);

    const queued = await commit(run.id);
    expect(queued.statusCode).toBe(202);
    expect(queued.json().status).toBe('queued');
    await runDueJobs(ctx);
    const done = (await get(run.id)).json();
    expect(done).toMatchObject({
      status: 'done',
      totalRows: 5,
      processedRows: 5,
      counts: { create: 2, update: 0, duplicate: 1, error: 2 },
    });
    expect(await peopleTagged()).toEqual([
      { first_name: 'Basil', last_name: 'Hume', email: `basil.${tag}@example.org`, date_of_birth: '1973-03-02' },
      { first_name: 'Ada', last_name: 'Lovelace', email: `ada.${tag}@example.org`, date_of_birth: '1985-12-10' },
    ]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'changes'])
      .where('entity', '=', 'import')
      .where('entity_id', '=', String(run.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'import uploaded',
      'import checked',
      'import queued',
      'import committed',
    ]);
    expect(audit.every((a) => a.actor_user_id !== null)).toBe(true);

    // The failed rows, fixed, imported again with the saved mapping (the Errors column left out).
    const fixed = failed.body
      .replace(',Nameless,', 'Nora,Nameless,')
      .replace('not-an-email', `carl.${tag}@example.org`);
    const again = (
      await upload(sysadmin, 'contacts', `Old CRM ${tag}`, 'contacts-failed-rows.csv', Buffer.from(fixed))
    ).json();
    expect(again.mapping).toEqual({ ...MAPPING, Errors: null });
    const recheck = (await check(again.id, again.mapping)).json();
    expect(recheck.counts).toEqual({ create: 2, update: 0, duplicate: 0, error: 0 });
    expect(recheck.hasFailedRows).toBe(false);
    await commit(again.id);
    await runDueJobs(ctx);
    expect((await peopleTagged()).map((p) => p.first_name)).toEqual(['Carl', 'Basil', 'Ada', 'Nora']);

    // The first file once more: everything is a duplicate, nothing is created.
    const third = (await upload(sysadmin, 'contacts', `Old CRM ${tag}`, 'contacts.csv', Buffer.from(CONTACTS))).json();
    expect((await check(third.id, MAPPING)).json().counts).toEqual({ create: 0, update: 0, duplicate: 3, error: 2 });
    const nothing = await commit(third.id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing to import: every row is already here unchanged or has an error.');
    await runDueJobs(ctx);
    expect(await peopleTagged()).toHaveLength(4);
  });

  it('updates what changed on a matched record, and imports modules from an Excel workbook', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Modules');
    const code = `IM${String(Date.now()).slice(-4)}`;
    ws.addRow(['Code', 'Title', 'Credits', 'Programme', 'Level', 'Active']);
    ws.addRow([code, 'Reading the Fathers', 20, 'BTh', '5', 'yes']);
    ws.addRow([`${code}A`, 'Bad level', 20, 'BTh', '7', 'yes']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const run = (await upload(sysadmin, 'modules', 'Old SIS', 'modules.xlsx', bytes)).json();
    expect(run.format).toBe('xlsx');
    expect(run.mapping).toEqual({
      Code: 'code',
      Title: 'title',
      Credits: 'credits',
      Programme: 'programme',
      Level: 'level',
      Active: 'active',
    });
    const checked = (await check(run.id, run.mapping)).json();
    expect(checked.counts).toEqual({ create: 1, update: 0, duplicate: 0, error: 1 });
    expect(checked.outcomes[0]).toMatchObject({
      row: 3,
      errors: [{ column: 'Level', message: 'Choose one of: 4, 5, 6.' }],
    });
    await commit(run.id);
    await runDueJobs(ctx);
    expect(
      await db.kysely
        .selectFrom('modules')
        .select(['title', 'credits', 'level', 'active'])
        .where('code', '=', code)
        .execute(),
    ).toEqual([{ title: 'Reading the Fathers', credits: 20, level: '5', active: 1 }]);

    ws.getRow(2).getCell(2).value = 'Reading the Church Fathers';
    const changed = (
      await upload(sysadmin, 'modules', 'Old SIS', 'modules.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))
    ).json();
    expect((await check(changed.id, changed.mapping)).json().counts).toEqual({
      create: 0,
      update: 1,
      duplicate: 0,
      error: 1,
    });
    await commit(changed.id);
    await runDueJobs(ctx);
    expect(await db.kysely.selectFrom('modules').select('title').where('code', '=', code).execute()).toEqual([
      { title: 'Reading the Church Fathers' },
    ]);
  });

  it('imports students with their engagement, matched again by partner id', async () => {
    const pid = 9_000_000 + (Date.now() % 900_000);
    const csv = [
      'Partner id,First name,Last name,Programme,Level,Status,Start intake',
      `${pid},Hilda,Whitby,BTh,4,Current,2025-09-01`,
    ].join('\n');
    const run = (await upload(sysadmin, 'students', 'Old SIS', 'students.csv', Buffer.from(csv))).json();
    expect(run.mapping).toMatchObject({
      'Partner id': 'partnerId',
      Programme: 'programmeCode',
      'Start intake': 'startIntake',
    });
    expect((await check(run.id, run.mapping)).json().counts).toEqual({ create: 1, update: 0, duplicate: 0, error: 0 });
    await commit(run.id);
    await runDueJobs(ctx);
    const student = await db.kysely
      .selectFrom('students')
      .selectAll()
      .where('partner_id', '=', pid)
      .executeTakeFirstOrThrow();
    const engagements = await db.kysely
      .selectFrom('engagements')
      .select(['id', 'programme_code', 'status', 'start_intake'])
      .where('student_id', '=', student.id)
      .execute();
    expect(engagements).toEqual([
      { id: student.current_engagement_id, programme_code: 'BTh', status: 'Current', start_intake: '2025-09-01' },
    ]);

    const again = (await upload(sysadmin, 'students', 'Old SIS', 'students.csv', Buffer.from(csv))).json();
    expect((await check(again.id, again.mapping)).json().counts).toEqual({
      create: 0,
      update: 0,
      duplicate: 1,
      error: 0,
    });
  });

  it('refuses a file that is not a table', async () => {
    const res = await upload(sysadmin, 'contacts', 'Old CRM', 'photo.xlsx', Buffer.from('not a zip'));
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('file');
  });
});
