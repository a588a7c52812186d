import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildFaculty, buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// Issue 18, double marking: on a module flagged double marked, the grid keeps the first and second
// marks with who gave each, the agreed mark (the one that counts) and a moderation note, each cell
// saved with its version like any other (stale: 409); the second marker is someone else, and the
// agreed mark needs both marks. A module marked once refuses them.

const { app, db } = await createTestApp();

let registry: string;
let tutor: string;
let instanceId: number;
let singleInstance: number;
let essay: number;
let single: number;
let cy: { id: number; engagementId: number };

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const put = (cookie: string, cells: object[], id = instanceId) =>
  call('PUT', `/module-instances/${id}/marks`, cookie, { cells });

async function assignment(instance: number) {
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('assignments')
    .values({
      module_instance_id: instance,
      title: 'Essay',
      due_date: '2027-01-10',
      weight: 100,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  registry = await login(
    app,
    await buildUser(db, { firstName: 'Reg', lastName: 'Istry', permissions: 'students:* modules:view' }),
  );
  const tutorUser = await buildUser(db, {
    firstName: 'Tess',
    lastName: 'Tutor',
    permissions: 'students:faculty modules:view',
  });
  tutor = await login(app, tutorUser);
  const facultyId = await buildFaculty(db, { personId: tutorUser.personId });
  const mod = await buildModule(db);
  await db.kysely.updateTable('modules').set({ double_marked: 1 }).where('id', '=', mod.id).execute();
  instanceId = await buildInstance(db, mod.id, { tutorId: facultyId });
  const once = await buildModule(db);
  singleInstance = await buildInstance(db, once.id, { tutorId: facultyId });
  essay = await assignment(instanceId);
  single = await assignment(singleInstance);
  cy = await buildStudent(db, (await buildUser(db, { firstName: 'Cy', lastName: 'Double' })).personId);
  await buildResult(db, cy.engagementId, instanceId);
  await buildResult(db, cy.engagementId, singleInstance);
});

describe('double marking in the marking grid', () => {
  it('keeps first and second marks with their markers, then the agreed mark and the note', async () => {
    const empty = (await call('GET', `/module-instances/${instanceId}/marks`, tutor)).json();
    expect(empty.instance.doubleMarked).toBe(true);
    const cell = { studentId: cy.id, assignmentId: essay, submittedOn: '2027-01-09' };

    const tooEarly = await put(tutor, [{ ...cell, mark: 60, firstMark: 58, version: 0 }]);
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().details).toEqual([
      { param: 'cells.0.mark', message: 'Enter the first and second marks before the agreed mark.' },
    ]);

    const first = await put(tutor, [{ ...cell, mark: null, firstMark: 58, version: 0 }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rows[0].cells[0]).toMatchObject({ firstMark: 58, firstMarker: 'Tess Tutor', version: 1 });

    const self = await put(tutor, [{ ...cell, mark: null, secondMark: 64, version: 1 }]);
    expect(self.statusCode).toBe(422);
    expect(self.json().details).toEqual([
      { param: 'cells.0.secondMark', message: 'The second mark is given by someone other than the first marker.' },
    ]);

    const second = await put(registry, [{ ...cell, mark: null, secondMark: 64, version: 1 }]);
    expect(second.json().rows[0].cells[0]).toMatchObject({
      firstMark: 58,
      secondMark: 64,
      firstMarker: 'Tess Tutor',
      secondMarker: 'Reg Istry',
      mark: null,
      version: 2,
    });

    // The tutor agrees a mark on the version they read before the second mark: 409, nothing written.
    const stale = await put(tutor, [{ ...cell, mark: 61, moderationNote: 'Agreed at 61.', version: 1 }]);
    expect(stale.statusCode).toBe(409);
    const agreed = await put(tutor, [
      { ...cell, mark: 61, moderationNote: 'Agreed at 61 after discussion.', version: 2 },
    ]);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().rows[0].cells[0]).toMatchObject({
      mark: 61,
      firstMark: 58,
      secondMark: 64,
      firstMarker: 'Tess Tutor',
      secondMarker: 'Reg Istry',
      moderationNote: 'Agreed at 61 after discussion.',
      version: 3,
    });
    // The agreed mark is the one that counts: the live result reads it.
    const results = (await call('GET', `/module-instances/${instanceId}/results`, registry)).json();
    expect(JSON.stringify(results)).toContain('"mark":61');
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'module-instances')
      .where('entity_id', '=', String(instanceId))
      .where('action', '=', 'marks')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(String(audit.changes)).toContain('61 (in 2027-01-09); 1st 58, 2nd 64; note: Agreed at 61 after discussion.');
  });

  it('refuses double marking on a module marked once', async () => {
    const res = await put(
      tutor,
      [{ studentId: cy.id, assignmentId: single, submittedOn: null, mark: 50, secondMark: 52, version: 0 }],
      singleInstance,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ param: 'cells.0.secondMark', message: 'This module is not double marked.' }]);
    const plain = await put(
      tutor,
      [{ studentId: cy.id, assignmentId: single, submittedOn: null, mark: 50, version: 0 }],
      singleInstance,
    );
    expect(plain.json().rows[0].cells[0]).toMatchObject({ mark: 50, firstMark: null, secondMark: null });
  });
});
