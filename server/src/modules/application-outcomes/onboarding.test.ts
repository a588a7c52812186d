import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { openPortalAccount } from './student-access.ts';
import { createTestApp } from '../../test/test-app.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { freePort, smtpUrl, startTestSmtp, subjectOf, type TestSmtp, textPart } from '../mail/test-smtp-server.ts';
import { ONBOARDING_JOB, scheduleOnboarding } from './onboarding.ts';
import { sendOnboardingEmail } from './onboarding-send.ts';
import { applicationVersion, insertApplication } from './outcome-test-support.ts';

// spec 9's onboarding e-mails: what confirming a place queues and when, what goes over SMTP with
// which values, never twice, and nothing for an engagement that no longer stands to begin.

const port = await freePort();
const t = await createTestApp({
  SMTP_URL: smtpUrl(port),
  COLLEGE_NAME: 'St Hild College',
  PUBLIC_URL: 'https://portal.sthild.example',
});
let smtp: TestSmtp;
let staff: string;

beforeAll(async () => {
  smtp = await startTestSmtp(port);
  staff = await login(
    t.app,
    await buildUser(t.db, { permissions: 'applications:menu applications:view applications:edit' }),
  );
  const now = new Date().toISOString();
  await t.db.kysely.deleteFrom('programmes').where('code', '=', 'BTh').execute();
  await t.db.kysely
    .insertInto('programmes')
    .values({
      code: 'BTh',
      title: 'BTh in Theology, Ministry and Mission',
      award: 'BTh',
      levels: '4 5 6',
      credits: 360,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const module = (code: string, level: string, residentials: string | null) => ({
    code,
    title: `Module ${code}`,
    credits: 20,
    level,
    programme: 'BTh',
    hub_weeks: 'Sept, Jan, Apr',
    residentials,
    created_at: now,
    updated_at: now,
  });
  await t.db.kysely
    .insertInto('modules')
    .values([
      module('TMM4001', '4', 'Sept residential, Feb residential'),
      module('TMM4002', '4', 'Feb residential'),
      module('TMM5001', '5', 'May residential'),
    ])
    .execute();
});
afterAll(() => smtp.close());

const confirm = (id: number, version: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/confirm`,
    headers: { cookie: staff },
    payload: { version },
  });

async function confirmNew(intake: string, course = 'BTh') {
  const applicant = await buildUser(t.db, {
    rolePermissions: 'applications:apply',
    firstName: 'Ruth',
    lastName: `Okafor${Math.random().toString(36).slice(2, 7)}`,
  });
  const id = await insertApplication(t.db, applicant.personId, { intake, course });
  const res = await confirm(id, await applicationVersion(t.db, id));
  expect(res.statusCode).toBe(200);
  return { applicant, engagementId: res.json().engagementId as number };
}

const jobsOf = async (engagementId: number) =>
  (
    await t.db.kysely
      .selectFrom('jobs')
      .select(['payload', 'run_at', 'status'])
      .where('type', '=', ONBOARDING_JOB)
      .orderBy('id')
      .execute()
  )
    .map((j) => ({
      ...(JSON.parse(j.payload) as { engagementId: number; email: string }),
      runAt: j.run_at,
      status: j.status,
    }))
    .filter((j) => j.engagementId === engagementId);

const mailsOf = (engagementId: number) =>
  t.db.kysely
    .selectFrom('outbox')
    .select(['template_key', 'to_email', 'status'])
    .where('related_entity', '=', 'engagements')
    .where('related_id', '=', String(engagementId))
    .orderBy('id')
    .execute();

const receivedBy = (email: string) => smtp.received.filter((m) => m.to.includes(email));

describe('onboarding e-mails', () => {
  it('confirming queues accounts at once and the others 4, 3 and 2 weeks before the intake', async () => {
    const before = Date.now();
    const { engagementId } = await confirmNew('2031-09-01');
    const jobs = await jobsOf(engagementId);
    expect(jobs.map((j) => j.email)).toEqual(['accounts', 'vle', 'academic', 'studySkills', 'residential', 'location']);
    const accounts = new Date(jobs[0]!.runAt).getTime();
    expect(accounts).toBeGreaterThanOrEqual(before - 1000);
    expect(accounts).toBeLessThanOrEqual(Date.now());
    expect(Object.fromEntries(jobs.slice(1).map((j) => [j.email, j.runAt]))).toEqual({
      vle: '2031-08-04T08:00:00.000Z',
      academic: '2031-08-04T08:00:00.000Z',
      studySkills: '2031-08-11T08:00:00.000Z',
      residential: '2031-08-18T08:00:00.000Z',
      location: '2031-08-18T08:00:00.000Z',
    });
  });

  it('sends each over SMTP on its day, with the student’s programme, intake, hub and residentials', async () => {
    const { applicant, engagementId } = await confirmNew('2032-09-13');
    await runDueJobs(t.ctx);
    const first = receivedBy(applicant.email);
    expect(first).toHaveLength(1);
    expect(subjectOf(first[0]!.raw)).toBe('Welcome to St Hild College: your student accounts');
    const accountsText = textPart(first[0]!.raw);
    expect(accountsText).toMatch(/^Dear Ruth Okafor/);
    expect(accountsText).toContain(applicant.email);
    expect(accountsText).toContain('The portal is at https://portal.sthild.example/.');
    expect(accountsText).not.toContain('pages/reset');

    // The registry names the hub before the location e-mail is due.
    await t.db.kysely.updateTable('engagements').set({ hub: 'Durham' }).where('id', '=', engagementId).execute();
    await runDueJobs(t.ctx, { now: new Date('2032-08-16T07:59:00Z') });
    expect(receivedBy(applicant.email)).toHaveLength(1);
    await runDueJobs(t.ctx, { now: new Date('2032-08-16T08:00:00Z') });
    const fourWeeks = receivedBy(applicant.email).slice(1);
    expect(fourWeeks.map((m) => subjectOf(m.raw)).sort()).toEqual([
      'Getting started with the online learning site',
      'Your programme: BTh in Theology, Ministry and Mission',
    ]);
    const academic = textPart(fourWeeks.find((m) => subjectOf(m.raw).startsWith('Your programme'))!.raw);
    expect(academic).toContain(
      'You are enrolled on the BTh in Theology, Ministry and Mission, and teaching begins on 13 September 2032.',
    );
    expect(textPart(fourWeeks.find((m) => subjectOf(m.raw).startsWith('Getting'))!.raw)).toContain(
      'https://portal.sthild.example/forms/itsupport/vle',
    );

    await runDueJobs(t.ctx, { now: new Date('2032-08-30T08:00:00Z') });
    const all = receivedBy(applicant.email);
    expect(all).toHaveLength(6);
    const text = (subject: string) =>
      textPart(all.find((m) => subjectOf(m.raw) === subject)!.raw).replace(/\r\n/g, '\n');
    expect(text('Study skills support at St Hild College')).toContain(
      'https://portal.sthild.example/forms/studyskills',
    );
    expect(text('Your residential weekends this year')).toContain('- Sept residential\n- Feb residential\n');
    expect(text('Your hub: Durham')).toContain('You will be part of the Durham hub.');
    expect((await mailsOf(engagementId)).map((m) => m.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
  });

  it('never sends one twice: jobs run again, duplicate jobs, scheduling again', async () => {
    const { applicant, engagementId } = await confirmNew('2033-09-12');
    await t.db.kysely.updateTable('engagements').set({ hub: 'London' }).where('id', '=', engagementId).execute();
    await runDueJobs(t.ctx, { now: new Date('2033-09-01T00:00:00Z') });
    expect(receivedBy(applicant.email)).toHaveLength(6);

    // Every job of the engagement queued again, plus a second job for one e-mail, plus a new schedule.
    await t.db.kysely.transaction().execute(async (trx) => {
      expect(await scheduleOnboarding(trx, { engagementId, intake: '2033-09-12', accounts: true })).toBe(0);
    });
    await t.db.kysely
      .updateTable('jobs')
      .set({ status: 'queued', run_at: '2033-01-01T00:00:00.000Z' })
      .where('type', '=', ONBOARDING_JOB)
      .where('payload', 'like', `{"engagementId":${engagementId},%`)
      .execute();
    expect(await sendOnboardingEmail(t.ctx, { engagementId, email: 'vle' })).toBe('already');
    await runDueJobs(t.ctx, { now: new Date('2033-09-02T00:00:00Z') });
    expect(receivedBy(applicant.email)).toHaveLength(6);
    expect(await mailsOf(engagementId)).toHaveLength(6);
  });

  it('sends nothing once the engagement is deferred, and says why in the audit', async () => {
    const { applicant, engagementId } = await confirmNew('2034-09-11');
    await t.db.kysely.updateTable('engagements').set({ status: 'Deferred' }).where('id', '=', engagementId).execute();
    await runDueJobs(t.ctx, { now: new Date('2034-09-01T00:00:00Z') });
    expect(receivedBy(applicant.email)).toEqual([]);
    expect(await mailsOf(engagementId)).toEqual([]);
    const skipped = await t.db.kysely
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'onboarding-skipped')
      .where('entity_id', '=', String(engagementId))
      .execute();
    expect(skipped.map((s) => JSON.parse(s.changes!))).toHaveLength(6);
    expect(JSON.parse(skipped[0]!.changes!)).toEqual({ email: 'accounts', reason: 'the engagement is Deferred' });
  });

  it('holds the location e-mail until a hub is named, and skips residentials for a programme without them', async () => {
    const { applicant, engagementId } = await confirmNew('2035-01-08', 'MA');
    expect(
      await sendOnboardingEmail(t.ctx, { engagementId, email: 'location' }, new Date('2034-12-25T08:00:00Z')),
    ).toBe('postponed');
    const waiting = (await jobsOf(engagementId))
      .filter((j) => j.email === 'location' && j.status === 'queued')
      .map((j) => j.runAt);
    expect(waiting).toContain('2034-12-26T08:00:00.000Z');
    expect(await sendOnboardingEmail(t.ctx, { engagementId, email: 'residential' })).toBe('skipped');
    expect(
      await sendOnboardingEmail(t.ctx, { engagementId, email: 'location' }, new Date('2035-02-06T00:00:00Z')),
    ).toBe('skipped');
    await t.db.kysely.updateTable('engagements').set({ hub: 'York' }).where('id', '=', engagementId).execute();
    expect(await sendOnboardingEmail(t.ctx, { engagementId, email: 'location' })).toBe('queued');
    const mails = await mailsOf(engagementId);
    expect(mails.map((m) => m.template_key)).toEqual(['onboarding-location']);
    expect(mails[0]!.to_email).toBe(applicant.email);
  });

  it('gives a person without an account one, and the accounts e-mail a link to set its password', async () => {
    const now = new Date().toISOString();
    const email = `miriam.cole.${Date.now()}@example.org`;
    const person = await t.db.kysely
      .insertInto('people')
      .values({
        title: null,
        first_name: 'Miriam',
        last_name: 'Cole',
        preferred_name: null,
        email,
        phone: null,
        address1: null,
        address2: null,
        city: null,
        county: null,
        post_code: null,
        date_of_birth: null,
        picture_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertApplication(t.db, person.id, { intake: '2036-09-08' });
    expect((await confirm(id, await applicationVersion(t.db, id))).statusCode).toBe(200);
    await runDueJobs(t.ctx);
    const [mail] = receivedBy(email);
    const text = textPart(mail!.raw);
    const link = /https:\/\/portal\.sthild\.example\/pages\/reset\/([\w-]+)/.exec(text);
    expect(link).not.toBeNull();
    const described = await t.app.inject({ method: 'GET', url: `/auth/reset/${link![1]}` });
    expect(described.json()).toMatchObject({ email, name: 'Miriam Cole' });
    expect(new Date(described.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const set = await t.app.inject({
      method: 'POST',
      url: `/auth/reset/${link![1]}`,
      payload: { password: 'a long new passphrase' },
    });
    expect(set.statusCode).toBe(204);
    const cookie = await login(t.app, { email, password: 'a long new passphrase' });
    const account = await t.app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } });
    expect(account.json().permissions).toContain('forms:student');
  });

  it('sends no accounts e-mail to someone already a student who starts a new programme', async () => {
    const person = await buildUser(t.db);
    await buildStudent(t.db, person.personId, { programmeCode: 'BTh', status: 'Current' });
    // A current student already has the portal.
    await t.db.kysely.transaction().execute((trx) => openPortalAccount(trx, person.personId, 0));
    const id = await insertApplication(t.db, person.personId, { course: 'MA', intake: '2037-09-14' });
    const res = await confirm(id, await applicationVersion(t.db, id));
    expect((await jobsOf(res.json().engagementId)).map((j) => j.email)).toEqual([
      'vle',
      'academic',
      'studySkills',
      'residential',
      'location',
    ]);
  });

  it('sends the accounts e-mail to a former student who had no account, with a link to set a password', async () => {
    const now = new Date().toISOString();
    const email = `john.fisher.${Date.now()}@example.org`;
    const person = await t.db.kysely
      .insertInto('people')
      .values({
        title: null,
        first_name: 'John',
        last_name: 'Fisher',
        preferred_name: null,
        email,
        phone: null,
        address1: null,
        address2: null,
        city: null,
        county: null,
        post_code: null,
        date_of_birth: null,
        picture_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await buildStudent(t.db, person.id, { programmeCode: 'CertHE', status: 'Completed' });
    const id = await insertApplication(t.db, person.id, { course: 'BTh', intake: '2037-09-14' });
    const res = await confirm(id, await applicationVersion(t.db, id));
    expect(res.json()).toMatchObject({
      createdStudent: false,
      createdEngagement: true,
      portalAccess: { outcome: 'created' },
    });
    expect((await jobsOf(res.json().engagementId)).map((j) => j.email)).toEqual([
      'accounts',
      'vle',
      'academic',
      'studySkills',
      'residential',
      'location',
    ]);
    await runDueJobs(t.ctx);
    expect(textPart(receivedBy(email)[0]!.raw)).toMatch(/\/pages\/reset\/[\w-]+/);
  });
});
