import type { AppContext } from '../../context.ts';
import { enqueueJob } from './queue.ts';
import { registerJobType, type RunningJob } from './registry.ts';

// Jobs that come round again (the sweep of unattached files): each run queues the next one, and
// a worker starting up queues one when none is waiting, so the chain survives restarts. Two
// processes starting at once may queue two; recurring work is written to be harmless twice.

const recurring = new Map<string, number>();

async function queueIfNone(
  ctx: AppContext,
  type: string,
  runAt: Date,
  statuses: ('queued' | 'running')[],
): Promise<void> {
  const waiting = await ctx.db.kysely
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', type)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  if (!waiting) await enqueueJob(ctx.db.kysely, type, null, { runAt });
}

/** Registers `run` as a job of `type` that runs every `everySeconds`. */
export function registerRecurringJob(
  type: string,
  everySeconds: number,
  run: (ctx: AppContext, job: RunningJob) => Promise<void>,
): void {
  recurring.set(type, everySeconds);
  registerJobType<null>(type, {
    run: async (ctx, _payload, job) => {
      await run(ctx, job);
      await queueIfNone(ctx, type, new Date(job.now.getTime() + everySeconds * 1000), ['queued']);
    },
  });
}

/** The recurring job types registered in this process (the flag walk reads it). */
export function recurringJobTypes(): string[] {
  return [...recurring.keys()];
}

/** Queues each recurring job that has none waiting (called when a worker starts). */
export async function scheduleRecurringJobs(ctx: AppContext, now = new Date()): Promise<void> {
  for (const type of recurring.keys()) await queueIfNone(ctx, type, now, ['queued', 'running']);
}
