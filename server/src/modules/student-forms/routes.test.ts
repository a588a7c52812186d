import { academicYearOf } from '@collegium/domain/academic-year';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertEngagement } from '../engagements/engagement-records.ts';

// spec 7.3: the student's own form sections (issue 5). Every call is scoped to the signed-in
// student; each PUT is validated per field and audited.

const { app, db } = await createTestApp();
const YEAR = academicYearOf(new Date());

interface Signed {
  user: BuiltUser;
  cookie: string;
  studentId: number;
  engagementId: number;
}

async function signedStudent(o: Parameters<typeof buildStudent>[2] = {}): Promise<Signed> {
  const user = await buildUser(db, { permissions: 'forms:student' });
  const s = await buildStudent(db, user.personId, { sessionYear: YEAR, ...o });
  return { user, cookie: await login(app, user), studentId: s.id, engagementId: s.engagementId };
}

const call = (method: 'GET' | 'PUT', path: string, cookie: string, payload?: object) =>
  payload === undefined
    ? app.inject({ method, url: `/api/forms/student/${path}`, headers: { cookie } })
    : app.inject({ method, url: `/api/forms/student/${path}`, headers: { cookie }, payload });

const params = (body: string) =>
  (JSON.parse(body) as { details?: { param: string }[] }).details?.map((d) => d.param).sort() ?? [];

