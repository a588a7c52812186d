import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildFaculty, buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// The module and faculty record pages' calls: a module's instances, the students of one
// instance (students:view, or the instance's own tutor with mystudents:view), and a member of
// faculty's teaching and tutees (tutees under the same rule).

const testApp = await createTestApp();
const { app, db } = testApp;

let registry: string;
let modulesOnly: string;
let tutor: string;
let otherTutor: string;
let tutorFacultyId: number;
let moduleId: number;
let instance2026: number;
let instance2025: number;
let ann: { id: number; partner_id: number };
let bob: { id: number; partner_id: number };

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'modules:view faculty:view students:view' }));
  modulesOnly = await login(app, await buildUser(db, { permissions: 'modules:view faculty:view' }));
  const tutorUser = await buildUser(db, {
    permissions: 'modules:view faculty:view mystudents:view',
    firstName: 'Tom',
    lastName: 'Tutor',
  });
  tutor = await login(app, tutorUser);
  tutorFacultyId = await buildFaculty(db, { personId: tutorUser.personId });
  const otherUser = await buildUser(db, { permissions: 'modules:view faculty:view mystudents:view' });
  otherTutor = await login(app, otherUser);
  const otherFacultyId = await buildFaculty(db, { personId: otherUser.personId });

  const mod = await buildModule(db, { hubWeeks: 'Sept, Jan', residentials: 'Sept residential' });
  moduleId = mod.id;
  instance2026 = await buildInstance(db, moduleId, { academicYear: 2026, hub: 'York', tutorId: tutorFacultyId });
  instance2025 = await buildInstance(db, moduleId, { academicYear: 2025, hub: 'Durham', tutorId: otherFacultyId });
  await buildInstance(db, moduleId, { academicYear: 2026, hub: 'Bristol', tutorId: null });

  const annPerson = await buildUser(db, { firstName: 'Ann', lastName: 'Abbott' });
  const bobPerson = await buildUser(db, { firstName: 'Bob', lastName: 'Baker' });
  const annRow = await buildStudent(db, annPerson.personId, {
    programmeCode: 'BTh',
    level: '5',
    personalTutorId: tutorFacultyId,
  });
  const bobRow = await buildStudent(db, bobPerson.personId, { programmeCode: 'MA', level: '7', status: 'IoS' });
  ann = annRow;
  bob = bobRow;
  await buildResult(db, bobRow.engagementId, instance2026, { outcome: 'Enrolled' });
  await buildResult(db, annRow.engagementId, instance2026, { outcome: 'Passed', mark: 64 });
  await buildResult(db, annRow.engagementId, instance2025, { outcome: 'Failed', mark: 31 });
});

describe('GET /api/modules/:id/instances', () => {
  it('lists the instances newest year first, then by hub, with tutor and student counts', async () => {
    const res = await get(`/api/modules/${moduleId}/instances`, registry);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(
      items.map((i: { academicYear: number; hub: string; studentCount: number }) => [
        i.academicYear,
        i.hub,
        i.studentCount,
      ]),
    ).toEqual([
      [2026, 'Bristol', 0],
      [2026, 'York', 2],
      [2025, 'Durham', 1],
    ]);
    expect(items[1]).toEqual({
      id: instance2026,
      academicYear: 2026,
      hub: 'York',
      startsOn: null,
      tutor: { id: tutorFacultyId, name: 'Tom Tutor' },
      studentCount: 2,
      canViewStudents: true,
      canMark: false,
      version: 1,
      capacity: null,
      residentials: [],
      assignments: [],
    });
    expect(items[0].tutor).toBeNull();
  });

  it('tells a tutor which instances they may open', async () => {
    const { items } = (await get(`/api/modules/${moduleId}/instances`, tutor)).json();
    expect(items.map((i: { hub: string; canViewStudents: boolean }) => [i.hub, i.canViewStudents])).toEqual([
      ['Bristol', false],
      ['York', true],
      ['Durham', false],
    ]);
  });

  it('needs modules:view and a known module', async () => {
    expect((await get(`/api/modules/${moduleId}/instances`)).statusCode).toBe(401);
    const none = await login(app, await buildUser(db, { permissions: 'students:view' }));
    expect((await get(`/api/modules/${moduleId}/instances`, none)).statusCode).toBe(403);
    const missing = await get('/api/modules/999999/instances', registry);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no module with id 999999.');
  });
});

