import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 15, System data → HESA defaults: the administrator gives a HESA field the code to send
// when a record holds none (one of the field's codes, audited, refused when changed meanwhile);
// the readiness rules and the export then read it as source `default`; a value held still wins.

const { app, db } = await createTestApp({ HESA_UKPRN: '10012345' });
const YEAR = 2026;

type Field = { field: string; code: string | null; version: number; choices: { code: string }[] };
let admin: string;
let registry: string;
let bare: { id: number };
let answered: { id: number };

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const defaults = async () => (await call('GET', '/system-data/hesa-defaults', admin)).json().fields as Field[];
const setDefault = async (field: string, code: string | null) => {
  const version = (await defaults()).find((f) => f.field === field)!.version;
  return call('PUT', `/system-data/hesa-defaults/${field}`, admin, { code, version });
};

/** A 2026/27 student with a birth date, HESA details without a qualification on entry, and maybe answers. */
async function student(answers: boolean) {
  const person = await buildUser(db, { firstName: answers ? 'Ada' : 'Bede', lastName: 'Jarrow' });
  const s = await buildStudent(db, person.personId, { sessionYear: YEAR, programmeCode: 'BTh' });
  const now = new Date().toISOString();
  await db.kysely
    .updateTable('people')
    .set({ date_of_birth: '1990-04-01' })
    .where('id', '=', person.personId)
    .execute();
  await db.kysely
    .updateTable('engagements')
    .set({ student_type: 'Ordinand' })
    .where('id', '=', s.engagementId)
    .execute();
  await db.kysely
    .insertInto('hesa_student_details')
    .values({
      student_id: s.id,
      nationality: 'GB',
      domicile: 'XF',
      entry_qualification: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (answers)
    await db.kysely
      .insertInto('student_hesa_data')
      .values({
        student_id: s.id,
        academic_year: YEAR,
        ethnicity: '160',
        religion: '03',
        sex: '10',
        gender_identity: '01',
        sexual_orientation: '98',
        disabilities: '51',
        care_leaver: '03',
        parental_education: '02',
        estranged: '02',
        carer: '02',
        created_at: now,
        updated_at: now,
      })
      .execute();
  return s;
}

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu' }));
  registry = await login(app, await buildUser(db, { permissions: 'hesa students' }));
  bare = await student(false);
  answered = await student(true);
});

const fieldsOf = async (id: number) =>
  (await call('GET', `/hesa/students/${id}?year=${YEAR}`, registry)).json().fields as {
    field: string;
    value: string | null;
    source: string | null;
    problem: string | null;
  }[];

describe('System data: HESA defaults', () => {
  it('lists each field with its HESA codes and no default; only admin:admin reads or changes them', async () => {
    const fields = await defaults();
    expect(fields.map((f) => f.field)).toContain('ETHNIC');
    expect(fields.find((f) => f.field === 'QUALENT3')).toMatchObject({ code: null, version: 0 });
    expect(fields.find((f) => f.field === 'QUALENT3')!.choices.map((c) => c.code)).toContain('X06');
    expect((await call('GET', '/system-data/hesa-defaults', registry)).statusCode).toBe(403);
    const put = await call('PUT', '/system-data/hesa-defaults/ETHNIC', registry, { code: '997', version: 0 });
    expect(put.statusCode).toBe(403);
    expect(await db.kysely.selectFrom('hesa_defaults').selectAll().execute()).toEqual([]);
  });

  it('refuses a code not HESA’s for the field (422 on code), an unknown field (404), a stale version (409)', async () => {
    const bad = await setDefault('ETHNIC', '42');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0]).toMatchObject({ param: 'code' });
    expect((await call('PUT', '/system-data/hesa-defaults/SURNAME', admin, { code: 'X', version: 0 })).statusCode).toBe(
      404,
    );
    expect((await setDefault('ETHNIC', '997')).statusCode).toBe(200);
    const stale = await call('PUT', '/system-data/hesa-defaults/ETHNIC', admin, { code: '998', version: 0 });
    expect(stale.statusCode).toBe(409);
    const row = await db.kysely.selectFrom('hesa_defaults').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hesa_field: 'ETHNIC', code: '997', version: 1 });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'hesa_defaults')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ entity_id: 'ETHNIC', action: 'create' });
    expect(JSON.parse(audit.changes!)).toEqual({ code: { from: null, to: '997' } });
  });

  it('readiness and the export read a default as source `default`; a value held still wins', async () => {
    const before = await fieldsOf(bare.id);
    expect(before.find((f) => f.field === 'RELBLF')).toMatchObject({ value: null, problem: 'missing' });
    const codes: Record<string, string> = {
      SEXID: '12',
      RELBLF: '98',
      GENDERID: '98',
      SEXORT: '98',
      CARELEAVER: '97',
      PARED: '03',
      ESTRANGED: '98',
      CARER: '98',
      DISABILITY: '98',
      QUALENT3: 'X06',
    };
    for (const [field, code] of Object.entries(codes)) expect((await setDefault(field, code)).statusCode).toBe(200);
    const after = await fieldsOf(bare.id);
    expect(after.find((f) => f.field === 'ETHNIC')).toMatchObject({ value: '997', source: 'default', problem: null });
    expect(after.find((f) => f.field === 'QUALENT3')).toMatchObject({ value: 'X06', source: 'default' });
    expect(after.every((f) => f.problem === null)).toBe(true);
    const held = await fieldsOf(answered.id);
    expect(held.find((f) => f.field === 'ETHNIC')).toMatchObject({ value: '160', source: 'answer' });
    expect(held.find((f) => f.field === 'DISABILITY')).toMatchObject({ value: '51', source: 'answer' });

    const xml = (await call('GET', `/hesa/export?year=${YEAR}`, registry)).body;
    const bede = xml.slice(xml.indexOf('<FNAMES>Bede</FNAMES>'));
    expect(bede).toMatch(
      /^<FNAMES>Bede<\/FNAMES><SURNAME>Jarrow<\/SURNAME><BIRTHDTE>1990-04-01<\/BIRTHDTE><SEXID>12<\/SEXID><ETHNIC>997<\/ETHNIC><RELBLF>98<\/RELBLF>/,
    );
    expect(bede).toContain('<QUALENT3>X06</QUALENT3>');
  });

  it('taking a default away (null) makes the field missing again, the row keeping its version', async () => {
    expect((await setDefault('QUALENT3', null)).statusCode).toBe(200);
    expect((await fieldsOf(bare.id)).find((f) => f.field === 'QUALENT3')).toMatchObject({ problem: 'missing' });
    expect((await defaults()).find((f) => f.field === 'QUALENT3')).toMatchObject({ code: null, version: 2 });
    const badge = (await call('GET', `/students/${bare.id}/hesa-readiness?year=${YEAR}`, registry)).json();
    expect(badge.readiness).toMatchObject({ ready: false, missing: 1 });
  });
});