async function auditsOf(entity: string, entityId: number | string, actor: number) {
  return db.kysely
    .selectFrom('audit_log')
    .select(['action', 'changes'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .where('actor_user_id', '=', actor)
    .execute();
}

const contact = (name: string) => ({
  name,
  relationship: 'Sister',
  phone: '07700 900123',
  alternativePhone: '',
  email: '',
});

let ann: Signed;
let bob: Signed;

beforeAll(async () => {
  ann = await signedStudent();
  bob = await signedStudent();
});

describe('access', () => {
  it('needs forms:student and a student record on the account', async () => {
    const staff = await buildUser(db, { permissions: 'students:view' });
    expect((await call('GET', 'personal-details', await login(app, staff))).statusCode).toBe(403);
    const orphan = await buildUser(db, { permissions: 'forms:student' });
    const res = await call('GET', 'dbs', await login(app, orphan));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No student record');
  });
});

describe('personal details', () => {
  const good = {
    title: 'Revd',
    firstName: 'Ann',
    lastName: 'Abbott',
    preferredName: '',
    dateOfBirth: '1990-04-02',
    phone: '0191 496 0000',
    address1: '1 Palace Green',
    address2: '',
    city: 'Durham',
    county: 'County Durham',
    postCode: 'dh13le',
  };

  it('rejects bad fields one by one', async () => {
    const res = await call('PUT', 'personal-details', ann.cookie, {
      ...good,
      postCode: 'ZZ',
      dateOfBirth: '2999-01-01',
      phone: 'call me',
      firstName: ' ',
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['dateOfBirth', 'firstName', 'phone', 'postCode']);
    expect(res.json().details.find((d: { param: string }) => d.param === 'postCode').message).toBe(
      'Enter a UK postcode, like DH1 3LE.',
    );
  });

  it('saves on the person, tidies the postcode and audits the change', async () => {
    const res = await call('PUT', 'personal-details', ann.cookie, good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Revd', postCode: 'DH1 3LE', city: 'Durham', email: ann.user.email });
    const person = await db.kysely
      .selectFrom('people')
      .select(['post_code', 'date_of_birth'])
      .where('id', '=', ann.user.personId)
      .executeTakeFirstOrThrow();
    expect(person).toEqual({ post_code: 'DH1 3LE', date_of_birth: '1990-04-02' });
    const audits = await auditsOf('people', ann.user.personId, ann.user.id);
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.changes!)).toContainEqual({ field: 'postCode', before: '', after: 'DH1 3LE' });
    // Bob's person is untouched and his answer is his own.
    const bobs = (await call('GET', 'personal-details', bob.cookie)).json();
    expect(bobs.postCode).toBe('');
    expect(bobs.email).toBe(bob.user.email);
  });
});

describe('emergency contacts', () => {
  it('asks for both contacts with a relationship, per field', async () => {
    const res = await call('PUT', 'emergency-contacts', ann.cookie, {
      primary: { ...contact('Jo'), relationship: '' },
      secondary: { ...contact(''), phone: '12', email: 'nope' },
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['primary.relationship', 'secondary.email', 'secondary.name', 'secondary.phone']);
  });

  it('changing details needs the contact first', async () => {
    const res = await call('PUT', 'emergency-contact-details', bob.cookie, {
      position: 1,
      phone: '07700 900999',
      alternativePhone: '',
      email: '',
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['position']);
  });

  it('saves the two contacts for the signed-in student only, and audits', async () => {
    const res = await call('PUT', 'emergency-contacts', ann.cookie, {
      primary: contact('Jo Abbott'),
      secondary: { ...contact('Sam Abbott'), relationship: 'Father' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      primary: { name: 'Jo Abbott' },
      secondary: { name: 'Sam Abbott', relationship: 'Father' },
    });
    expect((await call('GET', 'emergency-contacts', bob.cookie)).json()).toMatchObject({
      primary: null,
      secondary: null,
    });
    // An id in the body means nothing: the rows are Ann's.
    await call('PUT', 'emergency-contacts', ann.cookie, {
      studentId: bob.studentId,
      primary: contact('Jo Abbott'),
      secondary: contact('Sam Abbott'),
    });
    const rows = await db.kysely.selectFrom('student_emergency_contacts').select('student_id').execute();
    expect(new Set(rows.map((r) => Number(r.student_id)))).toEqual(new Set([ann.studentId]));
    const details = await call('PUT', 'emergency-contact-details', ann.cookie, {
      position: 2,
      phone: '+44 7700 900456',
      alternativePhone: '',
      email: 'sam@example.com',
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().secondary).toMatchObject({
      name: 'Sam Abbott',
      phone: '+44 7700 900456',
      email: 'sam@example.com',
    });
    expect((await auditsOf('student_emergency_contacts', ann.studentId, ann.user.id)).length).toBe(3);
  });
});

describe('residential, DBS, safeguarding', () => {
  it('residential needs save and read back', async () => {
    const res = await call('PUT', 'residential-requirements', ann.cookie, { dietaryNeeds: 'Coeliac', accessNeeds: '' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', 'residential-requirements', ann.cookie)).json()).toMatchObject({
      dietaryNeeds: 'Coeliac',
      accessNeeds: '',
    });
    expect((await call('GET', 'residential-requirements', bob.cookie)).json()).toEqual({
      dietaryNeeds: '',
      accessNeeds: '',
      updatedAt: null,
    });
  });

  it('DBS: 12 digits, a past issue date, the update-service flag; audited without the values', async () => {
    const bad = await call('PUT', 'dbs', ann.cookie, {
      certificateNumber: '1234',
      issueDate: '2999-01-01',
      updateService: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(params(bad.body)).toEqual(['certificateNumber', 'issueDate', 'updateService']);
    const res = await call('PUT', 'dbs', ann.cookie, {
      certificateNumber: '0012 3456 7890',
      issueDate: '2025-03-01',
      updateService: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      certificateNumber: '001234567890',
      issueDate: '2025-03-01',
      updateService: true,
    });
    const row = await db.kysely
      .selectFrom('student_form_details')
      .select('id')
      .where('student_id', '=', ann.studentId)
      .executeTakeFirstOrThrow();
    const audit = (await auditsOf('student_form_details', row.id, ann.user.id)).find((a) =>
      a.changes?.includes('certificateNumber'),
    );
    expect(audit).toBeDefined();
    expect(audit!.changes).not.toContain('001234567890');
    expect((await call('GET', 'dbs', bob.cookie)).json().certificateNumber).toBe('');
  });

  it('staff reads of DBS data are audited', async () => {
    const staff = await buildUser(db, { permissions: 'students:view students:special' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/students/${ann.studentId}/portal-forms`,
      headers: { cookie: await login(app, staff) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().dbs.certificateNumber).toBe('001234567890');
    expect(await auditsOf('students', ann.studentId, staff.id)).toEqual([
      { action: 'dbs.read', changes: JSON.stringify({ via: 'portal-forms' }) },
    ]);
    // A student cannot use the staff call.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/students/${bob.studentId}/portal-forms`,
          headers: { cookie: ann.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('safeguarding training', async () => {
    const bad = await call('PUT', 'safeguarding', ann.cookie, { trainingDate: 'soon', certificate: '' });
    expect(params(bad.body)).toEqual(['certificate', 'trainingDate']);
    const res = await call('PUT', 'safeguarding', ann.cookie, {
      trainingDate: '2026-01-15',
      certificate: 'Diocese of Durham Foundation, ref SG-4411',
    });
    expect(res.json()).toMatchObject({
      trainingDate: '2026-01-15',
      certificate: 'Diocese of Durham Foundation, ref SG-4411',
    });
  });
});

describe('policies agreed', () => {
  it('records the date each policy was agreed, once', async () => {
    expect(params((await call('PUT', 'policies-agreed', ann.cookie, {})).body)).toEqual(['codeOfConduct']);
    expect(params((await call('PUT', 'policies-agreed', ann.cookie, { safeguarding: false })).body)).toEqual([
      'safeguarding',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const first = await call('PUT', 'policies-agreed', ann.cookie, { codeOfConduct: true });
    expect(first.json()).toEqual({ codeOfConduct: today, safeguarding: null, academicConduct: null });
    await db.kysely
      .updateTable('student_form_details')
      .set({ code_of_conduct_agreed_on: '2026-01-01' })
      .where('student_id', '=', ann.studentId)
      .execute();
    const again = await call('PUT', 'policies-agreed', ann.cookie, {
      codeOfConduct: true,
      safeguarding: true,
      academicConduct: true,
    });
    expect(again.json()).toEqual({ codeOfConduct: '2026-01-01', safeguarding: today, academicConduct: today });
    expect((await call('GET', 'policies-agreed', bob.cookie)).json()).toEqual({
      codeOfConduct: null,
      safeguarding: null,
      academicConduct: null,
    });
  });
});

describe('learning support', () => {
  it('the student’s own row; categories from the list', async () => {
    expect(
      params((await call('PUT', 'learning-support', bob.cookie, { categories: ['Telepathy'], needs: '' })).body),
    ).toEqual(['categories.0', 'needs']);
    const res = await call('PUT', 'learning-support', bob.cookie, {
      categories: ['Dyslexia', 'Mental health'],
      needs: 'Handouts before the lecture.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().learningSupport).toMatchObject({
      categories: ['Dyslexia', 'Mental health'],
      needs: 'Handouts before the lecture.',
      adjustments: null,
    });
    const row = await db.kysely
      .selectFrom('learning_support')
      .select(['id', 'categories'])
      .where('student_id', '=', bob.studentId)
      .executeTakeFirstOrThrow();
    expect(row.categories).toBe('Dyslexia Mental-health');
    const audits = await auditsOf('learning_support', row.id, bob.user.id);
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(audits[0]!.changes).not.toContain('Handouts');
    expect((await call('GET', 'learning-support', ann.cookie)).json()).toEqual({ learningSupport: null });
  });

  it('reads a category with its own hyphen back as the list spells it, so the form saves again', async () => {
    const saved = await call('PUT', 'learning-support', bob.cookie, {
      categories: ['Long-term condition', 'Visual impairment'],
      needs: 'Rest breaks, please.',
    });
    expect(saved.json().learningSupport.categories).toEqual(['Long-term condition', 'Visual impairment']);
    const read = (await call('GET', 'learning-support', bob.cookie)).json().learningSupport;
    expect(read.categories).toEqual(['Long-term condition', 'Visual impairment']);
    expect(
      (await call('PUT', 'learning-support', bob.cookie, { categories: read.categories, needs: read.needs }))
        .statusCode,
    ).toBe(200);
  });
});

describe('intentions', () => {
  it('a Current level-4 BTh student states one; audited on the engagement', async () => {
    expect(params((await call('PUT', 'intentions', ann.cookie, { intention: 'Fly away' })).body)).toEqual([
      'intention',
    ]);
    const res = await call('PUT', 'intentions', ann.cookie, { intention: 'Continue' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ intentionsStatus: 'Assumed', intention: 'Continue' });
    expect(
      await db.kysely
        .selectFrom('students')
        .select('intentions')
        .where('id', '=', ann.studentId)
        .executeTakeFirstOrThrow(),
    ).toBeDefined();
    const audits = await auditsOf('engagements', ann.engagementId, ann.user.id);
    expect(audits.map((a) => a.action)).toContain('update');
  });

  it('is refused where the rule asks none (level 6)', async () => {
    const finalist = await signedStudent({ level: '6' });
    const res = await call('PUT', 'intentions', finalist.cookie, { intention: 'Continue' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].message).toContain('No intention is asked of you');
  });
});

describe('session enrolled', () => {
  it('a Starting student confirms this year: session enrolled, engagement Current, audited; twice is a conflict', async () => {
    const s = await signedStudent({ status: 'Starting' });
    const before = (await call('GET', 'status', s.cookie)).json();
    expect(before).toMatchObject({
      canEnrol: true,
      enrolBlockedReason: null,
      session: { academicYear: YEAR, enrolledAt: null },
    });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/forms/student/session-enrolled',
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Current', canEnrol: false, session: { status: 'Current' } });
    expect(res.json().session.enrolledAt).not.toBeNull();
    const e = await db.kysely
      .selectFrom('engagements')
      .select('status')
      .where('id', '=', s.engagementId)
      .executeTakeFirstOrThrow();
    expect(e.status).toBe('Current');
    expect((await auditsOf('engagements', s.engagementId, s.user.id)).map((a) => a.action)).toContain('status');
    const again = await app.inject({
      method: 'PUT',
      url: '/api/forms/student/session-enrolled',
      headers: { cookie: s.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already enrolled');
  });

  it('is refused for a Withdrawn student, with no session this year, and with two engagements', async () => {
    const gone = await signedStudent({ status: 'Withdrawn' });
    const r1 = await call('PUT', 'session-enrolled', gone.cookie);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().message).toContain('no Starting or Current programme');

    const lastYear = await signedStudent({ sessionYear: YEAR - 1 });
    const r2 = await call('PUT', 'session-enrolled', lastYear.cookie);
    expect(r2.statusCode).toBe(422);
    expect(r2.json().message).toContain('no');

    const two = await signedStudent();
    await insertEngagement(db.kysely, {
      studentId: two.studentId,
      programmeCode: 'MA',
      level: '7',
      status: 'Starting',
      pace: 'PT',
      hub: 'Durham',
      personalTutorId: null,
      startIntake: '2026-09-01',
      sessionYear: YEAR,
      sessionStatus: 'Starting',
    });
    const r3 = await call('PUT', 'session-enrolled', two.cookie);
    expect(r3.statusCode).toBe(409);
    const sessions = await db.kysely
      .selectFrom('engagement_sessions as s')
      .innerJoin('engagements as e', 'e.id', 's.engagement_id')
      .select('s.enrolled_at')
      .where('e.student_id', 'in', [gone.studentId, lastYear.studentId, two.studentId])
      .execute();
    expect(sessions.every((s) => s.enrolled_at === null)).toBe(true);
  });
});

describe('read-only views', () => {
  it('transcript, current assignments and current extensions answer for the student', async () => {
    for (const path of ['transcript', 'current-assignments', 'current-extensions']) {
      const res = await call('GET', path, ann.cookie);
      expect(res.statusCode, path).toBe(200);
    }
    expect((await call('GET', 'current-extensions', ann.cookie)).json()).toEqual({ items: [] });
  });
});
