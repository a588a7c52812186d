import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody, sampleImage, tempFilesDir } from '../files/test-uploads.ts';

// My Students (spec 2.4, 2.5): a tutor reaches only their tutees and the students on the module
// instances they teach; anyone else is a 404. Learning-support reads are audited per student.

const { app, db } = await createTestApp({ FILES_DIR: tempFilesDir() });
const TUTOR_PERMISSIONS = 'dashboard:view mystudents:menu mystudents:view students:faculty';

let tutor: string;
let otherTutor: string;
let tutorUserId: number;
let tutee: number;
let taught: number;
let stranger: number;

async function facultyFor(personId: number) {
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('faculty')
    .values({
      person_id: personId,
      job_title: 'Tutor',
      department: null,
      qualifications: null,
      hub: 'Durham',
      start_date: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A module instance taught by `tutorId` this academic year with `engagementId` on it. */
async function teach(tutorId: number, engagementId: number, outcome = 'Enrolled') {
  const now = new Date().toISOString();
  const module = await db.kysely
    .insertInto('modules')
    .values({
      code: `M${Math.floor(Math.random() * 1e6)}`,
      title: 'Reading the Psalms',
      credits: 20,
      level: '4',
      programme: null,
      hub_weeks: null,
      residentials: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const year = new Date().getUTCMonth() >= 7 ? new Date().getUTCFullYear() : new Date().getUTCFullYear() - 1;
  const instance = await db.kysely
    .insertInto('module_instances')
    .values({
      module_id: module.id,
      academic_year: year,
      hub: 'Durham',
      tutor_id: tutorId,
      starts_on: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('results')
    .values({
      engagement_id: engagementId,
      session_id: null,
      module_instance_id: instance.id,
      outcome,
      mark: null,
      credits_awarded: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function addNeeds(studentId: number, needs: string) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('learning_support')
    .values({
      student_id: studentId,
      categories: 'Dyslexia Mental-health',
      needs,
      adjustments: 'Extra time in assessments',
      disclosed_on: '2026-09-10',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

beforeAll(async () => {
  const tutorUser = await buildUser(db, { permissions: TUTOR_PERMISSIONS, firstName: 'Tess', lastName: 'Tutor' });
  tutorUserId = tutorUser.id;
  const tutorFacultyId = await facultyFor(tutorUser.personId);
  const otherUser = await buildUser(db, { permissions: TUTOR_PERMISSIONS });
  const otherFacultyId = await facultyFor(otherUser.personId);
  tutor = await login(app, tutorUser);
  otherTutor = await login(app, otherUser);

  const a = await buildUser(db, { firstName: 'Amy', lastName: 'Tutee' });
  tutee = (await buildStudent(db, a.personId, { personalTutorId: tutorFacultyId })).id;
  const b = await buildUser(db, { firstName: 'Ben', lastName: 'Taught' });
  const taughtStudent = await buildStudent(db, b.personId, { personalTutorId: otherFacultyId });
  taught = taughtStudent.id;
  await teach(tutorFacultyId, taughtStudent.engagementId, 'Passed');
  const c = await buildUser(db, { firstName: 'Cal', lastName: 'Stranger' });
  stranger = (await buildStudent(db, c.personId, { personalTutorId: otherFacultyId })).id;
  await addNeeds(tutee, 'Needs reading lists two weeks ahead.');
  await addNeeds(stranger, 'Not for this tutor to read.');
});

describe('my students', () => {
  it('shows a tutor the photos of their tutees and taught students only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/mystudents/photos', headers: { cookie: tutor } });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((i: { id: number }) => i.id)
        .sort(),
    ).toEqual([tutee, taught].sort());
    expect(res.json().abilities).toEqual({ open: true, upload: false });
  });

  it('opens the record of one of them, with this year’s modules', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/mystudents/${taught}`, headers: { cookie: tutor } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: taught, name: 'Ben Taught', isTutee: false, status: 'Current' });
    expect(res.json().year.modules).toEqual([
      expect.objectContaining({ moduleTitle: 'Reading the Psalms', outcome: 'Passed', tutor: 'Tess Tutor' }),
    ]);
    const own = await app.inject({ method: 'GET', url: `/api/mystudents/${tutee}`, headers: { cookie: tutor } });
    expect(own.json()).toMatchObject({ isTutee: true, contact: { email: expect.stringContaining('@') } });
  });

  it('answers 404, never 403, for a student the tutor does not teach, and for their photo', async () => {
    for (const url of [
      `/api/mystudents/${stranger}`,
      `/api/mystudents/${stranger}/learningsupport`,
      '/api/mystudents/999999',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: tutor } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const png = await sampleImage('png', 30, 30);
    const registry = await login(
      app,
      await buildUser(db, { permissions: 'students:menu students:view students:edit' }),
    );
    for (const id of [stranger, tutee]) {
      const body = multipartBody({}, { filename: 'p.png', contentType: 'image/png', bytes: png });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/students/${id}/photo`,
            headers: { cookie: registry, ...body.headers },
            payload: body.payload,
          })
        ).statusCode,
      ).toBe(201);
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/students/${stranger}/photo`, headers: { cookie: tutor } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/students/${tutee}/photo`, headers: { cookie: tutor } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/students/${tutee}/photo`, headers: { cookie: otherTutor } }))
        .statusCode,
    ).toBe(404);
  });

  it('needs the permissions of spec 2.4', async () => {
    const none = await login(app, await buildUser(db, { permissions: 'dashboard:view mystudents:menu' }));
    for (const url of [
      '/api/mystudents/photos',
      '/api/mystudents/learningsupport',
      '/api/mystudents/allphotos',
      `/api/mystudents/${tutee}`,
    ]) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie: none } })).statusCode, url).toBe(403);
    }
  });
});

describe('learning support', () => {
  it('lists the needs of my tutees only, and audits who read whose', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/mystudents/learningsupport', headers: { cookie: tutor } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tutees: 1,
      items: [
        expect.objectContaining({
          studentId: tutee,
          name: 'Amy Tutee',
          categories: ['Dyslexia', 'Mental health'],
          adjustments: 'Extra time in assessments',
        }),
      ],
    });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['actor_user_id', 'entity', 'entity_id', 'action'])
      .where('action', '=', 'learning-support.read')
      .execute();
    expect(audit).toEqual([
      { actor_user_id: tutorUserId, entity: 'students', entity_id: String(tutee), action: 'learning-support.read' },
    ]);
  });

  it('audits each read on the record page too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/mystudents/${tutee}/learningsupport`,
      headers: { cookie: tutor },
    });
    expect(res.json().need).toMatchObject({ needs: 'Needs reading lists two weeks ahead.' });
    const none = await app.inject({
      method: 'GET',
      url: `/api/mystudents/${taught}/learningsupport`,
      headers: { cookie: tutor },
    });
    expect(none.json()).toEqual({ need: null });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'learning-support.read')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.entity_id)).toEqual([String(tutee), String(tutee), String(taught)]);
  });
});

