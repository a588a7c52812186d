import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildInstance, buildModule, buildResult } from '../teaching/teaching-factories.ts';

// Issue 18, System data → Pass marks (admin:admin): seeded 40/40/40/50, edited against the
// version read (409 when stale), audited, and read by the module results at once.

const { app, db } = await createTestApp();
const admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu' }));
const registry = await login(app, await buildUser(db, { permissions: 'students:* modules:view' }));

const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const levelRow = async (level: string) =>
  (
    (await call('GET', '/system-data/pass-marks', admin)).json().levels as {
      level: string;
      mark: number;
      version: number;
    }[]
  ).find((r) => r.level === level)!;

describe('pass marks in System data', () => {
  it('starts at 40 for levels 4-6 and 50 at level 7, for administrators only', async () => {
    const read = await call('GET', '/system-data/pass-marks', admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().levels.map((r: { level: string; mark: number }) => [r.level, r.mark])).toEqual([
      ['4', 40],
      ['5', 40],
      ['6', 40],
      ['7', 50],
    ]);
    expect((await call('GET', '/system-data/pass-marks', registry)).statusCode).toBe(403);
    expect((await call('PUT', '/system-data/pass-marks/4', registry, { version: 1, mark: 45 })).statusCode).toBe(403);
  });

  it('changes a level, audited; refuses a stale version, a bad mark by the field and an unknown level', async () => {
    const bad = await call('PUT', '/system-data/pass-marks/4', admin, { version: 1, mark: 101 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'mark', message: 'The pass mark is at most 100.' }]);
    expect((await call('PUT', '/system-data/pass-marks/9', admin, { version: 1, mark: 45 })).statusCode).toBe(404);

    const saved = await call('PUT', '/system-data/pass-marks/4', admin, { version: 1, mark: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await levelRow('4')).toEqual({ level: '4', mark: 45, version: 2 });
    const stale = await call('PUT', '/system-data/pass-marks/4', admin, { version: 1, mark: 35 });
    expect(stale.statusCode).toBe(409);
    expect((await levelRow('4')).mark).toBe(45);

    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['changes', 'action'])
      .where('entity', '=', 'pass_marks')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('update');
    expect(JSON.parse(audit.changes ?? '[]')).toEqual([{ field: 'pass mark of level 4', before: 40, after: 45 }]);
  });

  it('is what the module results read: 42 at level 4 is a resit once the pass mark is 45', async () => {
    const instanceId = await buildInstance(db, (await buildModule(db)).id);
    const now = new Date().toISOString();
    const { id: essay } = await db.kysely
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
    const student = await buildStudent(db, (await buildUser(db)).personId);
    await buildResult(db, student.engagementId, instanceId);
    const marked = await call('PUT', `/module-instances/${instanceId}/marks`, registry, {
      cells: [{ studentId: student.id, assignmentId: essay, submittedOn: null, mark: 42, version: 0 }],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const results = (await call('GET', `/module-instances/${instanceId}/results`, registry)).json();
    expect(results.passMark).toBe(45);
    expect(results.rows[0]).toMatchObject({ mark: 42, outcome: 'Resit', creditsAwarded: 0 });

    await call('PUT', '/system-data/pass-marks/4', admin, { version: 2, mark: 40 });
    const after = (await call('GET', `/module-instances/${instanceId}/results`, registry)).json();
    expect(after.rows[0]).toMatchObject({ mark: 42, outcome: 'Passed', creditsAwarded: 20 });
  });
});
