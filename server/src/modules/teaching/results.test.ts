import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildFaculty, buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// Issue 18 part 4: module results from the weighted marks (Essay 40 %, Exam 60 %; level 4 passes
// at 40), the exam board's confirmation (registry only), the lock afterwards (a changed mark needs
// a reason, kept in the audit), and the transcript showing a confirmed result at once.

const { app, db } = await createTestApp();

let registry: string;
let tutor: string;
let otherTutor: string;
let annPortal: string;
let instanceId: number;
let essay: number;
let exam: number;
let ann: { id: number; engagementId: number };
let bob: { id: number; engagementId: number };

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const cell = (studentId: number, assignmentId: number, mark: number | null, version: number) => ({
  studentId,
  assignmentId,
  submittedOn: null,
  mark,
  version,
});
const results = () => call('GET', `/module-instances/${instanceId}/results`, registry);
const outcomes = async () =>
  (await results())
    .json()
    .rows.map((r: { mark: number | null; outcome: string | null; creditsAwarded: number }) => [
      r.mark,
      r.outcome,
      r.creditsAwarded,
    ]);
const transcriptPlace = async () => {
  const body = (await call('GET', '/forms/student/transcript', annPortal)).json();
  return { place: body.years[0].modules[0], totals: body.totals };
};

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  const tutorUser = await buildUser(db, { permissions: 'students:faculty modules:view' });
  tutor = await login(app, tutorUser);
  const otherUser = await buildUser(db, { permissions: 'students:faculty modules:view' });
  otherTutor = await login(app, otherUser);
  const mod = await buildModule(db);
  instanceId = await buildInstance(db, mod.id, { tutorId: await buildFaculty(db, { personId: tutorUser.personId }) });
  const now = new Date().toISOString();
  const assignment = (title: string, due: string, weight: number) =>
    db.kysely
      .insertInto('assignments')
      .values({ module_instance_id: instanceId, title, due_date: due, weight, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  essay = (await assignment('Essay', '2027-01-10', 40)).id;
  exam = (await assignment('Exam', '2027-05-10', 60)).id;
  const annUser = await buildUser(db, { firstName: 'Ann', lastName: 'Abbott', permissions: 'forms:student' });
  annPortal = await login(app, annUser);
  ann = await buildStudent(db, annUser.personId);
  bob = await buildStudent(db, (await buildUser(db, { firstName: 'Bob', lastName: 'Baker' })).personId);
  await buildResult(db, ann.engagementId, instanceId);
  await buildResult(db, bob.engagementId, instanceId);
});

