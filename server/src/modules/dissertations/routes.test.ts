import { DISSERTATION_TASKS } from '@collegium/domain/dissertation';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildFaculty } from '../teaching/teaching-factories.ts';

// The dissertation calls (spec 4.6, 5): readiness, start, stage moves, supervisor and title,
// tasks with who and when; permissions, conflicts and audit rows.

const testApp = await createTestApp();
const { app, db } = testApp;
let viewer: string;
let editor: string;
let editorId: number;
let maStudent: number;
let bthStudent: number;
let supervisorId: number;

async function newStudent(programmeCode: string, level?: string) {
  const person = await buildUser(db, { firstName: 'Dora', lastName: `Student${programmeCode}` });
  return (await buildStudent(db, person.personId, { programmeCode, ...(level ? { level } : {}) })).id;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const auditRows = (id: number) =>
  db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'dissertations')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

/** Starts a dissertation for a fresh MA student and returns it. */
async function started() {
  const student = await newStudent('MA', '7');
  const res = await call('POST', `/api/students/${student}/dissertation`, editor, {});
  expect(res.statusCode).toBe(201);
  return res.json().dissertation as { id: number; version: number };
}

async function moveTo(id: number, stages: string[]) {
  let version = (
    await db.kysely.selectFrom('dissertations').select('version').where('id', '=', id).executeTakeFirstOrThrow()
  ).version;
  for (const stage of stages) {
    const res = await call('PATCH', `/api/dissertations/${id}`, editor, { version, stage });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().version;
  }
  return version;
}

beforeAll(async () => {
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
  const editorUser = await buildUser(db, {
    permissions: 'students:view students:edit',
    firstName: 'Edna',
    lastName: 'Registrar',
  });
  editorId = editorUser.id;
  editor = await login(app, editorUser);
  maStudent = await newStudent('MA', '7');
  bthStudent = await newStudent('BTh', '4');
  const supervisorPerson = await buildUser(db, { firstName: 'Susan', lastName: 'Supervisor' });
  supervisorId = await buildFaculty(db, { personId: supervisorPerson.personId });
});

describe('GET /api/students/:id/dissertation', () => {
  it('says a BTh student is not ready and has none', async () => {
    const res = await call('GET', `/api/students/${bthStudent}/dissertation`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      studentId: bthStudent,
      ready: false,
      readiness: 'A dissertation starts only for an MA student at level 7; this student is on BTh at level 4.',
      dissertation: null,
      abilities: { canEdit: false, canView: true },
    });
  });

  it('tells an editor they may change it (abilities.canEdit)', async () => {
    const res = await call('GET', `/api/students/${maStudent}/dissertation`, editor);
    expect(res.json()).toMatchObject({ abilities: { canEdit: true, canView: true } });
  });

  it('says an MA student at level 7 is ready', async () => {
    const res = await call('GET', `/api/students/${maStudent}/dissertation`, viewer);
    expect(res.json()).toMatchObject({ ready: true, dissertation: null });
  });

  it('needs a session and students:view, and knows unknown students', async () => {
    expect((await call('GET', `/api/students/${maStudent}/dissertation`)).statusCode).toBe(401);
    const other = await login(app, await buildUser(db, { permissions: 'modules:view' }));
    expect((await call('GET', `/api/students/${maStudent}/dissertation`, other)).statusCode).toBe(403);
    const missing = await call('GET', '/api/students/999999/dissertation', viewer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no student with id 999999.');
    expect((await call('GET', '/api/students/abc/dissertation', viewer)).statusCode).toBe(404);
  });
});

