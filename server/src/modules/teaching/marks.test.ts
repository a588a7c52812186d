import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildFaculty, buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// Issue 18, the marking grid: a tutor marks only the instances they teach (any other id is a
// 403), registry every one; cells save with their version (stale: 409, nothing written); the
// late flag follows an approved extension; the student's assignments show a new mark at once.

const { app, db } = await createTestApp();

let registry: string;
let tutor: string;
let otherTutor: string;
let instanceId: number;
let otherInstance: number;
let essay: number;
let exam: number;
let ann: { id: number; engagementId: number };
let bob: { id: number; engagementId: number };

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  const tutorUser = await buildUser(db, { permissions: 'students:faculty modules:view' });
  tutor = await login(app, tutorUser);
  const otherUser = await buildUser(db, { permissions: 'students:faculty modules:view' });
  otherTutor = await login(app, otherUser);
  const facultyId = await buildFaculty(db, { personId: tutorUser.personId });
  const otherFaculty = await buildFaculty(db, { personId: otherUser.personId });
  const mod = await buildModule(db);
  instanceId = await buildInstance(db, mod.id, { tutorId: facultyId });
  otherInstance = await buildInstance(db, mod.id, { hub: 'Online', tutorId: otherFaculty });
  const now = new Date().toISOString();
  const assignment = (title: string, due: string, weight: number) =>
    db.kysely
      .insertInto('assignments')
      .values({ module_instance_id: instanceId, title, due_date: due, weight, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  essay = (await assignment('Essay', '2027-01-10', 40)).id;
  exam = (await assignment('Exam', '2027-05-10', 60)).id;
  ann = await buildStudent(db, (await buildUser(db, { firstName: 'Ann', lastName: 'Abbott' })).personId);
  bob = await buildStudent(db, (await buildUser(db, { firstName: 'Bob', lastName: 'Baker' })).personId);
  await buildResult(db, ann.engagementId, instanceId);
  await buildResult(db, bob.engagementId, instanceId);
  await db.kysely
    .insertInto('extensions')
    .values({
      engagement_id: bob.engagementId,
      session_id: null,
      module_instance_id: instanceId,
      assignment_id: essay,
      length: '14 days',
      last_essay_of_year: 0,
      reason: 'Illness',
      status: 'Approved',
      original_due_date: '2027-01-10',
      new_due_date: '2027-01-24',
      requested_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
});

describe('the marking grid', () => {
  it('shows every student by assignment, and saves a cell the tutor enters, with the late flag', async () => {
    const grid = (await call('GET', `/module-instances/${instanceId}/marks`, tutor)).json();
    expect(grid.assignments.map((a: { title: string }) => a.title)).toEqual(['Essay', 'Exam']);
    expect(grid.rows.map((r: { name: string }) => r.name)).toEqual(['Ann Abbott', 'Bob Baker']);
    expect(grid.rows[1].cells[0]).toEqual({
      assignmentId: essay,
      submittedOn: null,
      mark: null,
      dueDate: '2027-01-24',
      late: false,
      version: 0,
      firstMark: null,
      secondMark: null,
      firstMarker: null,
      secondMarker: null,
      moderationNote: null,
    });
    expect(grid.instance.doubleMarked).toBe(false);
    const saved = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [
        { studentId: ann.id, assignmentId: essay, submittedOn: '2027-01-12', mark: 58, version: 0 },
        { studentId: bob.id, assignmentId: essay, submittedOn: '2027-01-20', mark: 71, version: 0 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [annRow, bobRow] = saved.json().rows;
    expect(annRow.cells[0]).toMatchObject({ mark: 58, late: true, version: 1 });
    expect(bobRow.cells[0]).toMatchObject({ mark: 71, late: false, version: 1 });

    // The student's own assignments read the same record at once.
    const own = (await call('GET', `/students/${ann.id}/assignments`, registry)).json();
    expect(JSON.stringify(own)).toContain('"mark":58');
  });

  it('refuses a stale cell with 409 and writes nothing of that save', async () => {
    const first = await call('PUT', `/module-instances/${instanceId}/marks`, registry, {
      cells: [{ studentId: ann.id, assignmentId: exam, submittedOn: '2027-05-09', mark: 62, version: 0 }],
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [
        { studentId: bob.id, assignmentId: exam, submittedOn: null, mark: 50, version: 0 },
        { studentId: ann.id, assignmentId: exam, submittedOn: '2027-05-09', mark: 40, version: 0 },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`Exam of student ${ann.id}`);
    const grid = (await call('GET', `/module-instances/${instanceId}/marks`, tutor)).json();
    expect(grid.rows[0].cells[1]).toMatchObject({ mark: 62, version: 1 });
    expect(grid.rows[1].cells[1]).toMatchObject({ mark: null, version: 0 });
  });

  it('refuses a mark out of range, and a student or assignment not on the instance, beside the cell', async () => {
    const wrong = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [{ studentId: ann.id, assignmentId: essay, submittedOn: null, mark: 101, version: 1 }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([
      { param: 'cells.0.mark', message: 'A mark is a whole number from 0 to 100.' },
    ]);
    const stranger = await buildStudent(db, (await buildUser(db)).personId);
    const off = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [{ studentId: stranger.id, assignmentId: essay, submittedOn: null, mark: 50, version: 0 }],
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().details).toEqual([
      { param: 'cells.0.studentId', message: `Student ${stranger.id} is not on this module instance.` },
    ]);
  });

  it("keeps a tutor to their own instances: another's is a 403 to read and to write (IDOR)", async () => {
    expect((await call('GET', `/module-instances/${otherInstance}/marks`, tutor)).statusCode).toBe(403);
    expect((await call('GET', `/module-instances/${instanceId}/marks`, otherTutor)).statusCode).toBe(403);
    const write = await call('PUT', `/module-instances/${instanceId}/marks`, otherTutor, {
      cells: [{ studentId: ann.id, assignmentId: essay, submittedOn: null, mark: 0, version: 1 }],
    });
    expect(write.statusCode).toBe(403);
    const grid = (await call('GET', `/module-instances/${instanceId}/marks`, registry)).json();
    expect(grid.rows[0].cells[0].mark).toBe(58);
    expect((await call('GET', `/module-instances/${otherInstance}/marks`, registry)).statusCode).toBe(200);
    expect((await call('GET', '/module-instances/999999/marks', tutor)).statusCode).toBe(404);
  });
});
