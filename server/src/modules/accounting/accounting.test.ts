import { afterAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/worker.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { FakeXero } from '../../test/fake-xero.ts';
import { createTestApp } from '../../test/test-app.ts';
import { ACCOUNTING_SYNC_JOB, syncAccounting } from './sync.ts';

// Issue 14 (feature accounting): the connection to Xero, against a loopback fake Xero that checks
// every request against Xero's contract (fake-xero.ts). On both databases.

const xero = await new FakeXero().start();
afterAll(() => xero.stop());
const t = await createTestApp({ FEATURES: 'invoices,payments,accounting', ...xero.env() });
const off = await createTestApp({ FEATURES: 'invoices,payments' });
const db = t.db.kysely;
const finance = await buildUser(t.db, {
  firstName: 'Fiona',
  lastName: 'Ledger',
  permissions: 'dashboard:view finance:menu students:menu students:view students:invoice',
});
const cookie = await login(t.app, finance);
const registry = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view' }),
);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });
const overview = async () => (await call('GET', 'finance/accounting')).json();
const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function connect() {
  const start = await call('POST', 'finance/accounting/connect');
  expect(start.statusCode).toBe(200);
  const back = xero.authorizeRedirect(start.json().authorizeUrl);
  const done = await t.app.inject({ method: 'GET', url: back, headers: { cookie } });
  expect(done.statusCode).toBe(302);
  return done.headers.location;
}

/** A student with a £4,625 termly fee issued as three invoices. */
async function invoicedStudent() {
  const s = await buildStudent(t.db, (await buildUser(t.db)).personId, {
    sessionYear: 2026,
    startIntake: '2026-09-01',
  });
  const sessionId = (
    await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', s.engagementId)
      .executeTakeFirstOrThrow()
  ).id;
  const a = (
    await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Termly', fee: 462_500 })
  ).json();
  const issued = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json();
  return { studentId: s.id, invoices: issued.invoices as { id: number; number: string; amount: number }[] };
}

const syncRows = (ids: number[]) =>
  db
    .selectFrom('accounting_sync')
    .selectAll()
    .where('document_type', '=', 'invoice')
    .where('document_id', 'in', ids)
    .orderBy('document_id')
    .execute();

