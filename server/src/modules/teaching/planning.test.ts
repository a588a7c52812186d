import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildFaculty, buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// Issue 18, planning the teaching year: instances through the generic calls (with the module's
// own rules), their assignments (weights add to 100, stale saves refused) and next year's
// instances from this year's in one call.

const { app, db } = await createTestApp();

let planner: string;
let viewer: string;
let tutorId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const details = (body: string) => (JSON.parse(body) as { details: { param: string; message: string }[] }).details;

beforeAll(async () => {
  planner = await login(app, await buildUser(db, { permissions: 'modules:* faculty:view' }));
  viewer = await login(app, await buildUser(db, { permissions: 'modules:view modules:menu' }));
  tutorId = await buildFaculty(db);
});

describe('module instances through the generic calls', () => {
  it('creates an instance with tutor, start date and capacity, and lists it on the module', async () => {
    const mod = await buildModule(db);
    const created = await call('POST', '/module-instances', planner, {
      moduleId: mod.id,
      academicYear: 2026,
      hub: 'Durham',
      tutorId,
      startsOn: '2026-09-14',
      capacity: 12,
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await call('GET', `/modules/${mod.id}/instances`, planner);
    expect(listed.json().abilities).toEqual({ canCreate: true, canEdit: true, canDelete: true });
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: created.json().id,
        academicYear: 2026,
        hub: 'Durham',
        startsOn: '2026-09-14',
        capacity: 12,
      }),
    ]);
    const seen = await call('GET', `/modules/${mod.id}/instances`, viewer);
    expect(seen.json().abilities).toEqual({ canCreate: false, canEdit: false, canDelete: false });
  });

  it('refuses a second instance at the same hub and year, an unknown tutor or module, beside the field', async () => {
    const mod = await buildModule(db);
    await buildInstance(db, mod.id, { academicYear: 2026, hub: 'Durham' });
    const twin = await call('POST', '/module-instances', planner, {
      moduleId: mod.id,
      academicYear: 2026,
      hub: 'Durham',
    });
    expect(twin.statusCode).toBe(422);
    expect(details(twin.body)).toEqual([
      { param: 'hub', message: 'This module already has an instance at Durham in 2026/27.' },
    ]);
    const strangers = await call('POST', '/module-instances', planner, {
      moduleId: 999_999,
      academicYear: 2026,
      hub: 'Online',
      tutorId: 999_999,
    });
    expect(strangers.statusCode).toBe(422);
    expect(details(strangers.body).map((d) => d.param)).toEqual(['moduleId', 'tutorId']);
    const hub = await call('POST', '/module-instances', planner, {
      moduleId: mod.id,
      academicYear: 2026,
      hub: 'Atlantis',
    });
    expect(hub.statusCode).toBe(422);
    expect(details(hub.body)[0]?.param).toBe('hub');
  });

  it('keeps the capacity at or above the students placed, and refuses writes without modules rights', async () => {
    const mod = await buildModule(db);
    const instanceId = await buildInstance(db, mod.id, { academicYear: 2026, hub: 'Bristol' });
    const person = await buildUser(db);
    const one = await buildStudent(db, person.personId, { programmeCode: 'BTh', level: '4' });
    const other = await buildStudent(db, (await buildUser(db)).personId, { programmeCode: 'BTh', level: '4' });
    await buildResult(db, one.engagementId, instanceId);
    await buildResult(db, other.engagementId, instanceId);
    const record = (await call('GET', `/module-instances/${instanceId}`, planner)).json();
    const low = await call('PATCH', `/module-instances/${instanceId}`, planner, {
      version: record.version,
      capacity: 1,
    });
    expect(low.statusCode).toBe(422);
    expect(details(low.body)).toEqual([{ param: 'capacity', message: '2 students are placed on it already.' }]);
    const ok = await call('PATCH', `/module-instances/${instanceId}`, planner, {
      version: record.version,
      capacity: 2,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await call('PATCH', `/module-instances/${instanceId}`, viewer, { version: 2, capacity: 5 });
    expect(refused.statusCode).toBe(403);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/module-instances/${instanceId}?version=${ok.json().version}`,
      headers: { cookie: planner },
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe('This module instance is still linked to 2 students.');
  });
});

describe('assignments of an instance', () => {
  it('saves a list whose weights add to 100, refuses one that does not, and a stale version', async () => {
    const mod = await buildModule(db);
    const instanceId = await buildInstance(db, mod.id);
    const start = (await call('GET', `/module-instances/${instanceId}/assignments`, planner)).json();
    expect(start).toMatchObject({ instanceId, assignments: [], abilities: { canPlan: true } });

    const short = await call('PUT', `/module-instances/${instanceId}/assignments`, planner, {
      version: start.version,
      assignments: [
        { title: 'Essay 1', dueDate: '2026-12-01', weight: 60 },
        { title: 'Essay 2', dueDate: '2027-03-01', weight: 30 },
      ],
    });
    expect(short.statusCode).toBe(422);
    expect(details(short.body)).toEqual([
      { param: 'assignments', message: 'The weights add to 90%; they must add to 100%.' },
    ]);

    const saved = await call('PUT', `/module-instances/${instanceId}/assignments`, planner, {
      version: start.version,
      assignments: [
        { title: 'Essay 2', dueDate: '2027-03-01', weight: 40 },
        { title: 'Essay 1', dueDate: '2026-12-01', weight: 60 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.version).toBe(start.version + 1);
    expect(body.assignments.map((a: { title: string; weight: number }) => [a.title, a.weight])).toEqual([
      ['Essay 1', 60],
      ['Essay 2', 40],
    ]);

    const stale = await call('PUT', `/module-instances/${instanceId}/assignments`, planner, {
      version: start.version,
      assignments: [{ title: 'Exam', dueDate: '2027-05-01', weight: 100 }],
    });
    expect(stale.statusCode).toBe(409);
    const kept = (await call('GET', `/module-instances/${instanceId}/assignments`, planner)).json();
    expect(kept.assignments).toHaveLength(2);

    const history = await call('GET', `/module-instances/${instanceId}/history`, planner);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('Essay 1 (2026-12-01, 60%)');
  });

  it('refuses to remove an assignment with submissions, and saving without modules:edit', async () => {
    const mod = await buildModule(db);
    const instanceId = await buildInstance(db, mod.id);
    const start = (await call('GET', `/module-instances/${instanceId}/assignments`, planner)).json();
    const saved = (
      await call('PUT', `/module-instances/${instanceId}/assignments`, planner, {
        version: start.version,
        assignments: [{ title: 'Portfolio', dueDate: '2027-01-10', weight: 100 }],
      })
    ).json();
    const student = await buildStudent(db, (await buildUser(db)).personId, { programmeCode: 'BTh', level: '4' });
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('submissions')
      .values({
        assignment_id: saved.assignments[0].id,
        engagement_id: student.engagementId,
        submitted_on: '2027-01-09',
        mark: 58,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const removal = await call('PUT', `/module-instances/${instanceId}/assignments`, planner, {
      version: saved.version,
      assignments: [{ title: 'Exam', dueDate: '2027-05-01', weight: 100 }],
    });
    expect(removal.statusCode).toBe(422);
    expect(details(removal.body)).toEqual([
      { param: 'assignments', message: 'Portfolio has submissions recorded, so it cannot be removed.' },
    ]);
    const viewerSave = await call('PUT', `/module-instances/${instanceId}/assignments`, viewer, {
      version: saved.version,
      assignments: [],
    });
    expect(viewerSave.statusCode).toBe(403);
  });
});

describe("next year's instances from this year's", () => {
  it('copies each hub with tutor, capacity, dates, residentials and assignments a year on, once', async () => {
    const mod = await buildModule(db);
    const durham = await buildInstance(db, mod.id, { academicYear: 2025, hub: 'Durham', tutorId });
    await buildInstance(db, mod.id, { academicYear: 2025, hub: 'Online' });
    await buildInstance(db, mod.id, { academicYear: 2026, hub: 'Online' });
    await db.kysely
      .updateTable('module_instances')
      .set({ starts_on: '2025-09-15', capacity: 20 })
      .where('id', '=', durham)
      .execute();
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('assignments')
      .values({
        module_instance_id: durham,
        title: 'Essay',
        due_date: '2026-01-31',
        weight: 100,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.kysely
      .insertInto('residentials')
      .values({
        module_instance_id: durham,
        title: 'Sept residential',
        starts_on: '2025-09-19',
        ends_on: '2025-09-21',
        created_at: now,
        updated_at: now,
      })
      .execute();

    const rolled = await call('POST', `/modules/${mod.id}/instances/next-year`, planner, { fromYear: 2025 });
    expect(rolled.statusCode, rolled.body).toBe(201);
    expect(rolled.json()).toEqual({ toYear: 2026, created: ['Durham'], skipped: ['Online'] });

    const items = (await call('GET', `/modules/${mod.id}/instances`, planner)).json().items;
    const copy = items.find(
      (i: { academicYear: number; hub: string }) => i.academicYear === 2026 && i.hub === 'Durham',
    );
    expect(copy).toMatchObject({
      startsOn: '2026-09-15',
      capacity: 20,
      tutor: { id: tutorId },
      studentCount: 0,
      residentials: [{ title: 'Sept residential', startsOn: '2026-09-19', endsOn: '2026-09-21' }],
      assignments: [expect.objectContaining({ title: 'Essay', dueDate: '2027-01-31', weight: 100 })],
    });

    const again = await call('POST', `/modules/${mod.id}/instances/next-year`, planner, { fromYear: 2025 });
    expect(again.json()).toEqual({ toYear: 2026, created: [], skipped: ['Durham', 'Online'] });
  });

  it('says when there is nothing to copy, and needs modules:create', async () => {
    const mod = await buildModule(db);
    const none = await call('POST', `/modules/${mod.id}/instances/next-year`, planner, { fromYear: 2024 });
    expect(none.statusCode).toBe(422);
    expect(details(none.body)).toEqual([
      { param: 'fromYear', message: 'This module has no instances in 2024/25 to copy.' },
    ]);
    const refused = await call('POST', `/modules/${mod.id}/instances/next-year`, viewer, { fromYear: 2024 });
    expect(refused.statusCode).toBe(403);
    const missing = await call('POST', '/modules/999999/instances/next-year', planner, { fromYear: 2024 });
    expect(missing.statusCode).toBe(404);
  });
});
