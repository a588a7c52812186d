import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildInstance, buildModule, buildResult } from './teaching-factories.ts';

// Issue 18: the modules a student is expected to take (enrolment: programme, the session's level,
// pace; next year's intention), on the record's Modules tab (expected vs placed, with one click to
// place them through the placement checks) and on the instance's Students tab ("expected but not
// placed"). BTh level 5, part time: 60 credits a year.

const { app, db } = await createTestApp();

let registry: string;
let tutor: string;
const hub = 'Durham';

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function moduleOf(level: string, programme: string, credits: number, active = true) {
  const mod = await buildModule(db);
  await db.kysely
    .updateTable('modules')
    .set({ level, programme, credits, active: active ? 1 : 0 })
    .where('id', '=', mod.id)
    .execute();
  return mod;
}

const student = async (first: string, last: string, overrides = {}) =>
  buildStudent(db, (await buildUser(db, { firstName: first, lastName: last })).personId, {
    programmeCode: 'BTh',
    level: '5',
    hub,
    ...overrides,
  });

let dip: Awaited<ReturnType<typeof moduleOf>>;
let york: Awaited<ReturnType<typeof moduleOf>>;
let long: Awaited<ReturnType<typeof moduleOf>>;
let dipInstance: number;
let longInstance: number;

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  tutor = await login(app, await buildUser(db, { permissions: 'students:view modules:view' }));
  dip = await moduleOf('5', 'DipHE', 20); // DipHE's level 5 is part of the BTh
  york = await moduleOf('5', 'BTh', 20); // taught only at York this year
  long = await moduleOf('5', 'BTh', 40);
  await moduleOf('5', 'NLM', 20); // NLM's, not the BTh's
  await moduleOf('5', 'BTh', 20, false); // retired
  await moduleOf('4', 'BTh', 20); // another level
  dipInstance = await buildInstance(db, dip.id, { academicYear: 2026, hub });
  await buildInstance(db, york.id, { academicYear: 2026, hub: 'York' });
  longInstance = await buildInstance(db, long.id, { academicYear: 2026, hub });
  await db.kysely.updateTable('module_instances').set({ capacity: 1 }).where('id', '=', longInstance).execute();
});

const codesOf = (modules: { moduleCode: string }[]) => modules.map((m) => m.moduleCode);

describe('expected modules', () => {
  it("show on the Modules tab against the places, leaving out what was taken, and one click places them with the placement's checks", async () => {
    const ann = await student('Ann', 'Abbott');
    // A level-5 module passed last year is not expected again, and its credits count at the level.
    const passed = await moduleOf('5', 'BTh', 20);
    await buildResult(db, ann.engagementId, await buildInstance(db, passed.id, { academicYear: 2025, hub }), {
      outcome: 'Passed',
    });
    const cy = await student('Cy', 'Crowe');
    expect(
      (await call('POST', `/module-instances/${longInstance}/places`, registry, { studentIds: [cy.id] })).json().placed,
    ).toHaveLength(1);

    const tab = (await call('GET', `/students/${ann.id}/modules`, registry)).json();
    const session = tab.sessions.find((s: { academicYear: number }) => s.academicYear === 2026);
    expect(session.expected).toEqual({
      level: '5',
      reason: "BTh level 5, PT: 60 credits of the level's modules not yet taken.",
      credits: 60,
      placedCredits: 0,
      modules: [
        {
          moduleId: dip.id,
          moduleCode: dip.code,
          moduleTitle: dip.title,
          credits: 20,
          placed: false,
          instanceId: dipInstance,
          hub,
        },
        {
          moduleId: york.id,
          moduleCode: york.code,
          moduleTitle: york.title,
          credits: 20,
          placed: false,
          instanceId: null,
          hub: null,
        },
        {
          moduleId: long.id,
          moduleCode: long.code,
          moduleTitle: long.title,
          credits: 40,
          placed: false,
          instanceId: longInstance,
          hub,
        },
      ],
    });

    const before = (await call('GET', `/module-instances/${dipInstance}/students`, registry)).json();
    expect(before.expected).toEqual([
      { studentId: ann.id, partnerId: ann.partner_id, name: 'Ann Abbott', programme: 'BTh', level: '5' },
      { studentId: cy.id, partnerId: cy.partner_id, name: 'Cy Crowe', programme: 'BTh', level: '5' },
    ]);
    // Only registry (who can place) is shown them.
    expect((await call('GET', `/module-instances/${dipInstance}/students`, tutor)).json().expected).toEqual([]);

    const place = await call('POST', `/students/${ann.id}/modules/place-expected`, registry, {
      sessionId: session.sessionId,
    });
    expect(place.statusCode, place.body).toBe(200);
    expect(place.json()).toEqual({
      placed: [{ moduleCode: dip.code, hub }],
      refused: [
        { moduleCode: york.code, reason: 'Not taught at Durham in 2026/27.' },
        { moduleCode: long.code, reason: 'The instance is full (1 place).' },
      ],
    });
    const after = (await call('GET', `/students/${ann.id}/modules`, registry)).json();
    const now = after.sessions.find((s: { academicYear: number }) => s.academicYear === 2026);
    expect(codesOf(now.places)).toEqual([dip.code]);
    expect(now.expected.modules.map((m: { placed: boolean }) => m.placed)).toEqual([true, false, false]);
    expect(now.expected.placedCredits).toBe(20);
    const students = (await call('GET', `/module-instances/${dipInstance}/students`, registry)).json();
    expect(students.items.map((s: { name: string }) => s.name)).toEqual(['Ann Abbott']);
    expect(students.expected.map((s: { name: string }) => s.name)).toEqual(['Cy Crowe']);
  });

  it("follow next year's intention: nothing after Withdraw, the year's modules while the student continues", async () => {
    const bo = await student('Bo', 'Birch', { sessionYear: 2027, sessionStatus: 'Starting' });
    const next = await buildInstance(db, dip.id, { academicYear: 2027, hub });
    const expectedOn = async () =>
      (await call('GET', `/module-instances/${next}/students`, registry))
        .json()
        .expected.map((s: { name: string }) => s.name);
    expect(await expectedOn()).toEqual(['Bo Birch']);
    await db.kysely
      .updateTable('engagements')
      .set({ intention: 'Withdraw' })
      .where('id', '=', bo.engagementId)
      .execute();
    expect(await expectedOn()).toEqual([]);
    const tab = (await call('GET', `/students/${bo.id}/modules`, registry)).json();
    expect(tab.sessions[0].expected).toMatchObject({
      level: null,
      modules: [],
      reason: 'The student intends to withdraw: no modules are expected.',
    });
    const place = await call('POST', `/students/${bo.id}/modules/place-expected`, registry, {
      sessionId: tab.sessions[0].sessionId,
    });
    expect(place.json()).toEqual({ placed: [], refused: [] });
  });

  it('places only for registry, and only an open session of the student', async () => {
    const di = await student('Di', 'Dale');
    const other = await student('Ed', 'Eden');
    const sessionOf = async (id: number) =>
      (await call('GET', `/students/${id}/modules`, registry)).json().sessions[0].sessionId as number;
    const url = `/students/${di.id}/modules/place-expected`;
    expect((await call('POST', url, tutor, { sessionId: await sessionOf(di.id) })).statusCode).toBe(403);
    const foreign = await call('POST', url, registry, { sessionId: await sessionOf(other.id) });
    expect(foreign.statusCode).toBe(404);
    expect((await call('POST', url, registry, { sessionId: 'x' })).statusCode).toBe(422);
  });
});
