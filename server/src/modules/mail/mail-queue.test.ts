import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimJob, runDueJobs } from '../jobs/worker.ts';
import { enqueueMail, type MailRequest } from './enqueue.ts';
import { freePort, smtpUrl, startTestSmtp, subjectOf, type TestSmtp, textPart } from './test-smtp-server.ts';

// The mail queue end to end: outbox row and job written together, delivered over real SMTP to an
// in-process server, retried with backoff while the server is down. The clock is passed in, never waited on.

const port = await freePort();
const t = await createTestApp({
  SMTP_URL: smtpUrl(port),
  MAIL_FROM: 'St Hild Admissions <admissions@sthild.example>',
  COLLEGE_NAME: 'St Hild College',
  JOB_MAX_ATTEMPTS: '3',
  JOB_BACKOFF_SECONDS: '60',
  JOB_LEASE_SECONDS: '300',
});
const { app, db, ctx } = t;

let smtp: TestSmtp | null = null;
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});

const referenceData = {
  refereeName: 'Revd Ruth Ames',
  applicantName: 'Hannah Whitfield',
  courseName: 'MA in Theology',
  referenceLink: 'https://portal.sthild.example/pages/reference/abc123',
  expiresOn: '15 January 2027',
};

function queue(app: TestApp, mail: Partial<MailRequest> = {}) {
  return app.db.kysely.transaction().execute((trx) =>
    enqueueMail(trx, {
      template: 'reference-request',
      to: 'ruth.ames@example.org',
      toName: 'Ruth Ames',
      data: referenceData,
      ...mail,
    }),
  );
}

