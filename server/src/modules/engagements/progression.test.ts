import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildInstance, buildModule } from '../teaching/teaching-factories.ts';
import { auditOf, changesOf, engagementRow, sessionsOf, studentOn, today } from './engagement-test-support.ts';

// Issue 18, progression at the exam board: credits passed per level against 120 (spec 9), the
// decision (progress, repeat, exit), the exit award on the engagement, completion through the
// status-change path.

const { app, db } = await createTestApp();
let registry: string;
let viewer: string;

beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
  viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
});

/** A confirmed, passed place at `level` giving `credits`. */
async function passed(engagementId: number, level: string, credits: number) {
  const mod = await buildModule(db);
  await db.kysely.updateTable('modules').set({ level, credits }).where('id', '=', mod.id).execute();
  const instanceId = await buildInstance(db, mod.id);
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('results')
    .values({
      engagement_id: engagementId,
      session_id: null,
      module_instance_id: instanceId,
      outcome: 'Passed',
      mark: 60,
      credits_awarded: credits,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const read = (id: number, cookie = registry) =>
  app.inject({ method: 'GET', url: `/api/engagements/${id}/progression`, headers: { cookie } });
const decide = (id: number, decision: string, version = 1, cookie = registry) =>
  app.inject({
    method: 'POST',
    url: `/api/engagements/${id}/progression`,
    headers: { cookie },
    payload: { decision, effectiveDate: today(), version },
  });

describe('progression and the exit award', () => {
  it('shows credits per level and refuses progress or exit the credits do not allow; repeat leaves the year Incomplete', async () => {
    const ann = await studentOn(db);
    await passed(ann.engagementId, '4', 100);
    const view = (await read(ann.engagementId, viewer)).json();
    expect(view.levels).toEqual([
      { level: '4', passed: 100, needed: 120 },
      { level: '5', passed: 0, needed: 120 },
      { level: '6', passed: 0, needed: 120 },
    ]);
    expect(view.current).toMatchObject({ passed: 100, needed: 120, suggested: 'repeat', exitAward: null });
    expect((await decide(ann.engagementId, 'repeat', 1, viewer)).statusCode).toBe(403);

    const up = await decide(ann.engagementId, 'progress');
    expect(up.statusCode).toBe(422);
    expect(up.json().details).toEqual([
      {
        param: 'decision',
        message: 'Only 100 of the 120 credits this level needs are passed: the student cannot progress.',
      },
    ]);
    expect((await decide(ann.engagementId, 'exit')).json().details[0].param).toBe('decision');

    const repeat = await decide(ann.engagementId, 'repeat');
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json().decisions).toEqual([
      expect.objectContaining({ level: '4', decision: 'repeat', exitAward: null }),
    ]);
    expect((await sessionsOf(db, ann.engagementId))[0]).toMatchObject({ status: 'Incomplete', progression: 'repeat' });
    expect((await engagementRow(db, ann.engagementId)).level).toBe('4');
  });

  it('progresses to the next level at 120 credits, audited; a stale version is a 409', async () => {
    const bob = await studentOn(db);
    await passed(bob.engagementId, '4', 120);
    expect((await decide(bob.engagementId, 'progress', 7)).statusCode).toBe(409);
    const done = await decide(bob.engagementId, 'progress');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ level: '5', status: 'Current', version: 2 });
    expect((await sessionsOf(db, bob.engagementId))[0]).toMatchObject({ status: 'Completed', progression: 'progress' });
    const audit = (await auditOf(db, bob.id)).find((a) => a.action === 'progression');
    expect(JSON.parse(audit?.changes ?? '[]')).toContainEqual({ field: 'level', before: '4', after: '5' });
  });

  it('completes the programme when the last level is passed, with its award, through the status path', async () => {
    const cat = await studentOn(db, { level: '6' });
    for (const level of ['4', '5', '6']) await passed(cat.engagementId, level, 120);
    const done = await decide(cat.engagementId, 'progress');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Completed', exitAward: 'Bth', level: '6' });
    const row = await engagementRow(db, cat.engagementId);
    expect(row).toMatchObject({ status: 'Completed', exit_award: 'Bth', end_date: today() });
    expect((await changesOf(db, cat.engagementId)).map((c) => c.to_status)).toContain('Completed');
    expect((await sessionsOf(db, cat.engagementId))[0]).toMatchObject({
      status: 'Completed',
      progression_award: 'Bth',
    });
  });

  it('exits with the award the credits give (CertHE after level 4), the engagement Withdrawn', async () => {
    const dan = await studentOn(db, { level: '5' });
    await passed(dan.engagementId, '4', 120);
    await passed(dan.engagementId, '5', 40);
    const out = await decide(dan.engagementId, 'exit');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ status: 'Withdrawn', exitAward: 'CertHE' });
    expect((await sessionsOf(db, dan.engagementId))[0]).toMatchObject({ status: 'Incomplete', progression: 'exit' });
    expect((await read(999999)).statusCode).toBe(404);
  });

  it('refuses a second decision for a session (409) and a repeat over a Completed session', async () => {
    const eve = await studentOn(db);
    await passed(eve.engagementId, '4', 120);
    expect((await decide(eve.engagementId, 'progress')).statusCode).toBe(200);
    const again = await decide(eve.engagementId, 'repeat', 2);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toMatch(/already has the exam board's decision \(progress\)/);
    expect((await sessionsOf(db, eve.engagementId))[0]).toMatchObject({ status: 'Completed', progression: 'progress' });
    expect((await engagementRow(db, eve.engagementId)).level).toBe('5');

    const fay = await studentOn(db);
    await db.kysely
      .updateTable('engagement_sessions')
      .set({ status: 'Completed' })
      .where('engagement_id', '=', fay.engagementId)
      .execute();
    const repeat = await decide(fay.engagementId, 'repeat');
    expect(repeat.statusCode, repeat.body).toBe(409);
    expect(repeat.json().message).toMatch(/is Completed; a repeat cannot reopen it/);
    expect((await sessionsOf(db, fay.engagementId))[0]).toMatchObject({ status: 'Completed', progression: null });
  });
});
