import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// Repeated failed sign-ins (DESIGN 5: the "locked" state of spec 4.1 made real), counted per
// e-mail address AND client IP, known address or not, so the answer never tells whether an
// account exists (ARCHITECTURE.md, "Lockout"):
// - LOCKOUT_THRESHOLD failures for one address from one IP within LOCKOUT_MINUTES lock that IP out
//   of that address for LOCKOUT_MINUTES (423, even with the right password). The owner, from
//   any other address, still signs in: a stranger can lock only themselves out.
// - When the address has LOCKOUT_ADDRESS_THRESHOLD failures from all IPs together within the
//   window (a guess spread over many IPs), every attempt on it waits LOCKOUT_SLOW_SECONDS before
//   the password is checked. That slows the guessing and never refuses the right password.

export interface LockoutPolicy {
  threshold: number;
  minutes: number;
  addressThreshold: number;
  slowSeconds: number;
}

export interface AttemptCheck {
  /** This IP is locked out of this address until then. */
  lockedUntil: Date | null;
  /** Seconds to wait before checking the password (the address is under a spread-out attack). */
  slowSeconds: number;
}

export class Lockout {
  constructor(
    private readonly db: Db,
    private readonly policy: LockoutPolicy,
  ) {}

  private windowStart(now: Date): string {
    return new Date(now.getTime() - this.policy.minutes * 60_000).toISOString();
  }

  /** Before checking a password: whether this IP is locked out of the address, and any delay. */
  async check(email: string, ip: string, now = new Date()): Promise<AttemptCheck> {
    const rows = await this.db.kysely
      .selectFrom('login_failures')
      .select(['ip', 'failures', 'first_failed_at', 'locked_until'])
      .where('email', '=', email)
      .where((eb) =>
        eb.or([eb('first_failed_at', '>=', this.windowStart(now)), eb('locked_until', '>', now.toISOString())]),
      )
      .execute();
    const own = rows.find((r) => r.ip === ip);
    const until = own?.locked_until ? new Date(own.locked_until) : null;
    const total = rows
      .filter((r) => r.first_failed_at >= this.windowStart(now))
      .reduce((sum, r) => sum + r.failures, 0);
    return {
      lockedUntil: until && until > now ? until : null,
      slowSeconds:
        this.policy.addressThreshold > 0 && total >= this.policy.addressThreshold ? this.policy.slowSeconds : 0,
    };
  }

  /** When the address is locked for this IP, the time it opens again; otherwise null. */
  async lockedUntil(email: string, ip: string, now = new Date()): Promise<Date | null> {
    return (await this.check(email, ip, now)).lockedUntil;
  }

  /**
   * Counts a failure for the address from this IP; returns the lock end when it locks the pair.
   * One upsert, so parallel failures on a new address never race to insert the same row.
   */
  async recordFailure(email: string, ip: string, now = new Date()): Promise<Date | null> {
    const at = now.toISOString();
    const windowStart = this.windowStart(now);
    const until = new Date(now.getTime() + this.policy.minutes * 60_000).toISOString();
    const threshold = this.policy.threshold;
    // Failures older than the window, or from before an expired lock, start a new count.
    const stale = sql<boolean>`(login_failures.first_failed_at < ${windowStart} or (login_failures.locked_until is not null and login_failures.locked_until <= ${at}))`;
    const next = sql<number>`case when ${stale} then 1 else login_failures.failures + 1 end`;
    const row = await this.db.kysely
      .insertInto('login_failures')
      .values({ email, ip, failures: 1, first_failed_at: at, locked_until: threshold <= 1 ? until : null })
      .onConflict((oc) =>
        oc.columns(['email', 'ip']).doUpdateSet({
          failures: next,
          first_failed_at: sql<string>`case when ${stale} then ${at} else login_failures.first_failed_at end`,
          locked_until: sql<string | null>`case when ${next} >= ${threshold} then ${until} else null end`,
        }),
      )
      .returning(['locked_until'])
      .executeTakeFirstOrThrow();
    return row.locked_until ? new Date(row.locked_until) : null;
  }

  /** Removes counts that no longer matter (outside the window and not locked): the table stays small. */
  async purgeStale(now = new Date()): Promise<number> {
    const result = await this.db.kysely
      .deleteFrom('login_failures')
      .where('first_failed_at', '<', this.windowStart(now))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A successful sign-in from this IP clears its count (others' failures stand). */
  async clear(email: string, ip: string): Promise<void> {
    await this.db.kysely.deleteFrom('login_failures').where('email', '=', email).where('ip', '=', ip).execute();
  }
}

export function lockedMessage(until: Date): string {
  const time = until.toISOString().slice(11, 16);
  return `This account is locked after too many failed sign-ins. Try again after ${time} (UTC), or ask an administrator to reset your password.`;
}