describe('the Xero connection', () => {
  it('is off with the feature: no route, no job', async () => {
    const res = await off.app.inject({
      method: 'GET',
      url: '/api/finance/accounting',
      headers: {
        cookie: await login(off.app, await buildUser(off.db, { permissions: 'finance:menu students:invoice' })),
      },
    });
    expect(res.statusCode).toBe(404);
  });

  it('starts not connected; registry may look but not connect', async () => {
    expect((await overview()).connection).toMatchObject({ state: 'not connected', organisation: null });
    expect((await call('POST', 'finance/accounting/connect', undefined, registry)).statusCode).toBe(403);
  });

  it('connects with authorisation code + PKCE; the tokens are stored encrypted and only names and dates reach the browser', async () => {
    expect(await connect()).toBe('/finance/validation?accounting=connected');
    const o = await overview();
    expect(o.connection).toMatchObject({
      state: 'connected',
      organisation: xero.tenantName,
      connectedBy: 'Fiona Ledger',
    });
    const token = await db
      .selectFrom('user_tokens')
      .selectAll()
      .where('name', '=', 'accounting')
      .executeTakeFirstOrThrow();
    expect(token.secret).toMatch(/^v1\./);
    expect(token.secret).not.toContain('at-');
    expect(token.secret).not.toContain('rt-');
    const account = (await t.app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).json();
    expect(account.tokens).toEqual([{ name: 'accounting', createdAt: token.created_at, expiresAt: token.expires_at }]);
    expect(JSON.stringify(account)).not.toContain('at-');
    // A replayed or forged callback is refused (the state is used once).
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/finance/accounting/callback?code=x&state=forged',
      headers: { cookie },
    });
    expect(replay.headers.location).toBe('/finance/validation?accounting=expired');
    expect(xero.violations).toEqual([]);
  });

  it('sends the contact first, then each invoice, credit note and payment, each create with its idempotency key', async () => {
    const { studentId, invoices } = await invoicedStudent();
    const pay = await call('POST', `students/${studentId}/payments`, {
      receivedOn: '2026-08-03',
      method: 'BACS',
      reference: 'SMITH FEES',
      amount: 100_000,
    });
    expect(pay.statusCode).toBe(201);
    expect((await overview()).notSent).toBe(4);
    const before = xero.received.length;
    const result = await call('POST', 'finance/accounting/sync');
    expect(result.json()).toMatchObject({ sent: 4, failed: 0, waiting: 0 });
    const seen = xero.received.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(seen.slice(0, 3)).toEqual([
      'GET /api.xro/2.0/Contacts',
      'PUT /api.xro/2.0/Contacts',
      'PUT /api.xro/2.0/Invoices',
    ]);
    expect(seen.filter((s) => s === 'PUT /api.xro/2.0/Invoices')).toHaveLength(3);
    expect(seen.filter((s) => s === 'PUT /api.xro/2.0/Contacts')).toHaveLength(1);
    const sent = [...xero.invoices.values()].filter((i) => invoices.some((x) => x.number === i.InvoiceNumber));
    expect(sent.map((i) => Math.round(i.Total * 100))).toEqual(invoices.map((i) => i.amount));
    const rows = await syncRows(invoices.map((i) => i.id));
    expect(rows.every((r) => r.status === 'sent' && r.provider_id)).toBe(true);
    const keys = xero.received
      .slice(before)
      .filter((r) => r.method === 'PUT')
      .map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(keys.length);
    expect(xero.payments.size).toBe(1);
    expect(xero.violations).toEqual([]);
    expect((await overview()).notSent).toBe(0);
  });

  it('provider down for a while: nothing lost, nothing doubled once it returns (5xx and hang-ups retried with backoff, same key)', async () => {
    const { invoices } = await invoicedStudent();
    xero.fail(/^PUT .*\/Invoices$/, { kind: 500 }, 3);
    xero.fail(/^PUT .*\/Invoices$/, { kind: 'hang-up' }, 1);
    const first = await syncAccounting(t.ctx, at(0));
    expect(first.sent).toBe(0);
    const [row] = await syncRows([invoices[0]!.id]);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: expect.stringContaining('Xero answered 500'),
    });
    expect(new Date(row!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 25_000); // backoff
    for (const seconds of [10, 31, 100, 300, 1000, 4000, 9000, 20000]) await syncAccounting(t.ctx, at(seconds));
    const rows = await syncRows(invoices.map((i) => i.id));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    // Each invoice exactly once in Xero.
    for (const i of invoices)
      expect([...xero.invoices.values()].filter((x) => x.InvoiceNumber === i.number)).toHaveLength(1);
    // The request whose answer was lost was sent again with the same key and got the first result.
    const lost = xero.hungUp.at(-1)!;
    const key = lost.request.headers['idempotency-key'];
    expect(
      xero.creates('/api.xro/2.0/Invoices').filter((r) => r.headers['idempotency-key'] === key).length,
    ).toBeGreaterThanOrEqual(2);
    const made = (lost.answer as { Invoices: { InvoiceID: string }[] }).Invoices[0]!.InvoiceID;
    expect(rows.some((r) => r.provider_id === made)).toBe(true);
    expect(xero.violations).toEqual([]);
  });

  it('honours 429 with Retry-After', async () => {
    const { invoices } = await invoicedStudent();
    xero.fail(/^PUT .*\/Invoices$/, { kind: 429, retryAfter: 120 });
    await syncAccounting(t.ctx, at(0));
    const [row] = await syncRows([invoices[0]!.id]);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    // Every waiting document waits with it.
    for (const r of await syncRows(invoices.map((i) => i.id)))
      expect((new Date(r.next_attempt_at).getTime() - Date.now()) / 1000).toBeGreaterThan(115);
    expect(await syncAccounting(t.ctx, at(100))).toMatchObject({ sent: 0 });
    expect(await syncAccounting(t.ctx, at(125))).toMatchObject({ sent: 3 });
  });

  it('a ValidationErrors 400 stops that document with Xero’s message until finance fixes it and retries', async () => {
    // A code the administrator added to System data (account codes) but Xero does not know.
    const now = new Date().toISOString();
    await db
      .insertInto('lookup_values')
      .values({
        list: 'account-codes',
        value: '999',
        position: 99,
        retired: 0,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute();
    await call('PUT', 'finance/accounting/settings', {
      salesAccountCode: '999',
      taxType: 'EXEMPTOUTPUT',
      bankAccountCode: '090',
    });
    const { invoices } = await invoicedStudent();
    const result = await syncAccounting(t.ctx, at(0));
    expect(result.failed).toBe(3);
    const o = await overview();
    expect(o.failed).toBe(3);
    const failed = o.documents.find((d: { number: string }) => d.number === invoices[0]!.number);
    expect(failed).toMatchObject({
      status: 'failed',
      message: "Xero: Account code '999' is not a valid code for this document.",
    });
    // The invoice itself says so (the Invoices list and the invoice page read it).
    const onInvoice = await db
      .selectFrom('invoices')
      .select(['accounting_status', 'accounting_message'])
      .where('id', '=', invoices[0]!.id)
      .executeTakeFirstOrThrow();
    expect(onInvoice).toEqual({
      accounting_status: 'Failed',
      accounting_message: "Xero: Account code '999' is not a valid code for this document.",
    });
    expect(await syncAccounting(t.ctx, at(4000))).toMatchObject({ sent: 0 }); // stays stopped
    expect(
      (
        await call('PUT', 'finance/accounting/settings', {
          salesAccountCode: '200',
          taxType: 'EXEMPTOUTPUT',
          bankAccountCode: '090',
        })
      ).statusCode,
    ).toBe(200);
    for (const d of o.documents.filter((x: { status: string }) => x.status === 'failed'))
      expect((await call('POST', `finance/accounting/documents/${d.syncId}/retry`)).statusCode).toBe(204);
    expect((await call('POST', `finance/accounting/documents/${failed.syncId}/retry`)).statusCode).toBe(409);
    expect(await syncAccounting(t.ctx, at(1))).toMatchObject({ sent: 3, failed: 0 });
    const states = await db
      .selectFrom('invoices')
      .select(['accounting_status', 'accounting_message'])
      .where(
        'id',
        'in',
        invoices.map((i) => i.id),
      )
      .execute();
    expect(states).toEqual(invoices.map(() => ({ accounting_status: 'Sent', accounting_message: null })));
    const audit = await db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', 'in', ['accounting_sync', 'accounting_settings'])
      .execute();
    expect(audit.filter((a) => a.action === 'accounting retry')).toHaveLength(3);
    expect(audit.filter((a) => a.action === 'update')).toHaveLength(2);
    expect(xero.violations).toEqual([]);
  });

  it('reads paid status back: a payment made in Xero appears on the student’s account', async () => {
    const { studentId, invoices } = await invoicedStudent();
    await syncAccounting(t.ctx, at(0));
    const [row] = await syncRows([invoices[0]!.id]);
    xero.payInXero(row!.provider_id!, 500);
    const result = await syncAccounting(t.ctx, at(1));
    expect(result.paidInProvider).toBe(1);
    const account = (await call('GET', `students/${studentId}/finance`)).json().account;
    expect(account.totals.paid).toBe(50_000);
    expect((await syncAccounting(t.ctx, at(2))).paidInProvider).toBe(0); // read once
  });

  it('the sync runs as a recurring job of the queue', async () => {
    await invoicedStudent();
    await db
      .insertInto('jobs')
      .values({
        type: ACCOUNTING_SYNC_JOB,
        payload: 'null',
        status: 'queued',
        max_attempts: null,
        run_at: new Date().toISOString(),
        lease_until: null,
        locked_by: null,
        last_error: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        finished_at: null,
      })
      .execute();
    await runDueJobs(t.ctx, { limit: 1 });
    expect((await overview()).notSent).toBe(0);
    expect(
      await db
        .selectFrom('jobs')
        .select('id')
        .where('type', '=', ACCOUNTING_SYNC_JOB)
        .where('status', '=', 'queued')
        .execute(),
    ).toHaveLength(1);
  });

  it('a call failing at the provider answers 500 accounting_provider starting with the provider’s name; 401 shows the connection as needing reconnection', async () => {
    await invoicedStudent();
    xero.fail(/^GET .*\/Contacts$/, { kind: 401 });
    const res = await call('POST', 'finance/accounting/sync');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      status: 500,
      code: 'accounting_provider',
      message: expect.stringMatching(/^Xero refused the connection \(401/),
    });
    const o = await overview();
    expect(o.connection).toMatchObject({
      state: 'needs reconnection',
      organisation: xero.tenantName,
      problem: expect.stringContaining('reconnect'),
    });
    expect(o.notSent).toBe(3); // kept, waiting for the new connection
    const status = (await t.app.inject({ method: 'GET', url: '/api/status' })).json();
    expect(JSON.stringify(status)).toContain('expired');
    expect(await connect()).toBe('/finance/validation?accounting=connected');
    expect((await call('POST', 'finance/accounting/sync')).json()).toMatchObject({ sent: 3 });
  });

  it('refreshes the access token before it lapses; a revoked refresh token needs reconnection', async () => {
    await invoicedStudent();
    const refreshesBefore = xero.received.filter(
      (r) => r.path.endsWith('/token') && (r.body as string).includes('refresh_token'),
    ).length;
    expect(await syncAccounting(t.ctx, at(29 * 60))).toMatchObject({ sent: 3 });
    expect(
      xero.received.filter((r) => r.path.endsWith('/token') && (r.body as string).includes('refresh_token')).length,
    ).toBe(refreshesBefore + 1);
    xero.revokeAll();
    await invoicedStudent();
    await syncAccounting(t.ctx, at(60 * 60));
    expect((await overview()).connection.state).toBe('needs reconnection');
  });

  it('disconnects (audited): the token is gone', async () => {
    expect((await call('DELETE', 'finance/accounting/connection')).statusCode).toBe(204);
    expect((await overview()).connection.state).toBe('not connected');
    expect(
      await db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'in', ['accounting connected', 'accounting disconnected'])
        .execute(),
    ).toHaveLength(3);
  });
});
