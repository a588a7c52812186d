import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The database-backed job queue: a job is a row (type, JSON payload, when it may run). It is
// written in the caller's transaction, so it exists exactly when the work that asked for it
// committed. The worker (worker.ts) claims and runs it through the handler its type names.

export type Executor = Kysely<Database> | Transaction<Database>;

export interface EnqueueJobOptions {
  /** Earliest time to run it; now by default. */
  runAt?: Date;
  /** Overrides JOB_MAX_ATTEMPTS for this job. */
  maxAttempts?: number;
}

export async function enqueueJob(
  db: Executor,
  type: string,
  payload: unknown,
  options: EnqueueJobOptions = {},
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      type,
      payload: JSON.stringify(payload ?? null),
      status: 'queued',
      max_attempts: options.maxAttempts ?? null,
      run_at: (options.runAt ?? new Date()).toISOString(),
      lease_until: null,
      locked_by: null,
      last_error: null,
      created_at: now,
      updated_at: now,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
