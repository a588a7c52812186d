import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { buildFaculty, buildInstance, buildModule, buildResult } from '../teaching/teaching-factories.ts';
import { financeValidation } from '../finance/validation.ts';

// Issue 20, feature `residentialAttendance`: residentials per module instance, a register per
// residential kept by registry or the instance's tutor (present, late, absent with a reason), saved
// in one transaction with a version; the attendance on the student's record; off, no routes.

const { app, db } = await createTestApp({ FEATURES: 'residentialAttendance' });
const registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
const tutorUser = await buildUser(db, { permissions: 'mystudents:menu' });
const tutor = await login(app, tutorUser);
const otherTutorUser = await buildUser(db, { permissions: 'mystudents:menu' });
const otherTutor = await login(app, otherTutorUser);
const viewer = await login(app, await buildUser(db, { permissions: 'students:view' }));
const tutorFaculty = await buildFaculty(db, { personId: tutorUser.personId });
await buildFaculty(db, { personId: otherTutorUser.personId });
const mod = await buildModule(db);
const instance = await buildInstance(db, mod.id, { academicYear: 2026, hub: 'York', tutorId: tutorFaculty });
const otherInstance = await buildInstance(db, mod.id, { academicYear: 2026, hub: 'Bristol' });
const ann = await buildStudent(db, (await buildUser(db, { firstName: 'Ann', lastName: 'Abbott' })).personId);
const bob = await buildStudent(db, (await buildUser(db, { firstName: 'Bob', lastName: 'Baker' })).personId);
const cat = await buildStudent(db, (await buildUser(db, { firstName: 'Cat', lastName: 'Cole' })).personId);
await buildResult(db, ann.engagementId, instance);
await buildResult(db, bob.engagementId, instance);
await buildResult(db, cat.engagementId, otherInstance);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const week = { title: 'September hub week', startsOn: '2026-09-14', endsOn: '2026-09-18' };