describe('all photos', () => {
  it('shows a hub director their hub, and others every hub', async () => {
    const hd = await buildUser(db, { permissions: 'mystudents:menu mystudents:allphotos role:hd' });
    await db.kysely.updateTable('users').set({ hub: 'Bristol' }).where('id', '=', hd.id).execute();
    const p = await buildUser(db);
    const bristol = (await buildStudent(db, p.personId, { hub: 'Bristol' })).id;
    const hdCookie = await login(app, hd);
    const hdRes = await app.inject({
      method: 'GET',
      url: '/api/mystudents/allphotos?hub=Durham',
      headers: { cookie: hdCookie },
    });
    expect(hdRes.json()).toMatchObject({ total: 1, items: [{ id: bristol }], hubs: ['Bristol'] });
    const all = await login(app, await buildUser(db, { permissions: 'mystudents:menu mystudents:allphotos' }));
    const allRes = await app.inject({ method: 'GET', url: '/api/mystudents/allphotos', headers: { cookie: all } });
    expect(allRes.json().total).toBe(4);
    // The photos those grids show: a Durham student's is open to every hub's grid, not to Bristol's director.
    expect(
      (await app.inject({ method: 'GET', url: `/api/students/${stranger}/photo`, headers: { cookie: all } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/students/${stranger}/photo`, headers: { cookie: hdCookie } }))
        .statusCode,
    ).toBe(404);
  });
});
