import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../context.ts';
import type { JobsTable } from '../../db/schema.ts';
import { scheduleRecurringJobs } from './recurring.ts';
import { jobTypeOf, PermanentJobError, type RunningJob } from './registry.ts';
import { onJobsQueued } from './wake.ts';
import { isDatabaseUnavailable } from '../../db/db-errors.ts';

// Runs queued jobs. Claiming is one short transaction: PostgreSQL locks the chosen row with
// FOR UPDATE SKIP LOCKED, so several server processes never take the same job; SQLite has one
// process and serialises transactions. A claim holds a lease: a job still "running" after its
// lease (the process died) is claimed again. The work itself runs outside the transaction.

type JobRow = Pick<JobsTable, 'type' | 'payload' | 'max_attempts'> & { id: number; attempts: number };

export interface RunOptions {
  /** The clock (tests move it forward instead of waiting). */
  now?: Date;
  /** Names the claiming process in jobs.locked_by. */
  workerId?: string;
  /** Stop after this many jobs. */
  limit?: number;
  /** Asked before each claim: true stops the run (the process is shutting down). */
  stopped?: () => boolean;
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Seconds to wait before the next attempt: backoff × 2^(attempts−1), at most a day. */
export function retryDelaySeconds(backoffSeconds: number, attempts: number): number {
  return Math.min(backoffSeconds * 2 ** Math.max(0, attempts - 1), 24 * 60 * 60);
}

export async function claimJob(ctx: AppContext, workerId: string, now = new Date()): Promise<JobRow | null> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + ctx.config.jobs.leaseSeconds * 1000).toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const candidate = await trx
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', at)]),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<=', at)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .$if(ctx.db.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
      .executeTakeFirst();
    if (!candidate) return null;
    const claimed = await trx
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        lease_until: leaseUntil,
        locked_by: workerId,
        updated_at: at,
      }))
      .where('id', '=', candidate.id)
      .returning(['id', 'type', 'payload', 'attempts', 'max_attempts'])
      .executeTakeFirst();
    return claimed ?? null;
  });
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000) || 'Unknown error';
}

/** Runs one claimed job and records how it went. */
export async function runClaimedJob(
  ctx: AppContext,
  job: JobRow,
  workerId: string,
  now = new Date(),
): Promise<'done' | 'retry' | 'failed'> {
  const running: RunningJob = { id: job.id, type: job.type, attempt: job.attempts, now };
  const handler = jobTypeOf(job.type);
  let payload: unknown = null;
  try {
    payload = JSON.parse(job.payload);
    if (!handler) throw new PermanentJobError(`No handler is registered for jobs of type "${job.type}"`);
    await handler.run(ctx, payload, running);
    await ctx.db.kysely
      .updateTable('jobs')
      .set({
        status: 'done',
        lease_until: null,
        last_error: null,
        finished_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .execute();
    return 'done';
  } catch (error) {
    const message = describe(error);
    const maxAttempts = job.max_attempts ?? ctx.config.jobs.maxAttempts;
    const willRetry = !(error instanceof PermanentJobError) && job.attempts < maxAttempts;
    const nextRunAt = willRetry
      ? new Date(now.getTime() + retryDelaySeconds(ctx.config.jobs.backoffSeconds, job.attempts) * 1000).toISOString()
      : null;
    const at = new Date().toISOString();
    await ctx.db.kysely
      .updateTable('jobs')
      .set({
        status: willRetry ? 'queued' : 'failed',
        run_at: nextRunAt ?? at,
        lease_until: null,
        last_error: message,
        finished_at: willRetry ? null : at,
        updated_at: at,
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .execute();
    await handler?.onFailure?.(ctx, payload, { job: running, error: message, willRetry, nextRunAt });
    return willRetry ? 'retry' : 'failed';
  }
}

/** Claims and runs due jobs until none is left (or `limit`); returns how many ran. */
export async function runDueJobs(ctx: AppContext, options: RunOptions = {}): Promise<number> {
  const workerId = options.workerId ?? newWorkerId();
  let count = 0;
  while ((options.limit === undefined || count < options.limit) && !options.stopped?.()) {
    const job = await claimJob(ctx, workerId, options.now);
    if (!job) break;
    await runClaimedJob(ctx, job, workerId, options.now);
    count++;
  }
  return count;
}

/** Polls for due jobs every JOB_POLL_SECONDS in this process; stop() waits for the job in hand. */
export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;
  private again = false;
  private unsubscribe: (() => void) | null = null;
  readonly workerId = newWorkerId();

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.ctx.config.jobs.pollSeconds * 1000);
    this.timer.unref();
    this.unsubscribe = onJobsQueued(() => this.tick());
    void scheduleRecurringJobs(this.ctx)
      .catch((error: unknown) => console.error('job worker: scheduling recurring jobs:', error))
      .finally(() => this.tick());
  }

  /** Looks for work now (e.g. straight after something was queued). */
  tick(): void {
    if (!this.timer) return;
    if (this.current) {
      this.again = true; // look once more when this run ends
      return;
    }
    this.current = runDueJobs(this.ctx, { workerId: this.workerId, stopped: () => this.timer === null })
      // The loop outlives any failure: the database away (restarting, busy) is a line in the log and
      // the next poll tries again; a job whose result could not be written is claimed again after
      // its lease.
      .catch((error: unknown) =>
        isDatabaseUnavailable(error)
          ? console.warn(
              `job worker: the database is unavailable (${error instanceof Error ? error.message : String(error)}); retrying at the next poll`,
            )
          : console.error('job worker:', error),
      )
      .finally(() => {
        this.current = null;
        if (this.again) {
          this.again = false;
          this.tick();
        }
      });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    await this.current;
  }
}
