import { academicYearOf } from '@collegium/domain/academic-year';
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/demo-data.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildHesaExport } from './export.ts';
import { makeHusid } from './husid.ts';

// Issue 16: HESA > Export. The demo data's return validates against the XSD the project keeps
// (checked here again, independently of the route's own check); a student missing a required
// field is left out and counted; a changed mapping changes the file; HUSIDs are allocated once;
// exports are kept and compared with the last one submitted.

const { app, db } = await createTestApp({ HESA_UKPRN: '10012345' });
await seedDemoData(db);
const YEAR = academicYearOf(new Date());
const XSD = await readFile(fileURLToPath(new URL('./data-futures-subset.xsd', import.meta.url)), 'utf8');

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
const validate = (xml: string) =>
  validateXML({
    xml: { fileName: 'x.xml', contents: xml },
    schema: { fileName: 'x.xsd', contents: XSD },
    maxMemoryPages: 65536,
  });
const husidsOf = (xml: string) => [...xml.matchAll(/<HUSID>(\d{13})<\/HUSID>/g)].map((m) => m[1]);

let registry: string;
let readerOnly: string;
beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'hesa students' }));
  readerOnly = await login(app, await buildUser(db, { permissions: 'hesa:menu' }));
});

describe('the export', () => {
  it('needs hesa:export and a year', async () => {
    expect((await get(`/hesa/export?year=${YEAR}`, readerOnly)).statusCode).toBe(403);
    const noYear = await get('/hesa/export', registry);
    expect(noYear.statusCode).toBe(422);
    expect(noYear.json().details[0]).toMatchObject({ param: 'year' });
  });

  it('answers the demo data’s return as XML that validates, leaving out and counting students not ready', async () => {
    const res = await get(`/hesa/export?year=${YEAR}`, registry);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hesa-\d{4}-\d{2}-export-\d+\.xml"; filename\*=UTF-8''hesa-/,
    );
    const xml = res.body;
    expect(xml).toContain('<UKPRN>10012345</UKPRN><COUNTRY>E</COUNTRY>');
    expect((await validate(xml)).valid).toBe(true);
    const included = Number(res.headers['x-hesa-included']);
    const leftOut = Number(res.headers['x-hesa-left-out']);
    expect(included).toBeGreaterThan(20);
    expect(leftOut).toBeGreaterThan(0);
    expect(husidsOf(xml).length).toBe(included);
    const worklist = (await get(`/hesa/students?year=${YEAR}`, registry)).json();
    const readyStudents = new Set(
      worklist.rows.filter((r: { missing: number }) => r.missing === 0).map((r: { studentId: number }) => r.studentId),
    );
    expect(included).toBe(readyStudents.size);
  });

  it('leaves out a student missing a required field, and takes them once fixed, with a HUSID given once', async () => {
    const person = await buildUser(db, { firstName: 'Hild', lastName: 'Whitby' });
    const s = await buildStudent(db, person.personId, { sessionYear: YEAR, startIntake: `${YEAR}-09-01` });
    const now = new Date().toISOString();
    await db.kysely
      .updateTable('engagements')
      .set({ student_type: 'Independent' })
      .where('id', '=', s.engagementId)
      .execute();
    await db.kysely
      .insertInto('student_hesa_data')
      .values({
        student_id: s.id,
        academic_year: YEAR,
        ethnicity: '160',
        religion: '03',
        sex: '10',
        gender_identity: '01',
        sexual_orientation: '12',
        disabilities: '95',
        care_leaver: '03',
        parental_education: '02',
        estranged: '02',
        carer: '02',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.kysely
      .insertInto('hesa_student_details')
      .values({
        student_id: s.id,
        nationality: 'GB',
        domicile: 'XF',
        entry_qualification: 'P50',
        created_at: now,
        updated_at: now,
      })
      .execute();
    // no date of birth yet
    const first = await get(`/hesa/export?year=${YEAR}`, registry);
    expect(first.body).not.toContain('<FNAMES>Hild</FNAMES>');
    expect(
      await db.kysely.selectFrom('hesa_numbers').select('husid').where('student_id', '=', s.id).executeTakeFirst(),
    ).toBeUndefined();

    await db.kysely
      .updateTable('people')
      .set({ date_of_birth: '1985-03-02' })
      .where('id', '=', person.personId)
      .execute();
    const second = await get(`/hesa/export?year=${YEAR}`, registry);
    expect(second.body).toContain('<FNAMES>Hild</FNAMES>');
    expect(Number(second.headers['x-hesa-left-out'])).toBe(Number(first.headers['x-hesa-left-out']) - 1);
    const husid = (
      await db.kysely
        .selectFrom('hesa_numbers')
        .select('husid')
        .where('student_id', '=', s.id)
        .executeTakeFirstOrThrow()
    ).husid;
    expect(husid).toMatch(/^\d{13}$/);
    expect(husid.slice(0, 6)).toBe(`${String(YEAR % 100).padStart(2, '0')}2345`);

    const third = await get(`/hesa/export?year=${YEAR}`, registry);
    expect(third.body).toContain(`<HUSID>${husid}</HUSID>`);
    const all = await db.kysely.selectFrom('hesa_numbers').select('husid').execute();
    expect(new Set(all.map((r) => r.husid)).size).toBe(all.length);
  });

  it('a changed mapping changes the output', async () => {
    const before = await get(`/hesa/export?year=${YEAR}`, registry);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/hesa/mapping',
      headers: { cookie: registry },
      payload: { kind: 'pace', internalValue: 'PT', hesaCode: '32' },
    });
    expect(put.statusCode).toBe(200);
    const after = await get(`/hesa/export?year=${YEAR}`, registry);
    const count = (xml: string, text: string) => xml.split(text).length - 1;
    // part-time students now read 32; extended ones keep 31
    expect(count(before.body, '<SCSMODE>32</SCSMODE>')).toBe(0);
    expect(count(after.body, '<SCSMODE>32</SCSMODE>')).toBeGreaterThan(0);
    expect(count(after.body, '<SCSMODE>31</SCSMODE>')).toBe(
      count(before.body, '<SCSMODE>31</SCSMODE>') - count(after.body, '<SCSMODE>32</SCSMODE>'),
    );
    expect(after.headers['x-content-sha256']).not.toBe(before.headers['x-content-sha256']);
  });

  it('keeps every export and compares each with the last one submitted', async () => {
    const list = (await get(`/hesa/exports?year=${YEAR}`, registry)).json();
    expect(list.exports.length).toBe(6);
    const [newest, previous] = list.exports;
    expect(newest.submittedAt).toBeNull();
    const mark = await app.inject({
      method: 'POST',
      url: `/api/hesa/exports/${previous.id}/submitted`,
      headers: { cookie: registry },
    });
    expect(mark.statusCode).toBe(204);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/hesa/exports/${previous.id}/submitted`,
          headers: { cookie: registry },
        })
      ).statusCode,
    ).toBe(409);
    const again = (await get(`/hesa/exports?year=${YEAR}`, registry)).json();
    // the newest differs from the submitted one by the mode of study of every part-time student
    expect(again.exports[0].diff).toMatchObject({ against: previous.id, added: 0, removed: 0 });
    expect(again.exports[0].diff.changed).toBeGreaterThan(0);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'hesa_exports')
      .execute();
    expect(audit.filter((a) => a.action === 'create').length).toBe(6);
    expect(audit.filter((a) => a.action === 'submitted').length).toBe(1);
  });

  it('takes the provider’s identifiers past 99,999 (a college with many engagements)', async () => {
    const xml = (await get(`/hesa/export?year=${YEAR}`, registry)).body;
    const big = xml
      .replace(/<SCSESSIONID>[^<]+<\/SCSESSIONID>/, `<SCSESSIONID>100000-${YEAR}</SCSESSIONID>`)
      .replace(/<MODINSTID>[^<]+<\/MODINSTID>/, '<MODINSTID>1000000</MODINSTID>');
    expect(big).toContain(`<SCSESSIONID>100000-${YEAR}</SCSESSIONID>`);
    expect((await validate(big)).valid).toBe(true);
  });
});

describe('makeHusid', () => {
  it('is thirteen digits: entry year, provider, serial, check digit', () => {
    expect(makeHusid(2026, '10012345', 7)).toMatch(/^262345000007\d$/);
  });
});

describe('the export, a page at a time', () => {
  const actor = { userId: 1, asUserId: null, ip: null, permissions: ['*'] };
  const kept = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('hesa_exports')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes the same file whatever the page and batch sizes, each batch checked, with the hash of the file kept', async () => {
    const small = await buildHesaExport(db, '10012345', YEAR, actor, 7, 40);
    const large = await buildHesaExport(db, '10012345', YEAR, actor);
    try {
      const [a, b] = [await readFile(small.file, 'utf8'), await readFile(large.file, 'utf8')];
      expect(a).toBe(b);
      expect((await validate(a)).valid).toBe(true);
      expect(small.included).toBeGreaterThan(40);
      expect(small.sha256).toBe(
        createHash('sha256')
          .update(await readFile(small.file))
          .digest('hex'),
      );
      expect(large.sha256).toBe(small.sha256);
    } finally {
      await rm(small.dir, { recursive: true, force: true });
      await rm(large.dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that does not pass the schema (a UKPRN of the wrong shape), keeping nothing', async () => {
    const before = await kept();
    const refused = buildHesaExport(db, '99999999', YEAR, actor, 7, 40);
    await expect(refused).rejects.toMatchObject({ code: 'hesa_export_invalid', status: 500 });
    expect(await kept()).toBe(before);
  });
});