describe('module results and the exam board', () => {
  it('has no result while a mark is missing, and the board cannot confirm then', async () => {
    const open = (await results()).json();
    expect(open).toMatchObject({ level: '4', credits: 20, passMark: 40, confirmedAt: null, complete: false });
    expect(open.abilities).toEqual({ canConfirm: true });
    await call('PUT', `/module-instances/${instanceId}/marks`, tutor, { cells: [cell(ann.id, essay, 70, 0)] });
    expect(await outcomes()).toEqual([
      [null, null, 0],
      [null, null, 0],
    ]);
    const early = await call('POST', `/module-instances/${instanceId}/results/confirm`, registry);
    expect(early.statusCode).toBe(422);
    expect(early.json().details[0]).toMatchObject({ param: 'results' });
    expect(early.json().details[0].message).toContain('Ann Abbott, Bob Baker');
  });

  it('computes the weighted mark, outcome and credits once every mark is in', async () => {
    const saved = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [cell(ann.id, exam, 50, 0), cell(bob.id, essay, 30, 0), cell(bob.id, exam, 35, 0)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Ann 0.4 x 70 + 0.6 x 50 = 58; Bob 0.4 x 30 + 0.6 x 35 = 33, within 10 of the pass mark.
    expect(await outcomes()).toEqual([
      [58, 'Passed', 20],
      [33, 'Resit', 0],
    ]);
    expect((await results()).json().complete).toBe(true);
    // Not confirmed yet: the transcript still shows the open place.
    expect((await transcriptPlace()).place).toMatchObject({ outcome: 'Enrolled', mark: null, creditsAwarded: null });
  });

  it('lets only registry confirm (a tutor sees the results but gets a 403)', async () => {
    const asTutor = await call('GET', `/module-instances/${instanceId}/results`, tutor);
    expect(asTutor.statusCode).toBe(200);
    expect(asTutor.json().abilities).toEqual({ canConfirm: false });
    expect((await call('POST', `/module-instances/${instanceId}/results/confirm`, tutor)).statusCode).toBe(403);
    expect((await call('GET', `/module-instances/${instanceId}/results`, otherTutor)).statusCode).toBe(403);
    expect((await call('GET', '/module-instances/999999/results', registry)).statusCode).toBe(404);
    expect((await results()).json().confirmedAt).toBeNull();
    const early = await call('PUT', `/module-instances/${instanceId}/results/${bob.id}/resit`, registry, { mark: 50 });
    expect(early.statusCode).toBe(409);
  });

  it('confirms: the transcript shows the result at once, and a second confirmation is a 409', async () => {
    const confirmed = await call('POST', `/module-instances/${instanceId}/results/confirm`, registry);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().confirmedAt).not.toBeNull();
    expect(confirmed.json().confirmedBy).toEqual(expect.any(String));
    const { place, totals } = await transcriptPlace();
    expect(place).toMatchObject({ outcome: 'Passed', mark: 58, creditsAwarded: 20 });
    expect(totals.achieved).toBe(20);
    const record = (await call('GET', `/students/${bob.id}/results`, registry)).json();
    expect(record.years[0].modules[0]).toMatchObject({ outcome: 'Resit', mark: 33, creditsAwarded: 0 });
    expect((await call('POST', `/module-instances/${instanceId}/results/confirm`, registry)).statusCode).toBe(409);
  });

  it('records a resit for a Resit result only: capped at the pass mark when passed, audited, clearable', async () => {
    const resit = (studentId: number, mark: unknown, cookie = registry) =>
      call('PUT', `/module-instances/${instanceId}/results/${studentId}/resit`, cookie, { mark } as object);
    expect((await resit(bob.id, 55, tutor)).statusCode).toBe(403);
    const passed = await resit(ann.id, 80);
    expect(passed.statusCode).toBe(422);
    expect(passed.json().details).toEqual([
      { param: 'mark', message: "Ann Abbott's result is Passed: only a result of Resit can be resat." },
    ]);
    const bad = await resit(bob.id, 101);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0]).toMatchObject({ param: 'mark' });
    expect((await resit(999999, 50)).statusCode).toBe(404);

    const saved = await resit(bob.id, 55);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rows[1]).toMatchObject({
      mark: 40,
      outcome: 'Passed',
      creditsAwarded: 20,
      firstMark: 33,
      firstOutcome: 'Resit',
      resitMark: 55,
    });
    const record = (await call('GET', `/students/${bob.id}/results`, registry)).json();
    expect(record.years[0].modules[0]).toMatchObject({ outcome: 'Passed', mark: 40, creditsAwarded: 20 });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['changes'])
      .where('entity', '=', 'module-instances')
      .where('entity_id', '=', String(instanceId))
      .where('action', '=', 'resit')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes ?? '[]')).toContainEqual({
      field: `resit mark of student ${bob.id}`,
      before: null,
      after: 55,
    });

    const failed = await resit(bob.id, 20);
    expect(failed.json().rows[1]).toMatchObject({ mark: 33, outcome: 'Failed', creditsAwarded: 0, resitMark: 20 });
    const cleared = await resit(bob.id, null);
    expect(cleared.json().rows[1]).toMatchObject({ mark: 33, outcome: 'Resit', creditsAwarded: 0, resitMark: null });
    const back = (await call('GET', `/students/${bob.id}/results`, registry)).json();
    expect(back.years[0].modules[0]).toMatchObject({ outcome: 'Resit', mark: 33, creditsAwarded: 0 });
  });

  it('locks the marks: a change needs a reason (422 without), and is audited with it', async () => {
    const grid = (await call('GET', `/module-instances/${instanceId}/marks`, tutor)).json();
    const version = grid.rows[1].cells[1].version as number;
    const bare = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [cell(bob.id, exam, 60, version)],
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().details[0].param).toBe('reason');
    const blank = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [cell(bob.id, exam, 60, version)],
      reason: '   ',
    });
    expect(blank.statusCode).toBe(422);
    const cleared = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [cell(bob.id, exam, null, version)],
      reason: 'Withdrawn script',
    });
    expect(cleared.statusCode).toBe(422);
    expect(await outcomes()).toEqual([
      [58, 'Passed', 20],
      [33, 'Resit', 0],
    ]);

    const changed = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
      cells: [cell(bob.id, exam, 60, version)],
      reason: 'Second marker agreed a higher mark',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // 0.4 x 30 + 0.6 x 60 = 48: Bob now passes, and his record says so at once.
    const record = (await call('GET', `/students/${bob.id}/results`, registry)).json();
    expect(record.years[0].modules[0]).toMatchObject({ outcome: 'Passed', mark: 48, creditsAwarded: 20 });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['changes'])
      .where('entity', '=', 'module-instances')
      .where('entity_id', '=', String(instanceId))
      .where('action', '=', 'marks')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const changes = JSON.parse(audit.changes ?? '[]') as { field: string; after: unknown }[];
    expect(changes).toContainEqual({ field: 'reason', before: null, after: 'Second marker agreed a higher mark' });
    expect(changes.map((c) => c.field)).toContain(`result of student ${bob.id}`);
  });

  it('keeps the pass mark the board confirmed under when System data changes it afterwards', async () => {
    await db.kysely.updateTable('pass_marks').set({ mark: 60 }).where('level', '=', '4').execute();
    try {
      const grid = (await call('GET', `/module-instances/${instanceId}/marks`, tutor)).json();
      const version = grid.rows[0].cells[0].version as number;
      const corrected = await call('PUT', `/module-instances/${instanceId}/marks`, tutor, {
        cells: [cell(ann.id, essay, 75, version)],
        reason: 'Addition error on the script',
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      // Ann 0.4 x 75 + 0.6 x 50 = 60; Bob keeps his 48 as Passed: the board passed at 40, not 60.
      const after = (await results()).json();
      expect(after.passMark).toBe(40);
      expect(await outcomes()).toEqual([
        [60, 'Passed', 20],
        [48, 'Passed', 20],
      ]);
      const record = (await call('GET', `/students/${bob.id}/results`, registry)).json();
      expect(record.years[0].modules[0]).toMatchObject({ outcome: 'Passed', mark: 48, creditsAwarded: 20 });
    } finally {
      await db.kysely.updateTable('pass_marks').set({ mark: 40 }).where('level', '=', '4').execute();
    }
  });
});
