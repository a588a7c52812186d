import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 16: HESA > Mapping and Student data on both databases.

const { app, db } = await createTestApp();
const YEAR = 2026;

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const ANSWERS = {
  ethnicity: '160',
  religion: '03',
  sex: '10',
  gender_identity: '01',
  sexual_orientation: '98',
  disabilities: '95',
  care_leaver: '03',
  parental_education: '02',
  estranged: '02',
  carer: '02',
};

/** A student of 2026/27 with everything the return needs (unless told otherwise). */
async function student(opts: { answers?: boolean; details?: boolean; programme?: string } = {}) {
  const person = await buildUser(db);
  const s = await buildStudent(db, person.personId, { sessionYear: YEAR, programmeCode: opts.programme ?? 'BTh' });
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
  if (opts.answers !== false) {
    await db.kysely
      .insertInto('student_hesa_data')
      .values({ student_id: s.id, academic_year: YEAR, ...ANSWERS, created_at: now, updated_at: now })
      .execute();
  }
  if (opts.details !== false) {
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
  }
  return s;
}

let registry: string;
let reader: string;
let outsider: string;
let ready: { id: number };
let noAnswers: { id: number };
let noDetails: { id: number };
beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'hesa students' }));
  reader = await login(app, await buildUser(db, { permissions: 'hesa:menu students:view' }));
  outsider = await login(app, await buildUser(db, { permissions: 'students:view' }));
  ready = await student();
  noAnswers = await student({ answers: false });
  noDetails = await student({ details: false });
});

describe('access', () => {
  it('needs hesa:menu to read, hesa:edit to change, students:special to see a student’s answers', async () => {
    expect((await call('GET', '/hesa/mapping', outsider)).statusCode).toBe(403);
    expect((await call('GET', '/hesa/students', outsider)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/hesa/mapping', reader, { kind: 'programme', internalValue: 'MA', hesaCode: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/hesa/students/${ready.id}/details`, reader, {
          nationality: 'FR',
          domicile: 'XF',
          entryQualification: 'P50',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `/hesa/students/${ready.id}?year=${YEAR}`, reader)).statusCode).toBe(403);
    const row = await db.kysely
      .selectFrom('hesa_student_details')
      .select('nationality')
      .where('student_id', '=', ready.id)
      .executeTakeFirstOrThrow();
    expect(row.nationality).toBe('GB');
  });
});

