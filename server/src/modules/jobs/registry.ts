import type { AppContext } from '../../context.ts';

// Job type → handler. A module adds its own types with registerJobType at start-up (mail
// delivery is the first); the worker runs whatever a claimed job's type names.

export interface RunningJob {
  id: number;
  type: string;
  /** This run included (the first run is 1). */
  attempt: number;
  /** The worker's clock for this run (tests move it forward); handlers that schedule use it. */
  now: Date;
}

export interface FailureInfo {
  job: RunningJob;
  error: string;
  /** Whether the job will be tried again (at nextRunAt), or has now failed for good. */
  willRetry: boolean;
  nextRunAt: string | null;
}

export interface JobType<P = unknown> {
  /** Does the work; throwing retries it later (or fails it for good, see PermanentJobError). */
  run(ctx: AppContext, payload: P, job: RunningJob): Promise<void>;
  /** Told about every failed run, e.g. to show it on the record the job serves. */
  onFailure?(ctx: AppContext, payload: P, failure: FailureInfo): Promise<void>;
}

/** A failure that trying again cannot mend (bad data): the job fails at once, loudly. */
export class PermanentJobError extends Error {}

const registry = new Map<string, JobType<never>>();

export function registerJobType<P>(type: string, handler: JobType<P>): void {
  registry.set(type, handler as JobType<never>);
}

export function jobTypeOf(type: string): JobType<unknown> | undefined {
  return registry.get(type) as JobType<unknown> | undefined;
}
