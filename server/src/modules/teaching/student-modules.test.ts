import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildInstance, buildModule } from './teaching-factories.ts';

// Issue 18, the student record's Modules tab: the places per session with the marks so far, the
// instances registry could still place the student on, placing from there with the bulk checks,
// and removing a place (refused with the reason once it has marks).

const { app, db } = await createTestApp();

let registry: string;
let reader: string;
let outsider: string;
const hub = 'Bristol';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function moduleAt(level: string, credits: number) {
  const mod = await buildModule(db);
  await db.kysely.updateTable('modules').set({ credits, level }).where('id', '=', mod.id).execute();
  return mod;
}

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  reader = await login(app, await buildUser(db, { permissions: 'students:view' }));
  outsider = await login(app, await buildUser(db, { permissions: 'modules:view' }));
});

describe('the Modules tab of a student record', () => {
  it('lists places per session with marks so far, offers what can be placed, places and removes', async () => {
    const person = await buildUser(db, { firstName: 'Mo', lastName: 'Tabbed' });
    const mo = await buildStudent(db, person.personId, { programmeCode: 'BTh', level: '5', hub });
    const big = await moduleAt('5', 100);
    const small = await moduleAt('5', 40);
    const other = await moduleAt('6', 20);
    const bigInstance = await buildInstance(db, big.id, { academicYear: 2026, hub });
    const smallInstance = await buildInstance(db, small.id, { academicYear: 2026, hub });
    await buildInstance(db, other.id, { academicYear: 2026, hub });
    await db.kysely.updateTable('module_instances').set({ capacity: 3 }).where('id', '=', smallInstance).execute();

    const empty = await call('GET', `/students/${mo.id}/modules`, registry);
    expect(empty.statusCode, empty.body).toBe(200);
    const [session] = empty.json().sessions;
    expect(session).toMatchObject({ academicYear: 2026, label: '2026/27', status: 'Current', credits: 0, places: [] });
    const offered = session.options.filter((o: { instanceId: number }) =>
      [bigInstance, smallInstance].includes(o.instanceId),
    );
    expect(offered).toEqual([
      expect.objectContaining({
        instanceId: bigInstance,
        moduleCode: big.code,
        credits: 100,
        placed: 0,
        capacity: null,
      }),
      expect.objectContaining({
        instanceId: smallInstance,
        moduleCode: small.code,
        credits: 40,
        placed: 0,
        capacity: 3,
      }),
    ]);
    expect(session.options.every((o: { moduleCode: string }) => o.moduleCode !== other.code)).toBe(true);
    expect(empty.json().abilities).toEqual({ canPlace: true });

    // Placing from the tab is the instance's place call with the same checks: 100 + 40 > 120.
    const first = await call('POST', `/module-instances/${bigInstance}/places`, registry, { studentIds: [mo.id] });
    expect(first.json().placed).toHaveLength(1);
    const second = await call('POST', `/module-instances/${smallInstance}/places`, registry, { studentIds: [mo.id] });
    expect(second.json()).toEqual({
      placed: [],
      refused: [{ studentId: mo.id, name: 'Mo Tabbed', reason: 'Would have 140 credits at level 5; a level has 120.' }],
    });

    const now = new Date().toISOString();
    const { id: essay } = await db.kysely
      .insertInto('assignments')
      .values({
        module_instance_id: bigInstance,
        title: 'Essay',
        due_date: '2027-01-10',
        weight: 60,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('assignments')
      .values({
        module_instance_id: bigInstance,
        title: 'Exam',
        due_date: '2027-05-10',
        weight: 40,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.kysely
      .insertInto('submissions')
      .values({
        assignment_id: essay,
        engagement_id: mo.engagementId,
        submitted_on: '2027-01-09',
        mark: 58,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const listed = (await call('GET', `/students/${mo.id}/modules`, reader)).json();
    expect(listed.abilities).toEqual({ canPlace: false });
    expect(listed.sessions[0].options).toEqual([]);
    expect(listed.sessions[0].credits).toBe(100);
    expect(listed.sessions[0].places).toEqual([
      {
        instanceId: bigInstance,
        moduleId: big.id,
        moduleCode: big.code,
        moduleTitle: big.title,
        level: '5',
        credits: 100,
        hub,
        tutor: null,
        marks: [
          { title: 'Essay', weight: 60, mark: 58 },
          { title: 'Exam', weight: 40, mark: null },
        ],
        mark: null,
        outcome: 'Enrolled',
        creditsAwarded: null,
        removeRefusal: `The place stays: marks are recorded on ${big.code} (Essay: 58). Record the outcome (Withdrawn or Deferred) instead.`,
      },
    ]);
    const kept = await call('DELETE', `/module-instances/${bigInstance}/places/${mo.id}`, registry);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(listed.sessions[0].places[0].removeRefusal);

    // Without the mark the place goes, and the small module can then be taken.
    await db.kysely.updateTable('submissions').set({ mark: null }).where('assignment_id', '=', essay).execute();
    expect((await call('DELETE', `/module-instances/${bigInstance}/places/${mo.id}`, registry)).statusCode).toBe(204);
    await call('POST', `/module-instances/${smallInstance}/places`, registry, { studentIds: [mo.id] });
    const elsewhere = await buildInstance(db, small.id, { academicYear: 2026, hub: 'Online' });
    const after = (await call('GET', `/students/${mo.id}/modules`, registry)).json().sessions[0];
    // Another hub's instance of a module the student already takes that year is not offered.
    expect(after.options.find((o: { instanceId: number }) => o.instanceId === elsewhere)).toBeUndefined();
    expect(after.places.map((p: { moduleCode: string }) => p.moduleCode)).toEqual([small.code]);
    expect(after.options.find((o: { instanceId: number }) => o.instanceId === smallInstance)).toBeUndefined();
    expect(after.options.find((o: { instanceId: number }) => o.instanceId === bigInstance)).toMatchObject({
      placed: 0,
    });
  });

  it('needs students:view, and a real student', async () => {
    const person = await buildUser(db);
    const st = await buildStudent(db, person.personId, { hub });
    expect((await call('GET', `/students/${st.id}/modules`, outsider)).statusCode).toBe(403);
    expect((await call('GET', '/students/9999999/modules', reader)).statusCode).toBe(404);
    expect((await call('GET', '/students/abc/modules', reader)).statusCode).toBe(404);
  });
});