const outbox = (id: number) =>
  db.kysely.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobOf = async (id: number) => {
  const { job_id } = await outbox(id);
  return db.kysely
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', job_id as number)
    .executeTakeFirstOrThrow();
};
const later = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describe('mail queue', () => {
  it('writes nothing when the caller’s transaction rolls back', async () => {
    const before = await db.kysely
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await enqueueMail(trx, { template: 'reference-request', to: 'x@example.org', data: referenceData });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const after = await db.kysely
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await db.kysely.selectFrom('jobs').select('id').where('status', '=', 'queued').execute()).toEqual([]);
  });

  it('delivers a queued mail over SMTP: recipient, subject and text', async () => {
    smtp = await startTestSmtp(port);
    const id = await queue(t);
    expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await runDueJobs(ctx)).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ruth.ames@example.org']);
    expect(mail?.from).toBe('admissions@sthild.example');
    expect(subjectOf(mail?.raw ?? '')).toBe('Reference request for Hannah Whitfield');
    const text = textPart(mail?.raw ?? '');
    expect(text).toContain('Dear Revd Ruth Ames,');
    expect(text).toContain('https://portal.sthild.example/pages/reference/abc123');
    expect(text).toContain('MA in Theology at St Hild College');

    const row = await outbox(id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      subject: 'Reference request for Hannah Whitfield',
    });
    expect(row.sent_at).not.toBeNull();
    expect(row.body_html).toContain('<a href="https://portal.sthild.example/pages/reference/abc123">');
    expect((await jobOf(id)).status).toBe('done');
    expect(await runDueJobs(ctx)).toBe(0);
  });

  it('keeps a mail queued while the server refuses connections, and delivers it when it is back', async () => {
    const id = await queue(t, { to: 'outage@example.org' });
    const t0 = new Date();
    expect(await runDueJobs(ctx, { now: t0 })).toBe(1);

    const row = await outbox(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.next_attempt_at).toBe(later(t0, 60).toISOString());
    expect(await jobOf(id)).toMatchObject({ status: 'queued', attempts: 1, run_at: later(t0, 60).toISOString() });

    // Not due yet: nothing runs.
    expect(await runDueJobs(ctx, { now: later(t0, 30) })).toBe(0);

    smtp = await startTestSmtp(port);
    expect(await runDueJobs(ctx, { now: later(t0, 61) })).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['outage@example.org']]);
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null, next_attempt_at: null });
  });

  it('backs off exponentially and fails after the last attempt; an admin can retry it', async () => {
    const id = await queue(t, { to: 'gives-up@example.org' });
    const t0 = new Date();
    await runDueJobs(ctx, { now: t0 });
    expect((await outbox(id)).next_attempt_at).toBe(later(t0, 60).toISOString());
    await runDueJobs(ctx, { now: later(t0, 60) });
    expect(await outbox(id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      next_attempt_at: later(t0, 180).toISOString(),
    });
    await runDueJobs(ctx, { now: later(t0, 180) });
    const failed = await outbox(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await runDueJobs(ctx, { now: later(t0, 100_000) })).toBe(0);

    const admin = await buildUser(db, { permissions: 'admin:admin' });
    const cookie = await login(app, admin);
    const list = (await app.inject({ method: 'GET', url: '/api/outbox?status=failed', headers: { cookie } })).json();
    expect(list.smtpConfigured).toBe(true);
    expect(list.items.find((m: { id: number }) => m.id === id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      to: 'gives-up@example.org',
    });

    const retried = await app.inject({ method: 'POST', url: `/api/outbox/${id}/retry`, headers: { cookie } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, status: 'queued', attempts: 0 });
    const again = await app.inject({ method: 'POST', url: `/api/outbox/${id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(409);
    expect(
      await db.kysely
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'outbox')
        .where('entity_id', '=', String(id))
        .execute(),
    ).toEqual([{ action: 'retry' }]);

    smtp = await startTestSmtp(port);
    expect(await runDueJobs(ctx)).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['gives-up@example.org']]);
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('fails at once, naming the value, when a placeholder has no value (no mail with a hole)', async () => {
    smtp = await startTestSmtp(port);
    const { referenceLink: _dropped, ...partial } = referenceData;
    const id = await queue(t, { data: partial });
    await runDueJobs(ctx);
    const row = await outbox(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('{{referenceLink}}');
    expect(smtp.received).toEqual([]);
  });

  it('claims again a job whose worker died, once its lease has passed', async () => {
    smtp = await startTestSmtp(port);
    const id = await queue(t, { to: 'lease@example.org' });
    const t0 = new Date();
    const claimed = await claimJob(ctx, 'a-process-that-dies', t0);
    expect(claimed?.id).toBe((await jobOf(id)).id);
    expect(await runDueJobs(ctx, { now: later(t0, 299) })).toBe(0);
    expect(await runDueJobs(ctx, { now: later(t0, 301) })).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['lease@example.org']]);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never sends a job twice when two workers run at once', async () => {
    smtp = await startTestSmtp(port);
    const ids: number[] = [];
    for (let i = 0; i < 16; i++) ids.push(await queue(t, { to: `parallel${i}@example.org` }));
    const [a, b] = await Promise.all([
      runDueJobs(ctx, { workerId: 'worker-a' }),
      runDueJobs(ctx, { workerId: 'worker-b' }),
    ]);
    expect(a + b).toBe(16);
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(ids.map((_, i) => `parallel${i}@example.org`).sort());
    const jobs = await db.kysely
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('id', 'in', await Promise.all(ids.map(async (id) => (await jobOf(id)).id)))
      .execute();
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });

  it('e-mails an administrator-issued password reset link to the user', async () => {
    smtp = await startTestSmtp(port);
    const admin = await buildUser(db, { permissions: 'admin:admin' });
    const user = await buildUser(db, { firstName: 'Amy', lastName: 'Blake' });
    const issued = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: { cookie: await login(app, admin) },
      payload: { id: user.id },
    });
    expect(issued.statusCode).toBe(201);
    const { link } = issued.json();
    await runDueJobs(ctx);
    const mail = smtp.received.find((m) => m.to.includes(user.email.toLowerCase()) || m.to.includes(user.email));
    expect(mail).toBeDefined();
    expect(subjectOf(mail?.raw ?? '')).toBe('Reset your St Hild College password');
    const text = textPart(mail?.raw ?? '');
    expect(text).toContain('Dear Amy Blake,');
    expect(text).toContain(`http://localhost:3000${link}`);
    const row = await db.kysely
      .selectFrom('outbox')
      .select(['status', 'related_entity', 'related_id'])
      .where('template_key', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', related_entity: 'users', related_id: String(user.id) });
  });
});

describe('without a mail server', async () => {
  const held = await createTestApp({ COLLEGE_NAME: 'St Hild College' });

  it('holds the rendered mail in the outbox, shown to admins, and will not retry it', async () => {
    const id = await queue(held, { to: 'held@example.org', relatedEntity: 'references', relatedId: 7 });
    expect(await runDueJobs(held.ctx)).toBe(1);
    const admin = await buildUser(held.db, { permissions: 'admin:admin' });
    const cookie = await login(held.app, admin);
    const list = await held.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      smtpConfigured: false,
      counts: { held: 1, queued: 0, sent: 0, failed: 0 },
      more: false,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id,
        status: 'held',
        to: 'held@example.org',
        toName: 'Ruth Ames',
        templateKey: 'reference-request',
        templateName: 'Reference request',
        subject: 'Reference request for Hannah Whitfield',
        attempts: 1,
        relatedEntity: 'references',
        relatedId: '7',
      }),
    ]);
    const one = (await held.app.inject({ method: 'GET', url: `/api/outbox/${id}`, headers: { cookie } })).json();
    expect(one.text).toContain('Dear Revd Ruth Ames,');
    expect(one.html).toContain('<p>Dear Revd Ruth Ames,</p>');
    const retry = await held.app.inject({ method: 'POST', url: `/api/outbox/${id}/retry`, headers: { cookie } });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().code).toBe('no_mail_server');
    expect((await held.app.inject({ method: 'GET', url: '/api/outbox/99999', headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it('shows the outbox only to admin:admin', async () => {
    const templatesOnly = await buildUser(held.db, { permissions: 'admin:templates' });
    const cookie = await login(held.app, templatesOnly);
    for (const [method, url] of [
      ['GET', '/api/outbox'],
      ['GET', '/api/outbox/1'],
      ['POST', '/api/outbox/1/retry'],
    ] as const) {
      expect((await held.app.inject({ method, url, headers: { cookie } })).statusCode).toBe(403);
      expect((await held.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
