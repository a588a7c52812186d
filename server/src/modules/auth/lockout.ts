import type { Db } from '../../db/database.ts';

// Repeated failed sign-ins lock the e-mail address for a while (DESIGN 5: the "locked" state of
// spec 4.1 made real). Counted per e-mail, known or not, so the answer never tells whether an
// account exists.

export interface LockoutPolicy {
  threshold: number;
  minutes: number;
}

export class Lockout {
  constructor(
    private readonly db: Db,
    private readonly policy: LockoutPolicy,
  ) {}

  /** When the address is locked, the time it opens again; otherwise null. */
  async lockedUntil(email: string, now = new Date()): Promise<Date | null> {
    const row = await this.db.kysely
      .selectFrom('login_failures')
      .select('locked_until')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!row?.locked_until) return null;
    const until = new Date(row.locked_until);
    return until > now ? until : null;
  }

  /** Counts a failure; returns the lock end when this failure locks the address. */
  async recordFailure(email: string, now = new Date()): Promise<Date | null> {
    const windowStart = new Date(now.getTime() - this.policy.minutes * 60_000);
    return this.db.kysely.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();
      // Failures older than the window, or from before an expired lock, start a new count.
      const stale =
        !row ||
        new Date(row.first_failed_at) < windowStart ||
        (row.locked_until !== null && new Date(row.locked_until) <= now);
      const failures = stale ? 1 : row.failures + 1;
      const lockedUntil = failures >= this.policy.threshold ? new Date(now.getTime() + this.policy.minutes * 60_000) : null;
      const values = {
        failures,
        first_failed_at: stale ? now.toISOString() : row.first_failed_at,
        locked_until: lockedUntil?.toISOString() ?? null,
      };
      if (row) await trx.updateTable('login_failures').set(values).where('email', '=', email).execute();
      else await trx.insertInto('login_failures').values({ email, ...values }).execute();
      return lockedUntil;
    });
  }

  async clear(email: string): Promise<void> {
    await this.db.kysely.deleteFrom('login_failures').where('email', '=', email).execute();
  }
}

export function lockedMessage(until: Date): string {
  const time = until.toISOString().slice(11, 16);
  return `This account is locked after too many failed sign-ins. Try again after ${time} (UTC), or ask an administrator to reset your password.`;
}
