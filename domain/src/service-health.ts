// The status page's traffic lights (spec 2.1 /status; issue 15): what an operator checks first,
// each part green (fine), amber (look soon) or red (act now). Pure rules: the server measures,
// these decide, and the web page shows the same words.

import { z } from 'zod';

export const HEALTH_LEVELS = ['green', 'amber', 'red'] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];

/** The worst of the levels (green when there are none). */
export function worstLevel(levels: readonly HealthLevel[]): HealthLevel {
  if (levels.includes('red')) return 'red';
  if (levels.includes('amber')) return 'amber';
  return 'green';
}

export interface JobFigures {
  /** Queued jobs (due now or waiting for a retry) and jobs being run. */
  pending: number;
  /** Jobs that gave up after their last attempt, in the last 7 days. */
  failedRecently: number;
  /** How long the job that has been due longest has waited, in minutes (0 when none is due). */
  oldestDueMinutes: number;
}

/** Red when a due job has waited 15 minutes (no worker is running them); amber after failures or 5 minutes' wait. */
export function jobsLevel(f: JobFigures): HealthLevel {
  if (f.oldestDueMinutes >= 15) return 'red';
  if (f.failedRecently > 0 || f.oldestDueMinutes >= 5) return 'amber';
  return 'green';
}

export interface MailFigures {
  /** Mails waiting to be sent (first attempt or a retry). */
  queued: number;
  /** Mails kept because no mail server is configured (SMTP_URL unset). */
  held: number;
  /** Mails that gave up after their last attempt. */
  failed: number;
  /** How long the oldest waiting mail has waited, in minutes. */
  oldestQueuedMinutes: number;
}

/** Red when a mail has waited an hour; amber when some failed, are held, or wait 10 minutes. */
export function mailLevel(f: MailFigures): HealthLevel {
  if (f.oldestQueuedMinutes >= 60) return 'red';
  if (f.failed > 0 || f.held > 0 || f.oldestQueuedMinutes >= 10) return 'amber';
  return 'green';
}

const GB = 1024 ** 3;

/** Red below 5 % or 0.5 GB free, amber below 15 % or 2 GB, else green. */
export function diskLevel(freeBytes: number, totalBytes: number): HealthLevel {
  const share = totalBytes > 0 ? freeBytes / totalBytes : 0;
  if (share < 0.05 || freeBytes < 0.5 * GB) return 'red';
  if (share < 0.15 || freeBytes < 2 * GB) return 'amber';
  return 'green';
}

export const ACCOUNTING_STATES = ['not configured', 'not connected', 'connected', 'expired'] as const;
export type AccountingState = (typeof ACCOUNTING_STATES)[number];

/** Not used (feature off) is fine; switched on but not connected, amber; a lapsed connection, red. */
export function accountingLevel(state: AccountingState): HealthLevel {
  if (state === 'expired') return 'red';
  if (state === 'not connected') return 'amber';
  return 'green';
}

const level = z.enum(HEALTH_LEVELS);
/** A part that could not be measured in time (or at all while the database is away). */
const unmeasured = z.object({ level: z.literal('red'), unknown: z.literal(true) });
const measured = <T extends z.ZodRawShape>(figures: T) => z.union([z.object({ level, ...figures }), unmeasured]);
const mailFigures = {
  queued: z.number(),
  held: z.number(),
  failed: z.number(),
  oldestQueuedMinutes: z.number(),
};

/** GET {api}/status: 200 while the database answers, 503 (same body) while it does not. */
export const serviceStatusSchema = z.object({
  /** ok: all green; warning: something amber; degraded: something red; unavailable: no database. */
  status: z.enum(['ok', 'warning', 'degraded', 'unavailable']),
  level,
  version: z.string(),
  uptimeSeconds: z.number(),
  time: z.string(),
  database: z.string(),
  databaseStatus: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: z.object({ level, kind: z.string(), reachable: z.boolean(), latencyMs: z.number().nullable() }),
    jobs: measured({ pending: z.number(), failedRecently: z.number(), oldestDueMinutes: z.number() }),
    mail: z.union([
      z.object({ level, ...mailFigures, smtpConfigured: z.boolean() }),
      unmeasured.extend({ smtpConfigured: z.boolean() }),
    ]),
    accounting: measured({ state: z.enum(ACCOUNTING_STATES) }),
    disk: measured({ freeBytes: z.number(), totalBytes: z.number(), freePercent: z.number() }),
  }),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;