describe('GET /api/module-instances/:id/students', () => {
  it('lists the students on an instance by surname with outcome and mark', async () => {
    const res = await get(`/api/module-instances/${instance2026}/students`, registry);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.instance).toMatchObject({
      id: instance2026,
      moduleId,
      academicYear: 2026,
      hub: 'York',
      tutor: { id: tutorFacultyId, name: 'Tom Tutor' },
    });
    expect(body.items).toEqual([
      { studentId: ann.id, name: 'Ann Abbott', partnerId: ann.partner_id, outcome: 'Passed', mark: 64 },
      { studentId: bob.id, name: 'Bob Baker', partnerId: bob.partner_id, outcome: 'Enrolled', mark: null },
    ]);
  });

  it("lets the instance's own tutor see them with mystudents:view, and no other tutor", async () => {
    expect((await get(`/api/module-instances/${instance2026}/students`, tutor)).statusCode).toBe(200);
    const refused = await get(`/api/module-instances/${instance2025}/students`, tutor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only staff who can see student records, or the tutor of this module, can see who is enrolled.',
    );
    expect((await get(`/api/module-instances/${instance2026}/students`, otherTutor)).statusCode).toBe(403);
  });

  it('refuses modules:view alone, and answers 401 and 404', async () => {
    expect((await get(`/api/module-instances/${instance2026}/students`, modulesOnly)).statusCode).toBe(403);
    expect((await get(`/api/module-instances/${instance2026}/students`)).statusCode).toBe(401);
    expect((await get('/api/module-instances/999999/students', registry)).statusCode).toBe(404);
    expect((await get('/api/module-instances/x/students', registry)).statusCode).toBe(404);
  });
});

describe('GET /api/faculty/:id/teaching', () => {
  it('lists the instances taught and the tutees of the current engagement', async () => {
    const res = await get(`/api/faculty/${tutorFacultyId}/teaching`, registry);
    expect(res.statusCode).toBe(200);
    const mod = await db.kysely
      .selectFrom('modules')
      .select(['code', 'title'])
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      facultyId: tutorFacultyId,
      modules: [
        {
          instanceId: instance2026,
          moduleId,
          moduleCode: mod.code,
          moduleTitle: mod.title,
          academicYear: 2026,
          hub: 'York',
          studentCount: 2,
        },
      ],
      tuteeCount: 1,
      tutees: [
        {
          studentId: ann.id,
          name: 'Ann Abbott',
          partnerId: ann.partner_id,
          programme: 'BTh',
          level: '5',
          status: 'Current',
        },
      ],
    });
  });

  it('hides tutees from faculty:view alone and from other tutors, but shows a tutor their own', async () => {
    const hidden = (await get(`/api/faculty/${tutorFacultyId}/teaching`, modulesOnly)).json();
    expect(hidden).toMatchObject({ tuteeCount: 1, tutees: null });
    expect(hidden.modules).toHaveLength(1);
    expect((await get(`/api/faculty/${tutorFacultyId}/teaching`, otherTutor)).json().tutees).toBeNull();
    expect((await get(`/api/faculty/${tutorFacultyId}/teaching`, tutor)).json().tutees).toHaveLength(1);
  });

  it('needs faculty:view and a known member of faculty', async () => {
    expect((await get(`/api/faculty/${tutorFacultyId}/teaching`)).statusCode).toBe(401);
    const none = await login(app, await buildUser(db, { permissions: 'modules:view students:view' }));
    expect((await get(`/api/faculty/${tutorFacultyId}/teaching`, none)).statusCode).toBe(403);
    const missing = await get('/api/faculty/999999/teaching', registry);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no member of faculty with id 999999.');
  });
});
