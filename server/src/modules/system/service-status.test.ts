import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, TEST_DB } from '../../test/test-app.ts';
import { tempFilesDir } from '../files/test-uploads.ts';
import { enqueueMail } from '../mail/enqueue.ts';

// GET {api}/status for monitoring (issue 15): version, uptime and a light per part, counts only;
// /healthz and /readyz for load balancers. (The database-down answers are in the PostgreSQL
// restart test, db/pg-restart.fault.test.ts.)

const filesDir = tempFilesDir();
const { app, db } = await createTestApp({ FILES_DIR: `${filesDir}/not-made-yet`, FEATURES: 'accounting' });

const status = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/status' });
  return { code: res.statusCode, body: res.json(), text: res.body };
};

describe('GET {api}/status', () => {
  it('on a fresh install: every part measured, mail and accounting lights amber, database green', async () => {
    const { code, body } = await status();
    expect(code).toBe(200);
    expect(body).toMatchObject({
      version: '0.1.0',
      database: TEST_DB,
      databaseStatus: 'ok',
      checks: {
        database: { level: 'green', kind: TEST_DB, reachable: true, latencyMs: expect.any(Number) },
        jobs: { level: 'green', pending: 0, failedRecently: 0, oldestDueMinutes: 0 },
        mail: { level: 'green', queued: 0, held: 0, failed: 0, smtpConfigured: false },
        accounting: { level: 'amber', state: 'not connected' },
        disk: {
          level: expect.stringMatching(/^(green|amber|red)$/),
          freeBytes: expect.any(Number),
          totalBytes: expect.any(Number),
        },
      },
    });
    expect(body.checks.disk.totalBytes).toBeGreaterThan(0);
    expect(body.level).toBe(body.checks.disk.level === 'red' ? 'red' : 'amber');
    expect(body.status).toBe(body.level === 'red' ? 'degraded' : 'warning');
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('counts pending and failed jobs and the mail backlog, and goes red when due work waits', async () => {
    const admin = await buildUser(db, { email: 'ops-admin@college.example' });
    await db.kysely.transaction().execute((trx) =>
      enqueueMail(trx, {
        template: 'password-reset',
        to: 'private.person@example.org',
        data: { name: 'Private Person' },
      }),
    );
    const long = new Date(Date.now() - 20 * 60_000).toISOString();
    await db.kysely.updateTable('jobs').set({ run_at: long }).execute();
    await db.kysely.updateTable('outbox').set({ created_at: long }).execute();
    await db.kysely
      .insertInto('jobs')
      .values({
        type: 'mail.send',
        payload: '{}',
        status: 'failed',
        max_attempts: 1,
        run_at: long,
        lease_until: null,
        locked_by: null,
        last_error: 'smtp.secret-host.example refused',
        created_at: long,
        updated_at: new Date().toISOString(),
        finished_at: long,
      })
      .execute();
    await db.kysely
      .insertInto('user_tokens')
      .values({ user_id: admin.id, name: 'accounting', secret: 'top-secret-token', created_at: long, expires_at: null })
      .execute();

    const { code, body, text } = await status();
    expect(code).toBe(200);
    expect(body.checks.jobs).toEqual({ level: 'red', pending: 1, failedRecently: 1, oldestDueMinutes: 20 });
    expect(body.checks.mail).toMatchObject({ level: 'amber', queued: 1, held: 0, failed: 0, oldestQueuedMinutes: 20 });
    expect(body.checks.accounting).toEqual({ level: 'green', state: 'connected' });
    expect(body).toMatchObject({ level: 'red', status: 'degraded' });
    // Nothing personal or useful to a stranger: no addresses, names, secrets, errors or paths.
    for (const secret of [
      'private.person',
      'Private Person',
      'ops-admin',
      'top-secret',
      'secret-host',
      filesDir,
      'collegium-files',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('an accounting connection that has lapsed is red; the feature switched off is "not configured"', async () => {
    await db.kysely
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await status()).body.checks.accounting).toEqual({ level: 'red', state: 'expired' });
    const plain = await createTestApp();
    const res = await plain.app.inject({ method: 'GET', url: '/api/status' });
    expect(res.json().checks.accounting).toEqual({ level: 'green', state: 'not configured' });
  });
});

describe('load balancer probes', () => {
  it('/healthz answers while the process lives, /readyz while the database answers', async () => {
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: TEST_DB });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});
