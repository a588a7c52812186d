import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recurringJobTypes } from '../jobs/recurring.ts';
import { admissionsAddress, BAP_REMINDER_JOB, queuePanelReminders } from './reminders.ts';

// Issue 20, feature bap: admissions see the BAP candidates (upcoming panels first), record each
// one's stage, panel date, outcome and the diocese's recommendation (version-checked, audited), and
// get a reminder e-mail once per candidate and panel date in the week before; off, no calls.

const t = await createTestApp({ FEATURES: 'bap' });
const off = await createTestApp();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function application(app: TestApp, lastName: string, commitment: object | null, submitted = true) {
  const user = await buildUser(app.db, { firstName: 'Ann', lastName });
  const now = new Date().toISOString();
  const row = await app.db.kysely
    .insertInto('applications')
    .values({
      person_id: user.personId,
      status: 'Submitted',
      course: 'BTh',
      diocese: 'Durham',
      commitment: commitment === null ? null : JSON.stringify(commitment),
      submitted_at: submitted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function recommendation(app: TestApp, applicationId: number, type = 'BAP stage 2 recommendation') {
  const now = new Date().toISOString();
  const file = await app.db.kysely
    .insertInto('files')
    .values({
      storage_key: `evidence/${applicationId}-${type.length}`,
      original_name: 'recommendation.pdf',
      content_type: 'application/pdf',
      size: 10,
      sha256: 'x',
      uploaded_by_user_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ev = await app.db.kysely
    .insertInto('application_evidence')
    .values({
      application_id: applicationId,
      file_id: file.id,
      source: 'Diocese',
      type,
      uploaded_by_user_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(ev.id);
}

const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object, app = t) =>
  app.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('BAP candidates (feature bap)', () => {
  it('lists candidates from the application answers, upcoming panels first, and not the others', async () => {
    const admissions = await login(
      t.app,
      await buildUser(t.db, { permissions: 'applications:view applications:edit' }),
    );
    const later = await application(t, 'Later', { bap: 'Booked', panelDate: day(30) });
    const sooner = await application(t, 'Sooner', { bap: 'Booked', panelDate: day(3) });
    const notYet = await application(t, 'Aardvark', { bap: 'Not yet booked', panelDate: '' });
    const lay = await application(t, 'Lay', { bap: 'Not applicable', panelDate: '' });
    const draft = await application(t, 'Draft', { bap: 'Booked', panelDate: day(2) }, false);

    const res = await call(admissions, 'GET', '/bap/candidates');
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ candidates: { applicationId: number }[] }>().candidates.map((c) => c.applicationId);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(notYet));
    expect(ids).not.toContain(lay);
    expect(ids).not.toContain(draft);
    expect(res.json()).toMatchObject({ abilities: { canEdit: true } });

    const one = await call(admissions, 'GET', `/applications/${sooner}/bap`);
    expect(one.json()).toMatchObject({
      candidate: { stage: 'Stage 2 panel booked', panelDate: day(3), answer: 'Booked', version: 0, evidence: null },
      evidenceOptions: [],
    });
  });

  it('records stage, outcome and recommendation; a stale version is 409; bad input 422; audited', async () => {
    const admissions = await login(
      t.app,
      await buildUser(t.db, { permissions: 'applications:view applications:edit' }),
    );
    const id = await application(t, 'Record', { bap: 'Booked', panelDate: day(10) });
    const evidence = await recommendation(t, id);
    const otherType = await recommendation(t, id, 'Finance');

    const first = await call(admissions, 'PUT', `/applications/${id}/bap`, {
      stage: 'Panel held',
      panelDate: day(-1),
      notes: 'Held at Cuddesdon',
      version: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stage: 'Panel held', panelDate: day(-1), version: 1 });

    const stale = await call(admissions, 'PUT', `/applications/${id}/bap`, {
      stage: 'Recommended',
      panelDate: day(-1),
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict' });

    const noDate = await call(admissions, 'PUT', `/applications/${id}/bap`, { stage: 'Recommended', version: 1 });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.body).toContain('Give the panel date for this stage.');
    const wrongFile = await call(admissions, 'PUT', `/applications/${id}/bap`, {
      stage: 'Recommended',
      panelDate: day(-1),
      evidenceId: otherType,
      version: 1,
    });
    expect(wrongFile.statusCode).toBe(422);

    const outcome = await call(admissions, 'PUT', `/applications/${id}/bap`, {
      stage: 'Recommended',
      panelDate: day(-1),
      notes: 'Held at Cuddesdon',
      evidenceId: evidence,
      version: 1,
    });
    expect(outcome.json()).toMatchObject({
      stage: 'Recommended',
      version: 2,
      evidence: { id: evidence, fileName: 'recommendation.pdf' },
    });
    const read = await call(admissions, 'GET', `/applications/${id}/bap`);
    expect(read.json()).toMatchObject({
      evidenceOptions: [{ id: evidence }],
      candidate: { notes: 'Held at Cuddesdon' },
    });

    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'applications')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['bap-update', 'bap-update']);
    expect(JSON.stringify(audits[1])).toContain('Recommended');

    expect((await call(admissions, 'GET', '/applications/999999/bap')).statusCode).toBe(404);
  });

  it('needs applications:edit to change and applications:view to read', async () => {
    const viewer = await login(t.app, await buildUser(t.db, { permissions: 'applications:view' }));
    const id = await application(t, 'Viewer', { bap: 'Not yet booked' });
    expect((await call(viewer, 'GET', `/applications/${id}/bap`)).json()).toMatchObject({
      abilities: { canEdit: false },
    });
    const put = await call(viewer, 'PUT', `/applications/${id}/bap`, { stage: 'Stage 1', version: 0 });
    expect(put.statusCode).toBe(403);
    const nobody = await login(t.app, await buildUser(t.db, { permissions: '' }));
    expect((await call(nobody, 'GET', '/bap/candidates')).statusCode).toBe(403);
  });

  it('reminds admissions once per candidate and panel date in the week before', async () => {
    const admissions = await login(
      t.app,
      await buildUser(t.db, { permissions: 'applications:view applications:edit' }),
    );
    const soon = await application(t, 'Soon', null);
    const far = await application(t, 'Far', null);
    const save = (id: number, panelDate: string, version: number) =>
      call(admissions, 'PUT', `/applications/${id}/bap`, { stage: 'Stage 2 panel booked', panelDate, version });
    await save(soon, day(5), 0);
    await save(far, day(20), 0);

    const outbox = () =>
      t.db.kysely
        .selectFrom('outbox')
        .select(['related_id', 'data', 'to_email'])
        .where('template_key', '=', 'bap-panel-reminder')
        .execute();
    const before = (await outbox()).length;
    expect(await queuePanelReminders(t.db, 'admissions@example.ac.uk')).toBeGreaterThanOrEqual(1);
    const sent = (await outbox()).slice(before);
    expect(sent.map((m) => m.to_email)).toContain('admissions@example.ac.uk');
    expect(sent.map((m) => m.data).join()).toContain('Ann Soon');
    expect(sent.map((m) => m.data).join()).not.toContain('Ann Far');
    expect(await queuePanelReminders(t.db, 'admissions@example.ac.uk')).toBe(0);

    await save(soon, day(6), 1);
    expect(await queuePanelReminders(t.db, 'admissions@example.ac.uk')).toBe(1);
    expect(recurringJobTypes()).toContain(BAP_REMINDER_JOB);
    expect(admissionsAddress('St Aidan’s <admissions@example.ac.uk>')).toBe('admissions@example.ac.uk');
  });

  it("shows a student's own BAP stage on their record (students:view), null for a non-candidate", async () => {
    const registry = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    const admissions = await login(
      t.app,
      await buildUser(t.db, { permissions: 'applications:view applications:edit students:view' }),
    );
    const personOf = async (applicationId: number) =>
      Number(
        (
          await t.db.kysely
            .selectFrom('applications')
            .select('person_id')
            .where('id', '=', applicationId)
            .executeTakeFirstOrThrow()
        ).person_id,
      );
    const appId = await application(t, 'Ordinand', { bap: 'Booked', panelDate: day(12) });
    const student = await buildStudent(t.db, await personOf(appId));
    const lay = await application(t, 'Layreader', { bap: 'Not applicable' });
    const layStudent = await buildStudent(t.db, await personOf(lay));

    const read = await call(registry, 'GET', `/students/${student.id}/bap`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      candidate: { applicationId: appId, stage: 'Stage 2 panel booked', panelDate: day(12), version: 0 },
      abilities: { canEdit: false },
    });
    expect((await call(registry, 'GET', `/students/${layStudent.id}/bap`)).json()).toEqual({
      candidate: null,
      abilities: { canEdit: false, canOpenApplication: false },
    });

    const saved = await call(admissions, 'PUT', `/applications/${appId}/bap`, {
      stage: 'Recommended',
      panelDate: day(-1),
      notes: 'Recommended for training.',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(admissions, 'GET', `/students/${student.id}/bap`)).json()).toMatchObject({
      candidate: { stage: 'Recommended', notes: 'Recommended for training.', version: 1 },
      abilities: { canEdit: true },
    });
    expect((await call(registry, 'GET', '/students/999999/bap')).statusCode).toBe(404);
    const outsider = await login(t.app, await buildUser(t.db, { permissions: 'applications:view' }));
    expect((await call(outsider, 'GET', `/students/${student.id}/bap`)).statusCode).toBe(403);
  });

  it('is absent while the feature is off', async () => {
    const cookie = await login(
      off.app,
      await buildUser(off.db, { permissions: 'applications:view applications:edit' }),
    );
    expect((await call(cookie, 'GET', '/bap/candidates', undefined, off)).statusCode).toBe(404);
    expect((await call(cookie, 'GET', '/applications/1/bap', undefined, off)).statusCode).toBe(404);
    expect((await call(cookie, 'GET', '/students/1/bap', undefined, off)).statusCode).toBe(404);
  });
});
