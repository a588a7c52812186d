import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { startFakeIngest } from '../../test/fake-error-ingest.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 20: unexpected errors go to a Sentry-compatible service when SENTRY_DSN is set, scrubbed,
// and nowhere otherwise. The service is a real HTTP server on loopback; the server error is a real
// fault (the table a list reads is renamed away under the running app).

const ingest = await startFakeIngest();
afterAll(() => ingest.close());
const { app, db } = await createTestApp({ SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'test' });
const quiet = await createTestApp();

const PERSONAL = ['jane.doe@example.com', 'Jane', 'collegium_session', 'SW1A'];

async function settle(): Promise<void> {
  await app.errorReporter?.flush(5000);
  await new Promise((r) => setTimeout(r, 300));
}

describe('server errors reach the error-reporting service once, scrubbed', () => {
  it('an induced 500 is reported with its route and the user id, without personal data', async () => {
    const user = await buildUser(db, { permissions: 'students:view' });
    const cookie = await login(app, user);
    const before = ingest.events.length;
    await sql`alter table students rename to students_away`.execute(db.kysely);
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/students?search=jane.doe@example.com',
        headers: { cookie, 'x-note': 'Jane' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 500, code: 'internal' });
    } finally {
      await sql`alter table students_away rename to students`.execute(db.kysely);
    }
    await ingest.waitForEvents(before + 1);
    await settle();
    const received = ingest.events.slice(before);
    expect(received).toHaveLength(1);
    const { event, raw, sentryKey } = received[0]!;
    expect(sentryKey).toBe('publickey');
    expect(event.environment).toBe('test');
    expect(event.user).toEqual({ id: String(user.id) });
    expect(event.tags).toMatchObject({ route: '/api/students' });
    expect(event.request).toEqual({ method: 'GET', url: expect.stringMatching(/\/api\/students$/), headers: {} });
    const exception = (event.exception as { values: Array<{ value: string }> }).values[0]!;
    expect(exception.value).toMatch(/students/);
    for (const text of PERSONAL) expect(raw).not.toContain(text);
  });

  it('expected failures (4xx) are not reported', async () => {
    const before = ingest.envelopes;
    expect((await app.inject({ method: 'GET', url: '/api/students' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    await settle();
    expect(ingest.envelopes).toBe(before);
  });
});

describe('browser reports are relayed through POST {api}/error-reports', () => {
  const envelope = (dsn: string, extraItems: string[] = []) =>
    [
      JSON.stringify({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString(), dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({
        event_id: 'a'.repeat(32),
        message: 'Could not save for jane.doe@example.com',
        request: {
          url: 'http://localhost/students?search=Jane',
          headers: { Referer: 'http://localhost/?q=Jane', 'User-Agent': 'Chromium' },
        },
        user: { id: '7', email: 'jane.doe@example.com', ip_address: '127.0.0.1' },
        breadcrumbs: [{ message: 'typed Jane' }],
        exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
      }),
      ...extraItems,
    ].join('\n');

  it('relays the event scrubbed and drops the other items', async () => {
    const before = ingest.events.length;
    const session = [JSON.stringify({ type: 'session' }), JSON.stringify({ sid: 'x', did: 'jane.doe@example.com' })];
    const res = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: envelope(ingest.dsn, session),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 1 });
    await ingest.waitForEvents(before + 1);
    await settle();
    const received = ingest.events.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]!.event).toMatchObject({
      message: 'Could not save for [email]',
      request: { url: 'http://localhost/students', headers: { 'User-Agent': 'Chromium' } },
      user: { id: '7' },
    });
    for (const text of PERSONAL) expect(received[0]!.raw).not.toContain(text);
  });

  it('refuses a malformed report and one addressed to another service', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, code: 'bad_request' });
    const other = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'content-type': 'text/plain' },
      payload: envelope('http://other@127.0.0.1:9/2'),
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('without SENTRY_DSN nothing is reported', () => {
  it('has no reporter, no relay route and no DSN in the public configuration', async () => {
    expect(quiet.app.errorReporter).toBeNull();
    const res = await quiet.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    const config = (await quiet.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.errorReporting).toBeNull();
    const withDsn = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(withDsn.errorReporting).toEqual({ dsn: ingest.dsn, environment: 'test' });
  });
});