describe('POST /api/students/:id/dissertation', () => {
  it('starts one at Invoiced for a ready student, with every task open, and audits it', async () => {
    const res = await call('POST', `/api/students/${maStudent}/dissertation`, editor, {
      title: 'Grace in Augustine',
      supervisorId,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.ready).toBe(true);
    expect(body.dissertation).toMatchObject({
      version: 1,
      title: 'Grace in Augustine',
      stage: 'Invoiced',
      deferredFrom: null,
      supervisor: { id: supervisorId, name: 'Susan Supervisor' },
      moves: ['Supervisor agreed', 'Deferred'],
      tasksOpen: false,
    });
    expect(body.dissertation.tasks).toEqual(
      DISSERTATION_TASKS.map((task) => ({ task, done: false, completedAt: null, completedBy: null })),
    );
    const audit = await auditRows(body.dissertation.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor_user_id: editorId });
    expect(JSON.parse(audit[0]!.changes!)).toContainEqual({ field: 'stage', before: null, after: 'Invoiced' });

    const read = await call('GET', `/api/students/${maStudent}/dissertation`, viewer);
    expect(read.json().dissertation.id).toBe(body.dissertation.id);
  });

  it('refuses a second one with 409', async () => {
    const res = await call('POST', `/api/students/${maStudent}/dissertation`, editor, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This student already has a dissertation on their current engagement.');
  });

  it('refuses a student who is not ready with 422 and the reason', async () => {
    const res = await call('POST', `/api/students/${bthStudent}/dissertation`, editor);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'A dissertation starts only for an MA student at level 7; this student is on BTh at level 4.',
    );
    expect(
      await db.kysely
        .selectFrom('dissertations')
        .select('id')
        .where(
          'engagement_id',
          'in',
          db.kysely.selectFrom('engagements').select('id').where('student_id', '=', bthStudent),
        )
        .execute(),
    ).toEqual([]);
  });

  it('refuses an unknown supervisor beside the field and writes nothing', async () => {
    const student = await newStudent('MA', '7');
    const res = await call('POST', `/api/students/${student}/dissertation`, editor, { supervisorId: 987654 });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { param: 'supervisorId', message: 'There is no faculty member with id 987654.' },
    ]);
    expect((await call('GET', `/api/students/${student}/dissertation`, viewer)).json().dissertation).toBeNull();
  });

  it('needs students:edit; unknown students are 404', async () => {
    const student = await newStudent('MA', '7');
    expect((await call('POST', `/api/students/${student}/dissertation`, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', `/api/students/${student}/dissertation`, viewer, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/students/999999/dissertation', editor, {})).statusCode).toBe(404);
  });
});

