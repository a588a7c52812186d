import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrator.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { FakeXero } from '../../test/fake-xero.ts';
import { TEST_DATABASE_URL, TEST_DB } from '../../test/test-app.ts';
import { ACCOUNTING_SYNC_JOB, syncAccounting } from './sync.ts';

// Issue 14: the process sending to Xero is killed (SIGKILL) after Xero did the work and before
// its answer arrived. The next run carries the same idempotency key, Xero answers the first
// result, and the invoice exists once. A real child process on a shared database (a SQLite file,
// or a PostgreSQL schema).

const xero = await new FakeXero().start();
const dir = mkdtempSync(path.join(tmpdir(), 'collegium-accounting-'));
const schema = `test_${randomBytes(6).toString('hex')}`;
let url = path.join(dir, 'crash.db');
if (TEST_DB === 'postgres') {
  url = TEST_DATABASE_URL;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
}
const env = {
  DATABASE_URL: url,
  ...(TEST_DB === 'postgres' ? { TEST_SCHEMA: schema } : {}),
  SESSION_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
  FEATURES: 'invoices,payments,accounting',
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(dir, 'no-web'),
  DATA_DIR: dir,
  LOGIN_RATE_LIMIT: '1000',
  ...xero.env(),
};
const db = openDatabase(url, { ...(TEST_DB === 'postgres' ? { schema } : {}), poolSize: 2 });
await migrateToLatest(db);
const config = loadConfig(env);
const { app, ctx } = await buildApp({ config, db, logger: false });
await app.ready();
afterAll(async () => {
  await app.close();
  await db.close();
  await xero.stop();
  if (TEST_DB === 'postgres') {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('a crash between sending and acknowledgement', () => {
  it('the retry carries the same idempotency key and nothing is doubled', async () => {
    const finance = await buildUser(db, { permissions: 'finance:menu students:menu students:view students:invoice' });
    const cookie = await login(app, finance);
    const call = (method: 'GET' | 'POST', u: string, payload?: object) =>
      app.inject({ method, url: `/api/${u}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    const back = xero.authorizeRedirect((await call('POST', 'finance/accounting/connect')).json().authorizeUrl);
    expect((await app.inject({ method: 'GET', url: back, headers: { cookie } })).headers.location).toBe(
      '/finance/validation?accounting=connected',
    );
    const s = await buildStudent(db, (await buildUser(db)).personId, { sessionYear: 2026, startIntake: '2026-09-01' });
    const sessionId = (
      await db.kysely
        .selectFrom('engagement_sessions')
        .select('id')
        .where('engagement_id', '=', s.engagementId)
        .executeTakeFirstOrThrow()
    ).id;
    const a = (
      await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'InFull', fee: 462_500 })
    ).json();
    const issued = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json();
    const invoice = issued.invoices[0] as { id: number; number: string };
    await enqueueJob(db.kysely, ACCOUNTING_SYNC_JOB, null);

    xero.fail(/^PUT .*\/Invoices$/, { kind: 'hold' });
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/src/test/accounting-sync-child.ts'],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await Promise.race([
      xero.heldRequest(),
      exited.then(() => Promise.reject(new Error(`the child ended early: ${stderr}`))),
    ]);
    const inFlight = xero.creates('/api.xro/2.0/Invoices').at(-1)!;
    child.kill('SIGKILL');
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    xero.release(); // Xero made the invoice; its answer goes nowhere
    expect([...xero.invoices.values()].filter((i) => i.InvoiceNumber === invoice.number)).toHaveLength(1);
    const row = await db.kysely
      .selectFrom('accounting_sync')
      .selectAll()
      .where('document_type', '=', 'invoice')
      .where('document_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');

    const outcome = await syncAccounting(ctx);
    expect(outcome.sent).toBe(1);
    const puts = xero.creates('/api.xro/2.0/Invoices');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.headers['idempotency-key']).toBe(inFlight.headers['idempotency-key']);
    expect(puts[1]!.headers['idempotency-key']).toBe(row.idempotency_key);
    const made = [...xero.invoices.values()].filter((i) => i.InvoiceNumber === invoice.number);
    expect(made).toHaveLength(1);
    const after = await db.kysely
      .selectFrom('accounting_sync')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'sent', provider_id: made[0]!.InvoiceID });
    expect(xero.violations).toEqual([]);
  }, 60_000);
});
