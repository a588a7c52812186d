import { describe, expect, it, vi } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// The per-address guard against guesses spread over many IPs: past LOCKOUT_ADDRESS_THRESHOLD
// failures (all IPs together) every attempt on the address is slowed, the right password is never
// refused. And parallel failures on a new address never collide (one upsert per failure).

const { app, db } = await createTestApp({
  LOCKOUT_THRESHOLD: '3',
  LOCKOUT_ADDRESS_THRESHOLD: '4',
  LOCKOUT_SLOW_SECONDS: '1',
});

const attempt = (email: string, remoteAddress: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email, password } });

describe('guesses spread over many IPs', () => {
  it('slow every attempt on the address down, and the owner still signs in from a clean IP', async () => {
    const owner = await buildUser(db);
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      for (let i = 0; i < 2; i++) expect((await attempt(owner.email, ip, 'guess')).statusCode).toBe(401);
    }
    const started = Date.now();
    const res = await attempt(owner.email, '192.0.2.77', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // An address below the threshold is not slowed: no wait of LOCKOUT_SLOW_SECONDS is started
    // (asserted on the timer, not the clock, which a busy machine would make fail).
    const other = await buildUser(db);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      expect((await attempt(other.email, '192.0.2.77', TEST_PASSWORD)).statusCode).toBe(200);
      expect(timers.mock.calls.filter(([, ms]) => ms === 1000)).toEqual([]);
    } finally {
      timers.mockRestore();
    }
  });
});

describe('parallel failed sign-ins on a new address', () => {
  it('are each counted once and never answer 500', async () => {
    const wide = await createTestApp({ LOCKOUT_THRESHOLD: '1000' });
    const email = `new-${Date.now()}@example.org`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        wide.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: `guess-${i}` } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(401));
    const rows = await wide.db.kysely
      .selectFrom('login_failures')
      .select(['failures'])
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ failures: 40 }]);
  });
});

describe('old counts', () => {
  it('are purged once outside the window and not locked; locks and recent counts stay', async () => {
    const { db: own, ctx } = await createTestApp({ LOCKOUT_MINUTES: '15' });
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    await own.kysely
      .insertInto('login_failures')
      .values([
        { email: 'old@example.org', ip: '203.0.113.1', failures: 2, first_failed_at: ago(60), locked_until: null },
        {
          email: 'lapsed@example.org',
          ip: '203.0.113.1',
          failures: 5,
          first_failed_at: ago(60),
          locked_until: ago(30),
        },
        { email: 'recent@example.org', ip: '203.0.113.1', failures: 1, first_failed_at: ago(5), locked_until: null },
        {
          email: 'locked@example.org',
          ip: '203.0.113.1',
          failures: 5,
          first_failed_at: ago(20),
          locked_until: new Date(now.getTime() + 60_000).toISOString(),
        },
      ])
      .execute();
    expect(await ctx.lockout.purgeStale(now)).toBe(2);
    const left = await own.kysely.selectFrom('login_failures').select('email').orderBy('email').execute();
    expect(left.map((r) => r.email)).toEqual(['locked@example.org', 'recent@example.org']);
  });
});
