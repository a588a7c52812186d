import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// spec 2.6 /forms/hesa, 7.3 hesaquestions and hesadata (issue 5): coded answers only, per year,
// scoped to the signed-in student, needing forms:hesa; staff reads audited.

const { app, db } = await createTestApp();
const YEAR = academicYearOf(new Date());
const THIS = academicYear(YEAR);
const LAST = academicYear(YEAR - 1);

interface Signed {
  user: BuiltUser;
  cookie: string;
  studentId: number;
}

async function signedStudent(permissions = 'forms:student forms:hesa'): Promise<Signed> {
  const user = await buildUser(db, { permissions });
  const s = await buildStudent(db, user.personId, { sessionYear: YEAR });
  return { user, cookie: await login(app, user), studentId: s.id };
}

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const good = {
  ethnicity: '160',
  religion: '03',
  sex: '10',
  genderIdentity: '01',
  sexualOrientation: '98',
  disabilities: ['51', '55'],
  careLeaver: '03',
  parentalEducation: '02',
  estranged: '02',
  carer: '01',
};

let ann: Signed;
let bob: Signed;
beforeAll(async () => {
  ann = await signedStudent();
  bob = await signedStudent();
});

describe('access', () => {
  it('needs forms:hesa as well as forms:student', async () => {
    const plain = await signedStudent('forms:student');
    for (const url of ['/forms/student/hesaquestions', '/forms/student/hesadata']) {
      expect((await call('GET', url, plain.cookie)).statusCode).toBe(403);
    }
    expect((await call('PUT', '/forms/student/hesadata', plain.cookie, good)).statusCode).toBe(403);
    const rows = await db.kysely
      .selectFrom('student_hesa_data')
      .select('id')
      .where('student_id', '=', plain.studentId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('questions', () => {
  it('lists every question with HESA codes and a prefer-not-to-say answer where HESA allows one', async () => {
    const res = await call('GET', '/forms/student/hesaquestions', ann.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      academicYear: string;
      questions: { key: string; hesaField: string; multiple: boolean; options: { code: string; label: string }[] }[];
    };
    expect(body.academicYear).toBe(THIS);
    expect(body.questions.map((q) => q.hesaField)).toEqual([
      'ETHNIC',
      'RELBLF',
      'SEXID',
      'GENDERID',
      'SEXORT',
      'DISABLE',
      'CARELEAVER',
      'PARED',
      'ESTRANGED',
      'CARER',
    ]);
    const ethnic = body.questions.find((q) => q.key === 'ethnicity')!;
    expect(ethnic.options).toContainEqual({ code: '998', label: 'Prefer not to say' });
    expect(ethnic.options.map((o) => o.code)).not.toContain('999');
    expect(body.questions.find((q) => q.key === 'disabilities')!.multiple).toBe(true);
    expect(body.questions.find((q) => q.key === 'sex')!.options.map((o) => o.code)).toEqual(['10', '11', '12']);
  });
});

describe('answers', () => {
  it('answers nothing before the student has said anything', async () => {
    const res = await call('GET', '/forms/student/hesadata', ann.cookie);
    expect(res.json()).toEqual({
      academicYear: THIS,
      answers: null,
      carriedFrom: null,
      updatedAt: null,
      yearsAnswered: [],
    });
  });

  it('refuses codes HESA does not have, one detail per field', async () => {
    const res = await call('PUT', '/forms/student/hesadata', ann.cookie, {
      ...good,
      ethnicity: '999',
      religion: 'Christian',
      disabilities: ['95', '51'],
      carer: undefined,
    });
    expect(res.statusCode).toBe(422);
    const details = res.json().details as { param: string; message: string }[];
    expect(details.map((d) => d.param).sort()).toEqual(['carer', 'disabilities', 'ethnicity', 'religion']);
    expect(details.find((d) => d.param === 'disabilities')!.message).toContain('cannot be chosen with other answers');
    expect(
      await db.kysely.selectFrom('student_hesa_data').select('id').where('student_id', '=', ann.studentId).execute(),
    ).toEqual([]);
  });

  it('saves this year’s answers, audits which fields changed but never the answers, and marks the form done', async () => {
    const res = await call('PUT', '/forms/student/hesadata', ann.cookie, good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ academicYear: THIS, answers: good, carriedFrom: null, yearsAnswered: [THIS] });
    const row = await db.kysely
      .selectFrom('student_hesa_data')
      .selectAll()
      .where('student_id', '=', ann.studentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      academic_year: YEAR,
      ethnicity: '160',
      disabilities: '51 55',
      sexual_orientation: '98',
    });

    const again = await call('PUT', '/forms/student/hesadata', ann.cookie, { ...good, religion: '98' });
    expect(again.json().answers.religion).toBe('98');
    const audits = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'student_hesa_data')
      .where('entity_id', '=', String(row.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audits[1]!.changes!)).toEqual({ academicYear: THIS, fields: ['religion'] });
    expect(audits.map((a) => a.changes).join()).not.toContain('160');

    const status = await call('GET', '/forms/student/status', ann.cookie);
    expect(status.json().done.hesa).toBe(true);
    expect((await call('GET', '/forms/student/status', bob.cookie)).json().done.hesa).toBe(false);
  });

  it('reads a year by ?year=, offers last year’s answers to confirm, and refuses a bad or future year', async () => {
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('student_hesa_data')
      .values({
        student_id: bob.studentId,
        academic_year: YEAR - 1,
        ethnicity: '120',
        religion: '03',
        sex: '11',
        gender_identity: '01',
        sexual_orientation: '12',
        disabilities: '95',
        care_leaver: '03',
        parental_education: '01',
        estranged: '02',
        carer: '02',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const current = (await call('GET', '/forms/student/hesadata', bob.cookie)).json();
    expect(current).toMatchObject({ academicYear: THIS, carriedFrom: LAST, updatedAt: null, yearsAnswered: [LAST] });
    expect(current.answers.ethnicity).toBe('120');
    const last = (await call('GET', `/forms/student/hesadata?year=${encodeURIComponent(LAST)}`, bob.cookie)).json();
    expect(last).toMatchObject({ academicYear: LAST, carriedFrom: null, updatedAt: now });
    for (const year of ['2026', '2026/28', academicYear(YEAR + 1)]) {
      const res = await call('GET', `/forms/student/hesadata?year=${encodeURIComponent(year)}`, bob.cookie);
      expect(res.statusCode).toBe(422);
      expect(res.json().details[0].param).toBe('year');
    }
    expect((await call('GET', '/forms/student/status', bob.cookie)).json().done.hesa).toBe(false);
  });

  it('never reaches another student: no id is taken from the request', async () => {
    const res = await call('PUT', `/forms/student/hesadata?studentId=${bob.studentId}`, ann.cookie, {
      ...good,
      studentId: bob.studentId,
      ethnicity: '101',
    });
    expect(res.statusCode).toBe(200);
    const bobs = await db.kysely
      .selectFrom('student_hesa_data')
      .select(['academic_year', 'ethnicity'])
      .where('student_id', '=', bob.studentId)
      .execute();
    expect(bobs).toEqual([{ academic_year: YEAR - 1, ethnicity: '120' }]);
    const read = (await call('GET', `/forms/student/hesadata?studentId=${bob.studentId}`, ann.cookie)).json();
    expect(read.answers.ethnicity).toBe('101');
    expect((await call('GET', `/students/${bob.studentId}/hesadata`, ann.cookie)).statusCode).toBe(403);
  });
});

describe('staff', () => {
  it('reads a student’s answers with students:view, each read audited', async () => {
    const staff = await buildUser(db, { permissions: 'students:menu students:view students:special' });
    const cookie = await login(app, staff);
    const res = await call('GET', `/students/${bob.studentId}/hesadata`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().years).toMatchObject([
      { academicYear: LAST, answers: { ethnicity: '120', disabilities: ['95'] } },
    ]);
    const audits = await db.kysely
      .selectFrom('audit_log')
      .select(['action'])
      .where('actor_user_id', '=', staff.id)
      .where('entity', '=', 'students')
      .where('entity_id', '=', String(bob.studentId))
      .execute();
    expect(audits).toEqual([{ action: 'hesa.read' }]);
    expect((await call('GET', '/students/999999/hesadata', cookie)).statusCode).toBe(404);
    const noRight = await login(app, await buildUser(db, { permissions: 'forms:student forms:hesa' }));
    expect((await call('GET', `/students/${bob.studentId}/hesadata`, noRight)).statusCode).toBe(403);
  });
});