describe('residentialAttendance (feature on)', () => {
  let id = 0;
  it('adds residentials: registry to any instance, a tutor only to their own; bad input is a 422', async () => {
    const made = await call('POST', '/residentials', tutor, { moduleInstanceId: instance, ...week });
    expect(made.statusCode).toBe(201);
    id = made.json().residential.id;
    expect(made.json().rows.map((r: { name: string; status: null }) => [r.name, r.status])).toEqual([
      ['Ann Abbott', null],
      ['Bob Baker', null],
    ]);
    expect((await call('POST', '/residentials', tutor, { moduleInstanceId: otherInstance, ...week })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/residentials', viewer, { moduleInstanceId: instance, ...week })).statusCode).toBe(403);
    const backwards = await call('POST', '/residentials', registry, {
      ...week,
      moduleInstanceId: instance,
      endsOn: '2026-09-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().details).toEqual([
      { param: 'endsOn', message: 'The last day cannot be before the first.' },
    ]);
    expect((await call('POST', '/residentials', registry, { moduleInstanceId: 999999, ...week })).statusCode).toBe(404);
    expect(
      (await call('POST', '/residentials', registry, { moduleInstanceId: otherInstance, ...week })).statusCode,
    ).toBe(201);
    const mine = (await call('GET', '/residentials', tutor)).json();
    expect(mine.residentials.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(mine.instances.map((i: { id: number }) => i.id)).toEqual([instance]);
    expect(mine.abilities).toEqual({ canManageAll: false });
    expect((await call('GET', '/residentials', registry)).json().residentials).toHaveLength(2);
    expect((await call('GET', `/residentials/${id}`, otherTutor)).statusCode).toBe(403);
  });

  it('saves a register in one go: a reason for each absence, only students on the instance, 409 when stale', async () => {
    const { version } = (await call('GET', `/residentials/${id}`, tutor)).json();
    const noReason = await call('PUT', `/residentials/${id}/register`, tutor, {
      version,
      marks: [
        { studentId: ann.id, status: 'Present' },
        { studentId: bob.id, status: 'Absent', reason: ' ' },
      ],
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().details).toEqual([{ param: 'marks.1.reason', message: 'Give the reason for an absence.' }]);
    const stranger = await call('PUT', `/residentials/${id}/register`, tutor, {
      version,
      marks: [
        { studentId: ann.id, status: 'Present' },
        { studentId: cat.id, status: 'Late' },
      ],
    });
    expect(stranger.statusCode).toBe(422);
    expect(
      (await db.kysely.selectFrom('residential_attendance').select('id').execute()).length,
      'nothing of a refused register is kept',
    ).toBe(0);
    const saved = await call('PUT', `/residentials/${id}/register`, tutor, {
      version,
      marks: [
        { studentId: ann.id, status: 'Late', reason: 'Train delayed' },
        { studentId: bob.id, status: 'Absent', reason: 'Ill' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(version + 1);
    expect(saved.json().rows.map((r: { status: string; reason: string }) => [r.status, r.reason])).toEqual([
      ['Late', 'Train delayed'],
      ['Absent', 'Ill'],
    ]);
    expect(saved.json().residential.marked).toBe(2);
    const stale = await call('PUT', `/residentials/${id}/register`, registry, {
      version,
      marks: [{ studentId: ann.id, status: 'Present' }],
    });
    expect(stale.statusCode).toBe(409);
    const fixed = await call('PUT', `/residentials/${id}/register`, registry, {
      version: version + 1,
      marks: [{ studentId: ann.id, status: 'Present', reason: 'ignored' }],
    });
    expect(fixed.json().rows[0]).toMatchObject({ name: 'Ann Abbott', status: 'Present', reason: '' });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'residentials')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.parse(String(audit[2]?.changes))).toEqual([
      { field: `student ${ann.id}`, before: 'Late: Train delayed', after: 'Present' },
    ]);
  });

  it('shows the attendance on the student record (students:view)', async () => {
    const bobs = await call('GET', `/students/${bob.id}/residential-attendance`, viewer);
    expect(bobs.json().items).toEqual([
      {
        residentialId: id,
        title: 'September hub week',
        module: `${mod.code} ${mod.title}`,
        startsOn: '2026-09-14',
        endsOn: '2026-09-18',
        status: 'Absent',
        reason: 'Ill',
      },
    ]);
    expect((await call('GET', `/students/${cat.id}/residential-attendance`, viewer)).json().items).toEqual([]);
    expect((await call('GET', `/students/${bob.id}/residential-attendance`, tutor)).statusCode).toBe(403);
    expect((await call('GET', '/students/999999/residential-attendance', viewer)).statusCode).toBe(404);
  });

  it('feeds the Validation page: each absence of the academic year, only while the feature is on', async () => {
    const on = await financeValidation(db.kysely, '2026-11-01', ['invoices', 'residentialAttendance']);
    const check = on.checks.find((c) => c.key === 'residential-absences');
    expect(check).toMatchObject({ count: 1, recordTab: null });
    expect(check?.items).toEqual([
      expect.objectContaining({ studentId: bob.id, detail: 'Absent from September hub week (14/09/2026): Ill' }),
    ]);
    // The next academic year has had no residential yet.
    const later = await financeValidation(db.kysely, '2027-09-01', ['residentialAttendance']);
    expect(later.checks.find((c) => c.key === 'residential-absences')?.count).toBe(0);
    const off = await financeValidation(db.kysely, '2026-11-01', ['invoices']);
    expect(off.checks.map((c) => c.key)).not.toContain('residential-absences');
    expect(off.checks.find((c) => c.key === 'no-assessment')?.recordTab).toBe('finance');
  });
});

describe('residentialAttendance (feature off)', async () => {
  const off = await createTestApp();
  const cookie = await login(off.app, await buildUser(off.db, { permissions: 'students:view students:edit' }));
  it('has no routes', async () => {
    for (const url of ['/api/residentials', '/api/residentials/1', '/api/students/1/residential-attendance'])
      expect((await off.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
  });
});
