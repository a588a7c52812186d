import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { REQUEST_CHANGE_JOB } from './scheduled-changes.ts';
import { type SignedStudent, signedStudent } from '../../test/signed-student.ts';

// Issue 11, point 18: an approved IoS, deferral or withdrawal dated ahead changes nothing on
// approval; a job runs on its date and applies it through the spec 4.2 rule, or records why it
// no longer can. One dated today or earlier applies at once.

const { app, db, ctx } = await createTestApp();
let registry: string;
beforeAll(async () => {
  registry = await login(app, await buildUser(db, { permissions: 'students:view students:edit' }));
});

const plusDays = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const ask = (s: SignedStudent, path: string, effectiveDate: string) =>
  app.inject({
    method: 'POST',
    url: `/api/forms/student/${path}`,
    headers: { cookie: s.cookie },
    payload: { reason: 'Caring for a parent.', effectiveDate },
  });
const decide = (kind: string, id: number, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/students/requests/${kind}/${id}/decision`,
    headers: { cookie: registry },
    payload,
  });
const state = async (s: SignedStudent) => {
  const e = await db.kysely
    .selectFrom('engagements')
    .select(['status', 'intention'])
    .where('id', '=', s.engagementId)
    .executeTakeFirstOrThrow();
  const session = await db.kysely
    .selectFrom('engagement_sessions')
    .select('status')
    .where('id', '=', s.sessionId)
    .executeTakeFirstOrThrow();
  const student = await db.kysely
    .selectFrom('students')
    .select('status')
    .where('id', '=', s.studentId)
    .executeTakeFirstOrThrow();
  const history = await db.kysely
    .selectFrom('engagement_status_changes')
    .select('to_status')
    .where('engagement_id', '=', s.engagementId)
    .execute();
  return {
    engagement: e.status,
    intention: e.intention,
    session: session.status,
    student: student.status,
    history: history.map((h) => h.to_status),
  };
};
const jobsFor = async (requestId: number) =>
  (
    await db.kysely
      .selectFrom('jobs')
      .select(['payload', 'run_at', 'status'])
      .where('type', '=', REQUEST_CHANGE_JOB)
      .execute()
  ).filter((j) => JSON.parse(j.payload).requestId === requestId);
const engagementTab = async (s: SignedStudent) =>
  (await app.inject({ method: 'GET', url: `/api/students/${s.studentId}/engagements`, headers: { cookie: registry } }))
    .json()
    .items.find((e: { id: number }) => e.id === s.engagementId);

describe('an approved interruption dated ahead', () => {
  it('changes nothing on approval, queues a job for its date and shows as scheduled; the job applies it on the day', async () => {
    const s = await signedStudent(app, db);
    const before = await state(s);
    const date = plusDays(7);
    const made = await ask(s, 'ios-request', date);
    expect(made.statusCode, made.body).toBe(201);
    const approved = await decide('IoS', made.json().id, { decision: 'Approved', intention: 'Interrupt studies' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'Approved',
      scheduledFor: date,
      notApplied: null,
      statusLabel: `Approved — takes effect on ${shown(date)}`,
    });

    // Nothing moved: not the engagement, its session, the student's summary or the intention.
    expect(await state(s)).toEqual(before);
    expect(await jobsFor(made.json().id)).toEqual([
      { payload: JSON.stringify({ requestId: made.json().id }), run_at: `${date}T00:00:00.000Z`, status: 'queued' },
    ]);
    const mine = (
      await app.inject({ method: 'GET', url: '/api/forms/student/ios-request', headers: { cookie: s.cookie } })
    ).json().items[0];
    expect(mine.statusLabel).toBe(`Approved — takes effect on ${shown(date)}`);
    expect((await engagementTab(s)).scheduledChanges).toEqual([
      { requestId: made.json().id, kind: 'IoS', toStatus: 'IoS', effectiveDate: date },
    ]);

    // The day before, the job is not due.
    expect(await runDueJobs(ctx, { now: new Date(`${plusDays(6)}T23:59:00.000Z`) })).toBe(0);
    expect((await state(s)).engagement).toBe('Current');

    // On the day the job runs and the change is made through the spec 4.2 rule.
    expect(await runDueJobs(ctx, { now: new Date(`${date}T00:00:00.000Z`) })).toBe(1);
    const after = await state(s);
    expect(after).toMatchObject({ engagement: 'IoS', student: 'IoS', intention: 'Interrupt studies' });
    expect(after.history).toContain('IoS');
    const change = await db.kysely
      .selectFrom('engagement_status_changes')
      .select(['to_status', 'effective_date', 'changed_by_user_id'])
      .where('engagement_id', '=', s.engagementId)
      .where('to_status', '=', 'IoS')
      .executeTakeFirstOrThrow();
    expect(change.effective_date).toBe(date);
    expect(change.changed_by_user_id).not.toBeNull();
    const view = (
      await app.inject({ method: 'GET', url: '/api/forms/student/ios-request', headers: { cookie: s.cookie } })
    ).json().items[0];
    expect(view).toMatchObject({ status: 'Approved', statusLabel: 'Approved', scheduledFor: null });
    expect((await engagementTab(s)).scheduledChanges).toEqual([]);
    // Run again (a retry, a second worker): nothing more happens.
    await db.kysely.updateTable('jobs').set({ status: 'queued' }).where('type', '=', REQUEST_CHANGE_JOB).execute();
    await runDueJobs(ctx, { now: new Date(`${date}T00:00:00.000Z`) });
    expect((await state(s)).history.filter((h) => h === 'IoS')).toHaveLength(1);
  });

  it('dated today, applies at once with no job', async () => {
    const s = await signedStudent(app, db);
    const made = await ask(s, 'ios-request', plusDays(0));
    const approved = await decide('IoS', made.json().id, { decision: 'Approved', intention: 'Interrupt studies' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ statusLabel: 'Approved', scheduledFor: null });
    expect(await state(s)).toMatchObject({ engagement: 'IoS', student: 'IoS' });
    expect(await jobsFor(made.json().id)).toEqual([]);
  });

  it('dated in the past, applies at once too', async () => {
    const s = await signedStudent(app, db);
    const made = await ask(s, 'withdrawal-request', plusDays(-3));
    expect((await decide('Withdrawal', made.json().id, { decision: 'Approved' })).statusCode).toBe(200);
    expect(await state(s)).toMatchObject({ engagement: 'Withdrawn', student: 'Withdrawn' });
  });
});

describe('withdrawal and deferral dated ahead', () => {
  it('a deferral of a student who has not started waits for its date too', async () => {
    const s = await signedStudent(app, db, { status: 'Starting' });
    const date = plusDays(10);
    const made = await ask(s, 'deferral-request', date);
    expect((await decide('Deferral', made.json().id, { decision: 'Approved' })).statusCode).toBe(200);
    expect((await state(s)).engagement).toBe('Starting');
    await runDueJobs(ctx, { now: new Date(`${date}T06:00:00.000Z`) });
    expect(await state(s)).toMatchObject({ engagement: 'Deferred', student: 'Deferred' });
  });

  it('when the move is no longer allowed on the day, the job records why and changes nothing', async () => {
    const s = await signedStudent(app, db);
    const date = plusDays(5);
    const made = await ask(s, 'withdrawal-request', date);
    expect((await decide('Withdrawal', made.json().id, { decision: 'Approved' })).statusCode).toBe(200);
    // Meanwhile the registry records the student as having completed.
    const e = await db.kysely
      .selectFrom('engagements')
      .select('version')
      .where('id', '=', s.engagementId)
      .executeTakeFirstOrThrow();
    const completed = await app.inject({
      method: 'POST',
      url: `/api/engagements/${s.engagementId}/status`,
      headers: { cookie: registry },
      payload: { status: 'Completed', reason: 'Finished early.', effectiveDate: plusDays(0), version: e.version },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const before = await state(s);

    await runDueJobs(ctx, { now: new Date(`${date}T00:00:00.000Z`) });
    expect(await state(s)).toEqual(before);
    const view = (
      await app.inject({ method: 'GET', url: '/api/forms/student/withdrawal-request', headers: { cookie: s.cookie } })
    ).json().items[0];
    expect(view.notApplied).toMatch(/^The Withdrawn status could not be set on its date: /);
    expect(view.statusLabel).toMatch(/^Approved — not applied: /);
    expect((await engagementTab(s)).scheduledChanges).toEqual([]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(s.studentId))
      .where('action', '=', 'scheduled change not applied')
      .execute();
    expect(audit).toHaveLength(1);
    const [job] = await jobsFor(made.json().id);
    expect(job?.status).toBe('done');
  });
});