describe('mapping', () => {
  it('holds the default codes and lists the values with none as gaps', async () => {
    const res = await call('GET', '/hesa/mapping', reader);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toContainEqual(
      expect.objectContaining({ kind: 'programme', internalValue: 'BTh', hesaField: 'QUALCAT', hesaCode: 'H00' }),
    );
    expect(body.gaps).toContainEqual(expect.objectContaining({ kind: 'status', internalValue: 'Resi only' }));
    expect(body.gaps.some((g: { kind: string }) => g.kind === 'programme')).toBe(false);
    // The view says what the caller may do (issue 12): a reader neither edits nor exports.
    expect(body.abilities).toEqual({ canEdit: false, canExport: false });
    expect(body.kinds.find((k: { kind: string }) => k.kind === 'ethnicity')).toMatchObject({
      hesaField: 'ETHNIC',
      sort: 'coded',
    });
  });

  it('changes a code, audited with before and after; a bad code is a 422 on the field', async () => {
    const bad = await call('PUT', '/hesa/mapping', registry, {
      kind: 'pace',
      internalValue: 'PT',
      hesaCode: 'thirty one',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0]).toMatchObject({ param: 'hesaCode' });
    const res = await call('PUT', '/hesa/mapping', registry, {
      kind: 'status',
      internalValue: 'Resi only',
      hesaCode: '05',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().gaps.some((g: { internalValue: string }) => g.internalValue === 'Resi only')).toBe(false);
    expect(res.json().abilities).toEqual({ canEdit: true, canExport: true });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'hesa_mappings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('create');
    expect(JSON.parse(audit.changes!)).toMatchObject({
      kind: 'status',
      internalValue: 'Resi only',
      hesaCode: { from: null, to: '05' },
    });
  });
});

describe('student data', () => {
  it('lists every student of the year, most missing first, and counts the ready ones', async () => {
    const res = await call('GET', `/hesa/students?year=${YEAR}`, reader);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.rows.filter((r: { studentId: number }) =>
      [ready.id, noAnswers.id, noDetails.id].includes(r.studentId),
    );
    expect(mine.map((r: { studentId: number; missing: number }) => [r.studentId, r.missing])).toEqual([
      [noAnswers.id, 10],
      [noDetails.id, 3],
      [ready.id, 0],
    ]);
    expect(mine[1].problems.map((p: { field: string; fix: string }) => [p.field, p.fix])).toEqual([
      ['NATION', 'details'],
      ['DOMICILE', 'details'],
      ['QUALENT3', 'details'],
    ]);
    expect(body.ready).toBeGreaterThanOrEqual(1);
    expect(body.abilities).toEqual({ canOpenHesa: true, canSeeSpecial: false });
    expect((await call('GET', '/hesa/students?year=26', reader)).statusCode).toBe(422);
  });

  it('shows one student’s fields with their sources, audited as a special-category read', async () => {
    const res = await call('GET', `/hesa/students/${ready.id}?year=${YEAR}`, registry);
    expect(res.statusCode).toBe(200);
    const fields = res.json().fields as { field: string; value: string; source: string }[];
    const f = (name: string) => fields.find((x) => x.field === name);
    expect(f('ETHNIC')).toMatchObject({ value: '160', source: 'answer' });
    expect(f('QUALCAT')).toMatchObject({ value: 'H00', source: 'mapping' });
    expect(f('NATION')).toMatchObject({ value: 'GB', source: 'details' });
    expect(f('BIRTHDTE')).toMatchObject({ value: '1990-04-01', source: 'record' });
    expect(res.json().readiness.ready).toBe(true);
    expect(res.json().abilities.canEdit).toBe(true);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'students')
      .where('entity_id', '=', String(ready.id))
      .where('action', '=', 'hesa.read')
      .execute();
    expect(audit.length).toBe(1);
    expect((await call('GET', `/hesa/students/${ready.id}?year=2019`, registry)).statusCode).toBe(404);
  });

  it('entering the details makes the student ready, and the badge follows', async () => {
    const before = (await call('GET', `/students/${noDetails.id}/hesa-readiness?year=${YEAR}`, outsider)).json();
    expect(before.abilities).toEqual({ canOpenHesa: false, canSeeSpecial: false });
    expect(before).toMatchObject({ inReturn: true, readiness: { ready: false, missing: 3 } });
    const bad = await call('PUT', `/hesa/students/${noDetails.id}/details`, registry, {
      nationality: 'Britain',
      domicile: 'XF',
      entryQualification: 'P50',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0]).toMatchObject({ param: 'nationality' });
    // GB is a country, not a HESA domicile: refused on save, not flagged later by the export.
    const gb = await call('PUT', `/hesa/students/${noDetails.id}/details`, registry, {
      nationality: 'GB',
      domicile: 'gb',
      entryQualification: 'P50',
    });
    expect(gb.statusCode).toBe(422);
    expect(gb.json().details[0]).toMatchObject({
      param: 'domicile',
      message: expect.stringContaining('HESA does not take GB as a domicile'),
    });
    const ok = await call('PUT', `/hesa/students/${noDetails.id}/details`, registry, {
      nationality: 'gb',
      domicile: 'XF',
      entryQualification: 'P50',
    });
    expect(ok.statusCode).toBe(204);
    const after = (await call('GET', `/students/${noDetails.id}/hesa-readiness?year=${YEAR}`, outsider)).json();
    expect(after).toMatchObject({ inReturn: true, readiness: { ready: true, missing: 0 } });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'hesa_student_details')
      .where('entity_id', '=', String(noDetails.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({ nationality: { from: null, to: 'GB' } });
  });

  it('a changed mapping changes readiness: an unmapped programme is a gap', async () => {
    await db.kysely
      .deleteFrom('hesa_mappings')
      .where('kind', '=', 'programme')
      .where('internal_value', '=', 'MA')
      .execute();
    const ma = await student({ programme: 'MA' });
    const badge = (await call('GET', `/students/${ma.id}/hesa-readiness?year=${YEAR}`, outsider)).json();
    expect(badge.readiness.problems).toEqual([
      { field: 'QUALCAT', label: 'Qualification aim', problem: 'unmapped', fix: 'mapping' },
    ]);
    const gaps = (await call('GET', '/hesa/mapping', reader)).json().gaps;
    expect(gaps[0]).toMatchObject({ kind: 'programme', internalValue: 'MA', students: 1 });
    await call('PUT', '/hesa/mapping', registry, { kind: 'programme', internalValue: 'MA', hesaCode: 'M22' });
    expect((await call('GET', `/students/${ma.id}/hesa-readiness?year=${YEAR}`, outsider)).json().readiness.ready).toBe(
      true,
    );
  });
});

describe('export', () => {
  it('refuses without a UKPRN configured (this app has none)', async () => {
    const res = await call('GET', `/hesa/export?year=${YEAR}`, registry);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/HESA_UKPRN/);
    expect(await db.kysely.selectFrom('hesa_exports').select('id').execute()).toEqual([]);
  });
});
