import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildInstance, buildModule } from './teaching-factories.ts';

// Issue 18, students on modules: registry places students singly or a cohort at once, each checked
// (status, level, session, 120 credits a level, capacity) and refused with the reason; a place
// with marks is never taken off.

const { app, db } = await createTestApp();

let registry: string;
let viewer: string;
const hub = 'Manchester';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function student(firstName: string, overrides: Parameters<typeof buildStudent>[2] = {}) {
  const person = await buildUser(db, { firstName, lastName: 'Placed' });
  return buildStudent(db, person.personId, { programmeCode: 'BTh', level: '5', hub, ...overrides });
}

async function moduleOf(credits: number) {
  const mod = await buildModule(db);
  await db.kysely.updateTable('modules').set({ credits, level: '5' }).where('id', '=', mod.id).execute();
  return mod;
}

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  viewer = await login(app, await buildUser(db, { permissions: 'students:view modules:view' }));
});

describe('placing students on a module instance', () => {
  it('places a cohort of programme, level and hub, refusing each student who cannot be placed with why', async () => {
    const ann = await student('Ann');
    const bea = await student('Bea');
    const cal = await student('Cal', { sessionYear: 2025 });
    await student('Dan', { level: '4' }); // another level: not in the cohort
    await student('Eve', { status: 'IoS' }); // not studying: not in the cohort
    const heavy = await moduleOf(100);
    const heavyInstance = await buildInstance(db, heavy.id, { academicYear: 2026, hub });
    expect(
      (await call('POST', `/module-instances/${heavyInstance}/places`, registry, { studentIds: [bea.id] })).json(),
    ).toEqual({ placed: [{ studentId: bea.id, name: 'Bea Placed' }], refused: [] });

    const mod = await moduleOf(40);
    const instanceId = await buildInstance(db, mod.id, { academicYear: 2026, hub });
    await db.kysely.updateTable('module_instances').set({ capacity: 1 }).where('id', '=', instanceId).execute();
    const placed = await call('POST', `/module-instances/${instanceId}/places`, registry, {
      cohort: { programme: 'BTh', level: '5', hub },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toEqual({
      placed: [{ studentId: ann.id, name: 'Ann Placed' }],
      refused: [
        { studentId: bea.id, name: 'Bea Placed', reason: 'Would have 140 credits at level 5; a level has 120.' },
        { studentId: cal.id, name: 'Cal Placed', reason: 'Has no 2026/27 session.' },
      ],
    });
    const again = await call('POST', `/module-instances/${instanceId}/places`, registry, {
      partnerIds: [ann.partner_id, 9_999_999],
    });
    expect(again.json().refused).toEqual([
      { studentId: null, name: 'Partner id 9999999', reason: 'There is no such student.' },
      { studentId: ann.id, name: 'Ann Placed', reason: 'Already placed on this instance.' },
    ]);
    const listed = (await call('GET', `/module-instances/${instanceId}/students`, registry)).json();
    expect(listed.items.map((s: { name: string; outcome: string }) => [s.name, s.outcome])).toEqual([
      ['Ann Placed', 'Enrolled'],
    ]);
    expect(listed.abilities).toEqual({ canPlace: true });
    const session = await db.kysely
      .selectFrom('results as r')
      .innerJoin('engagement_sessions as s', 's.id', 'r.session_id')
      .select('s.academic_year')
      .where('r.module_instance_id', '=', instanceId)
      .executeTakeFirstOrThrow();
    expect(session.academic_year).toBe(2026);
  });

  it('refuses a full instance, a student of another level and one not studying', async () => {
    const fay = await student('Fay');
    const gus = await student('Gus', { level: '6' });
    const hal = await student('Hal', { status: 'Withdrawn' });
    const ivy = await student('Ivy');
    const mod = await moduleOf(20);
    const instanceId = await buildInstance(db, mod.id, { academicYear: 2026, hub });
    await db.kysely.updateTable('module_instances').set({ capacity: 1 }).where('id', '=', instanceId).execute();
    const res = await call('POST', `/module-instances/${instanceId}/places`, registry, {
      studentIds: [fay.id, gus.id, hal.id, ivy.id],
    });
    expect(res.json()).toEqual({
      placed: [{ studentId: fay.id, name: 'Fay Placed' }],
      refused: [
        { studentId: gus.id, name: 'Gus Placed', reason: 'Studies at level 6; the module is at level 5.' },
        { studentId: hal.id, name: 'Hal Placed', reason: 'The engagement is Withdrawn.' },
        { studentId: ivy.id, name: 'Ivy Placed', reason: 'The instance is full (1 place).' },
      ],
    });
  });

  it("refuses a place on another hub's instance of a module the student already takes this year", async () => {
    const max = await student('Max');
    const nia = await student('Nia');
    const mod = await moduleOf(20);
    const here = await buildInstance(db, mod.id, { academicYear: 2026, hub });
    const there = await buildInstance(db, mod.id, { academicYear: 2026, hub: 'Leeds' });
    await call('POST', `/module-instances/${here}/places`, registry, { studentIds: [max.id, nia.id] });
    await db.kysely
      .updateTable('results')
      .set({ outcome: 'Withdrawn' })
      .where('module_instance_id', '=', here)
      .where('engagement_id', '=', nia.engagementId)
      .execute();
    const res = await call('POST', `/module-instances/${there}/places`, registry, { studentIds: [max.id, nia.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      placed: [{ studentId: nia.id, name: 'Nia Placed' }],
      refused: [
        {
          studentId: max.id,
          name: 'Max Placed',
          reason: `Already placed on this module in 2026/27 at ${hub}: one place per module a year.`,
        },
      ],
    });
    const places = await db.kysely
      .selectFrom('results')
      .select('module_instance_id')
      .where('engagement_id', '=', max.engagementId)
      .where('module_instance_id', 'in', [here, there])
      .execute();
    expect(places.map((p) => p.module_instance_id)).toEqual([here]);
  });

  it('needs students:edit, and a real instance', async () => {
    const jo = await student('Jo');
    const mod = await moduleOf(20);
    const instanceId = await buildInstance(db, mod.id, { academicYear: 2026, hub });
    expect(
      (await call('POST', `/module-instances/${instanceId}/places`, viewer, { studentIds: [jo.id] })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/module-instances/999999/places', registry, { studentIds: [jo.id] })).statusCode).toBe(
      404,
    );
    const bad = await call('POST', `/module-instances/${instanceId}/places`, registry, { studentIds: [] });
    expect(bad.statusCode).toBe(422);
  });
});

describe('taking a student off an instance', () => {
  it('removes a place without marks, and refuses one with marks, saying why', async () => {
    const kim = await student('Kim');
    const lou = await student('Lou');
    const mod = await moduleOf(20);
    const instanceId = await buildInstance(db, mod.id, { academicYear: 2026, hub });
    await call('POST', `/module-instances/${instanceId}/places`, registry, { studentIds: [kim.id, lou.id] });
    const now = new Date().toISOString();
    const { id: assignmentId } = await db.kysely
      .insertInto('assignments')
      .values({
        module_instance_id: instanceId,
        title: 'Essay',
        due_date: '2027-01-10',
        weight: 100,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('submissions')
      .values({
        assignment_id: assignmentId,
        engagement_id: lou.engagementId,
        submitted_on: '2027-01-09',
        mark: 61,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const refused = await call('DELETE', `/module-instances/${instanceId}/places/${lou.id}`, registry);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The place stays: marks are recorded on ${mod.code} (Essay: 61). Record the outcome (Withdrawn or Deferred) instead.`,
    );
    expect((await call('DELETE', `/module-instances/${instanceId}/places/${kim.id}`, viewer)).statusCode).toBe(403);
    const removed = await call('DELETE', `/module-instances/${instanceId}/places/${kim.id}`, registry);
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', `/module-instances/${instanceId}/places/${kim.id}`, registry)).statusCode).toBe(404);
    const listed = (await call('GET', `/module-instances/${instanceId}/students`, registry)).json();
    expect(listed.items.map((s: { name: string }) => s.name)).toEqual(['Lou Placed']);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'module-instances')
      .where('entity_id', '=', String(instanceId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['place', 'remove place']);
  });
});