describe('PATCH /api/dissertations/:id', () => {
  it('moves forward one stage, bumps the version and audits before and after', async () => {
    const d = await started();
    const res = await call('PATCH', `/api/dissertations/${d.id}`, editor, {
      version: d.version,
      stage: 'Supervisor agreed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'Supervisor agreed',
      version: 2,
      moves: ['Proposal received', 'Deferred', 'Invoiced'],
    });
    const audit = await auditRows(d.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_user_id: editorId });
    expect(JSON.parse(audit.at(-1)!.changes!)).toEqual([
      { field: 'stage', before: 'Invoiced', after: 'Supervisor agreed' },
    ]);
  });

  it('refuses a skipped stage beside the field', async () => {
    const d = await started();
    const res = await call('PATCH', `/api/dissertations/${d.id}`, editor, { version: d.version, stage: 'Submitted' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { param: 'stage', message: 'From Invoiced the dissertation can move only to Supervisor agreed or Deferred.' },
    ]);
  });

  it('refuses a stage outside the catalogue', async () => {
    const d = await started();
    const res = await call('PATCH', `/api/dissertations/${d.id}`, editor, { version: d.version, stage: 'Finished' });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('stage');
  });

  it('defers and returns to the stage it paused at, and nowhere else', async () => {
    const d = await started();
    const version = await moveTo(d.id, ['Supervisor agreed', 'Proposal received']);
    const deferred = await call('PATCH', `/api/dissertations/${d.id}`, editor, { version, stage: 'Deferred' });
    expect(deferred.json()).toMatchObject({
      stage: 'Deferred',
      deferredFrom: 'Proposal received',
      moves: ['Proposal received'],
    });
    const skip = await call('PATCH', `/api/dissertations/${d.id}`, editor, {
      version: deferred.json().version,
      stage: 'Proposal approved',
    });
    expect(skip.statusCode).toBe(422);
    const back = await call('PATCH', `/api/dissertations/${d.id}`, editor, {
      version: deferred.json().version,
      stage: 'Proposal received',
    });
    expect(back.json()).toMatchObject({ stage: 'Proposal received', deferredFrom: null });
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    const d = await started();
    await moveTo(d.id, ['Supervisor agreed']);
    const before = (await auditRows(d.id)).length;
    const res = await call('PATCH', `/api/dissertations/${d.id}`, editor, { version: d.version, title: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    const row = await db.kysely
      .selectFrom('dissertations')
      .select(['title', 'version'])
      .where('id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: null, version: 2 });
    expect(await auditRows(d.id)).toHaveLength(before);
  });

  it('sets the title and supervisor, refusing an unknown supervisor', async () => {
    const d = await started();
    const bad = await call('PATCH', `/api/dissertations/${d.id}`, editor, { version: d.version, supervisorId: 987654 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      { param: 'supervisorId', message: 'There is no faculty member with id 987654.' },
    ]);
    const res = await call('PATCH', `/api/dissertations/${d.id}`, editor, {
      version: d.version,
      supervisorId,
      title: '  Hope in Hebrews ',
    });
    expect(res.json()).toMatchObject({
      title: 'Hope in Hebrews',
      supervisor: { id: supervisorId, name: 'Susan Supervisor' },
      version: 2,
    });
    const cleared = await call('PATCH', `/api/dissertations/${d.id}`, editor, {
      version: 2,
      supervisorId: null,
      title: '',
    });
    expect(cleared.json()).toMatchObject({ title: null, supervisor: null, version: 3 });
    expect(JSON.parse((await auditRows(d.id)).at(-1)!.changes!)).toEqual([
      { field: 'title', before: 'Hope in Hebrews', after: null },
      { field: 'supervisorId', before: supervisorId, after: null },
    ]);
  });

  it('needs students:edit and a known dissertation', async () => {
    const d = await started();
    expect((await call('PATCH', `/api/dissertations/${d.id}`, undefined, { version: 1 })).statusCode).toBe(401);
    expect((await call('PATCH', `/api/dissertations/${d.id}`, viewer, { version: 1 })).statusCode).toBe(403);
    const missing = await call('PATCH', '/api/dissertations/999999', editor, { version: 1, stage: 'Submitted' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no dissertation with id 999999.');
    expect(
      (await call('PATCH', `/api/dissertations/${d.id}`, editor, { stage: 'Submitted' })).json().details[0].param,
    ).toBe('version');
  });
});

describe('PUT and DELETE /api/dissertations/:id/tasks/:task', () => {
  const url = (id: number, task: string) => `/api/dissertations/${id}/tasks/${encodeURIComponent(task)}`;

  it('refuses ticking a task before the dissertation is submitted', async () => {
    const d = await started();
    const res = await call('PUT', url(d.id, '1st markers marks'), editor);
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { param: 'task', message: 'Tasks can be ticked once the dissertation is submitted; it is at Invoiced.' },
    ]);
  });

  it('ticks a task with who and when, once, and unticks it; both audited', async () => {
    const d = await started();
    await moveTo(d.id, ['Supervisor agreed', 'Proposal received', 'Proposal approved', 'Submitted']);
    const before = (await auditRows(d.id)).length;
    const res = await call('PUT', url(d.id, '1st markers marks'), editor);
    expect(res.statusCode).toBe(200);
    const task = res.json().tasks[0];
    expect(task).toMatchObject({
      task: '1st markers marks',
      done: true,
      completedBy: { id: editorId, name: 'Edna Registrar' },
    });
    expect(Date.parse(task.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Going back from Submitted is refused while a task is ticked.
    expect(res.json().moves).toEqual(['Marked']);
    const again = await call('PUT', url(d.id, '1st markers marks'), editor);
    expect(again.json().tasks[0].completedAt).toBe(task.completedAt);
    const audit = await auditRows(d.id);
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ action: 'task-done', actor_user_id: editorId });

    const undone = await call('DELETE', url(d.id, '1st markers marks'), editor);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().tasks[0]).toEqual({
      task: '1st markers marks',
      done: false,
      completedAt: null,
      completedBy: null,
    });
    expect((await auditRows(d.id)).at(-1)).toMatchObject({ action: 'task-undone' });
  });

  it('refuses a task outside the catalogue', async () => {
    const d = await started();
    const res = await call('PUT', url(d.id, 'Bake a cake'), editor);
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0]).toMatchObject({ param: 'task' });
    expect(res.json().details[0].message).toMatch(/^Bake a cake is not a dissertation task/);
  });

  it('needs students:edit and a known dissertation', async () => {
    const d = await started();
    expect((await call('PUT', url(d.id, 'Student feedback'))).statusCode).toBe(401);
    expect((await call('PUT', url(d.id, 'Student feedback'), viewer)).statusCode).toBe(403);
    expect((await call('DELETE', url(d.id, 'Student feedback'), viewer)).statusCode).toBe(403);
    expect((await call('PUT', url(999999, 'Student feedback'), editor)).statusCode).toBe(404);
  });
});

describe('GET /api/dissertations/supervisors', () => {
  it('lists active faculty by name for editors only', async () => {
    const inactivePerson = await buildUser(db, { firstName: 'Ian', lastName: 'Inactive' });
    await buildFaculty(db, { personId: inactivePerson.personId, active: false });
    const res = await call('GET', '/api/dissertations/supervisors', editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual({ id: supervisorId, name: 'Susan Supervisor' });
    expect(res.json().items.map((i: { name: string }) => i.name)).not.toContain('Ian Inactive');
    expect((await call('GET', '/api/dissertations/supervisors', viewer)).statusCode).toBe(403);
  });
});
