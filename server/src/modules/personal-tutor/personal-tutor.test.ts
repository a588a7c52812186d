import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 20, feature `personal-tutor`: the registry assigns a tutor to many students at once; the
// student sees the tutor's contact details and asks for a meeting, an e-mail queued in the outbox
// to the tutor; off, every route is gone.

const { app, db } = await createTestApp({ FEATURES: 'personal-tutor' });

async function faculty(firstName: string, lastName: string, active = 1) {
  const user = await buildUser(db, { permissions: 'dashboard:view', firstName, lastName });
  await db.kysely
    .updateTable('people')
    .set({ title: 'Revd', phone: '0191 000 0000' })
    .where('id', '=', user.personId)
    .execute();
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('faculty')
    .values({
      person_id: user.personId,
      job_title: 'Tutor in Ministry',
      department: null,
      qualifications: null,
      hub: 'Durham',
      start_date: null,
      active,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email: user.email };
}

const tutor = await faculty('Thomas', 'Whitfield');
const retired = await faculty('Old', 'Hand', 0);
const registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
const viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
const studentUser = await buildUser(db, { permissions: 'forms:student', firstName: 'Hannah', lastName: 'Clarke' });
const student = await buildStudent(db, studentUser.personId, { partnerId: 4242 });
const other = await buildStudent(db, (await buildUser(db, { permissions: 'forms:student' })).personId);
const studentCookie = await login(app, studentUser);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('personal tutors (feature on)', () => {
  it('a student without a tutor is told so and cannot ask for a meeting', async () => {
    expect((await call('GET', '/forms/personal-tutor', studentCookie)).json()).toEqual({
      tutor: null,
      lastRequestAt: null,
    });
    const res = await call('POST', '/forms/personal-tutor/meeting', studentCookie, { message: 'Hello' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].message).toContain('no personal tutor');
  });

  it('the registry lists students without a tutor and assigns one to several at once, audited', async () => {
    const list = await call('GET', '/students/personal-tutors?tutor=none&pageSize=200', registry);
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((r: { studentId: number }) => r.studentId);
    expect(ids).toEqual(expect.arrayContaining([student.id, other.id]));
    expect(list.json().tutors).toEqual([{ id: tutor.id, name: 'Thomas Whitfield' }]);
    expect(list.json().abilities).toEqual({ canAssign: true });
    expect((await call('GET', '/students/personal-tutors', viewer)).json().abilities).toEqual({ canAssign: false });

    expect(
      (await call('PUT', '/students/personal-tutors', viewer, { studentIds: [student.id], tutorId: tutor.id }))
        .statusCode,
    ).toBe(403);
    const inactive = await call('PUT', '/students/personal-tutors', registry, {
      studentIds: [student.id],
      tutorId: retired.id,
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().details).toEqual([
      { param: 'tutorId', message: 'Choose a tutor from the current faculty.' },
    ]);
    const unknown = await call('PUT', '/students/personal-tutors', registry, {
      studentIds: [student.id, 99999],
      tutorId: tutor.id,
    });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await call('PUT', '/students/personal-tutors', registry, { studentIds: [], tutorId: tutor.id })).statusCode,
    ).toBe(422);

    const done = await call('PUT', '/students/personal-tutors', registry, {
      studentIds: [student.id, other.id],
      tutorId: tutor.id,
    });
    expect(done.json()).toEqual({ updated: 2 });
    const mine = await call('GET', `/students/personal-tutors?tutor=${tutor.id}&search=Clarke`, registry);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        studentId: student.id,
        partnerId: 4242,
        name: 'Hannah Clarke',
        tutorId: tutor.id,
        tutorName: 'Thomas Whitfield',
      }),
    ]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'engagements')
      .where('entity_id', '=', String(student.engagementId))
      .execute();
    expect(audit.map((a) => JSON.parse(a.changes ?? '[]'))).toEqual([
      [{ field: 'personalTutorId', before: null, after: tutor.id }],
    ]);
    const excel = await call('GET', '/students/personal-tutors?export=excel', registry);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
  });

  it('the student sees the tutor and asks for a meeting: one e-mail to the tutor, no second within minutes', async () => {
    const mine = (await call('GET', '/forms/personal-tutor', studentCookie)).json();
    expect(mine.tutor).toEqual({
      name: 'Revd Thomas Whitfield',
      jobTitle: 'Tutor in Ministry',
      email: tutor.email,
      phone: '0191 000 0000',
      hub: 'Durham',
    });
    const blank = await call('POST', '/forms/personal-tutor/meeting', studentCookie, { message: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details).toEqual([{ param: 'message', message: 'Say what you would like to talk about.' }]);
    const sent = await call('POST', '/forms/personal-tutor/meeting', studentCookie, {
      message: 'My placement',
      availability: 'Tuesdays',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().sentTo).toBe('Revd Thomas Whitfield');
    const mail = await db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('template_key', '=', 'personal-tutor-meeting-request')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to_email).toBe(tutor.email);
    expect(JSON.parse(mail[0]?.data ?? '{}')).toMatchObject({
      studentName: 'Hannah Clarke',
      partnerId: '0004242',
      message: 'My placement',
      availability: 'Tuesdays',
      studentEmail: studentUser.email,
    });
    expect((await call('POST', '/forms/personal-tutor/meeting', studentCookie, { message: 'Again' })).statusCode).toBe(
      409,
    );
    expect((await call('GET', '/forms/personal-tutor', studentCookie)).json().lastRequestAt).toBe(mail[0]?.created_at);
    expect((await call('GET', '/forms/personal-tutor', registry)).statusCode).toBe(403);
  });
});

describe('personal tutors (feature off)', async () => {
  const off = await createTestApp();
  const cookie = await login(
    off.app,
    await buildUser(off.db, { permissions: 'students:view students:edit forms:student' }),
  );
  it('has no routes', async () => {
    for (const url of ['/api/forms/personal-tutor', '/api/students/personal-tutors'])
      expect((await off.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
  });
});
