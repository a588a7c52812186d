import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { studentOn, today } from '../engagements/engagement-test-support.ts';
import { buildInstance, buildModule } from '../teaching/teaching-factories.ts';

// Issue 15: a programme's levels and transferability are System data's, not constants. A
// programme a college adds (MMin, studied at levels 6 and 7, 240 credits) is accepted by a
// transfer, by placing a cohort on a module and by progression at its own levels; turning its
// transferability off in System data stops transfers out of it at once.

const { app, db } = await createTestApp();
let admin: string;
let registry: string;
const hub = 'Durham';

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function mmin() {
  const listed = (await call('GET', '/system-data/programmes', admin)).json().programmes as {
    id: number;
    code: string;
    version: number;
  }[];
  return listed.find((p) => p.code === 'MMin')!;
}

async function studentOnMMin(level: string) {
  const student = await studentOn(db, { programmeCode: 'MMin', level, hub });
  await db.kysely
    .updateTable('engagements')
    .set({ intention: 'Continue' })
    .where('id', '=', student.engagementId)
    .execute();
  return student;
}

const transfer = (engagementId: number, programmeCode: string, level: string) =>
  call('POST', `/engagements/${engagementId}/transfer`, registry, {
    programmeCode,
    level,
    reason: 'Onwards',
    effectiveDate: today(),
    version: 1,
  });

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu' }));
  registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));
  const added = await call('POST', '/system-data/programmes', admin, {
    code: 'MMin',
    title: 'MMin in Ministry',
    award: 'MMin',
    levels: ['6', '7'],
    credits: 240,
    transferable: true,
    paces: ['FT', 'PT'],
  });
  expect(added.statusCode, added.body).toBe(201);
});

describe('a programme added in System data, with its own levels', () => {
  it('is offered with its levels and transferability by GET lookups/programmes', async () => {
    const choices = (await call('GET', '/lookups/programmes', registry)).json();
    expect(choices.programmes).toContainEqual({ code: 'MMin', levels: ['6', '7'], transferable: true });
    expect(choices.programmes).toContainEqual({ code: 'MA', levels: ['7', '7Diss'], transferable: false });
  });

  it('takes a transfer in at one of its levels only', async () => {
    const student = await studentOn(db, { programmeCode: 'CertHE', level: '4', hub });
    await db.kysely
      .updateTable('engagements')
      .set({ intention: 'Continue' })
      .where('id', '=', student.engagementId)
      .execute();
    const low = await transfer(student.engagementId, 'MMin', '4');
    expect(low.statusCode).toBe(422);
    expect(low.json().details).toEqual([
      { param: 'level', message: 'MMin is studied at level 6 or 7: choose one of those.' },
    ]);
    const ok = await transfer(student.engagementId, 'MMin', '6');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ programmeCode: 'MMin', level: '6', status: 'Current' });
  });

  it('lets students transfer out while System data says it is transferable, and not once it says not', async () => {
    const first = await studentOnMMin('6');
    const listed = (await call('GET', `/students/${first.id}/engagements`, registry)).json();
    expect(listed.items ?? listed.engagements ?? listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ programmeCode: 'MMin', canTransfer: true })]),
    );
    expect((await transfer(first.engagementId, 'BTh', '6')).statusCode).toBe(201);

    const programme = await mmin();
    const off = await call('PATCH', `/system-data/programmes/${programme.id}`, admin, {
      version: programme.version,
      transferable: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const second = await studentOnMMin('7');
    const after = (await call('GET', `/students/${second.id}/engagements`, registry)).json();
    expect(after.items ?? after.engagements ?? after).toEqual(
      expect.arrayContaining([expect.objectContaining({ programmeCode: 'MMin', canTransfer: false })]),
    );
    const refused = await transfer(second.engagementId, 'BTh', '6');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      { param: 'engagement', message: 'Students on MMin cannot transfer to another programme.' },
    ]);
  });

  it('is placed on a module as a cohort at its own levels; another level is a 422 on the level', async () => {
    const student = await studentOnMMin('7');
    const mod = await buildModule(db);
    await db.kysely.updateTable('modules').set({ credits: 20, level: '7' }).where('id', '=', mod.id).execute();
    const instanceId = await buildInstance(db, mod.id, {
      academicYear: Number(today().slice(0, 4)) - (Number(today().slice(5, 7)) >= 8 ? 0 : 1),
      hub,
    });
    const placed = await call('POST', `/module-instances/${instanceId}/places`, registry, {
      cohort: { programme: 'MMin', level: '7', hub },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().placed).toContainEqual(expect.objectContaining({ studentId: student.id }));
    const wrong = await call('POST', `/module-instances/${instanceId}/places`, registry, {
      cohort: { programme: 'MMin', level: '5', hub },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([
      { param: 'cohort.level', message: 'MMin is studied at level 6 or 7: choose one of those.' },
    ]);
    const unknown = await call('POST', `/module-instances/${instanceId}/places`, registry, {
      cohort: { programme: 'BSc', level: '5', hub },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details[0]).toMatchObject({ param: 'cohort.programme' });
  });

  it('progresses at its own levels: 120 credits at level 6 lead to level 7', async () => {
    const student = await studentOnMMin('6');
    const mod = await buildModule(db);
    await db.kysely.updateTable('modules').set({ level: '6', credits: 120 }).where('id', '=', mod.id).execute();
    const instanceId = await buildInstance(db, mod.id);
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('results')
      .values({
        engagement_id: student.engagementId,
        session_id: null,
        module_instance_id: instanceId,
        outcome: 'Passed',
        mark: 60,
        credits_awarded: 120,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const view = (await call('GET', `/engagements/${student.engagementId}/progression`, registry)).json();
    expect(view.levels).toEqual([
      { level: '6', passed: 120, needed: 120 },
      { level: '7', passed: 0, needed: 120 },
    ]);
    expect(view.current).toMatchObject({ passed: 120, needed: 120, nextLevel: '7', suggested: 'progress' });
    const up = await call('POST', `/engagements/${student.engagementId}/progression`, registry, {
      decision: 'progress',
      effectiveDate: today(),
      version: 1,
    });
    expect(up.statusCode, up.body).toBe(200);
    const engagement = await db.kysely
      .selectFrom('engagements')
      .select('level')
      .where('id', '=', student.engagementId)
      .executeTakeFirstOrThrow();
    expect(engagement.level).toBe('7');
  });
});
