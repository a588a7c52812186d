import { statfs } from 'node:fs/promises';
import path from 'node:path';
import {
  accountingLevel,
  type AccountingState,
  diskLevel,
  type HealthLevel,
  jobsLevel,
  mailLevel,
  worstLevel,
} from '@collegium/domain/service-health';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';

// What the status page (spec 2.1) and monitoring read: version, uptime, and a traffic light for
// the database, background jobs, the mail outbox, the accounting connection and the disk under
// FILES_DIR. Counts and levels only: no names, addresses, paths, hosts or error texts, nothing a
// stranger could use. Each measurement has a deadline, so the page answers while the database is away.

const CHECK_TIMEOUT_MS = 2_000;
const MINUTE = 60_000;

function withDeadline<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Whether the database answers a trivial query in time. */
export async function databaseReachable(ctx: AppContext): Promise<{ reachable: boolean; latencyMs: number | null }> {
  const started = performance.now();
  try {
    await withDeadline(sql`select 1`.execute(ctx.db.kysely));
    return { reachable: true, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { reachable: false, latencyMs: null };
  }
}

const minutesSince = (iso: string | null | undefined, now: Date) =>
  iso ? Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / MINUTE)) : 0;

async function jobFigures(ctx: AppContext, now: Date) {
  const at = now.toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * MINUTE).toISOString();
  const db = ctx.db.kysely;
  const [pending, failed, oldest] = await Promise.all([
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'failed')
      .where('updated_at', '>=', weekAgo)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.min('run_at').as('run_at'))
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', at)]),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<=', at)]),
        ]),
      )
      .executeTakeFirst(),
  ]);
  return {
    pending: Number(pending.n),
    failedRecently: Number(failed.n),
    oldestDueMinutes: minutesSince(oldest?.run_at as string | null, now),
  };
}

async function mailFigures(ctx: AppContext, now: Date) {
  const rows = await ctx.db.kysely
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['queued', 'held', 'failed'])
    .groupBy('status')
    .execute();
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    queued: Number(of('queued')?.n ?? 0),
    held: Number(of('held')?.n ?? 0),
    failed: Number(of('failed')?.n ?? 0),
    oldestQueuedMinutes: minutesSince(of('queued')?.oldest as string | null, now),
  };
}

async function accountingState(ctx: AppContext, now: Date): Promise<AccountingState> {
  if (!ctx.config.features.includes('accounting')) return 'not configured';
  const tokens = await ctx.db.kysely
    .selectFrom('user_tokens')
    .select('expires_at')
    .where('name', '=', 'accounting')
    .execute();
  if (tokens.length === 0) return 'not connected';
  return tokens.some((t) => !t.expires_at || new Date(t.expires_at) > now) ? 'connected' : 'expired';
}

/** The nearest existing folder at or above `dir` (FILES_DIR is made on the first upload). */
async function diskFigures(dir: string) {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const fs = await statfs(at);
      return { freeBytes: fs.bavail * fs.bsize, totalBytes: fs.blocks * fs.bsize };
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as { code?: string }).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
}

type Measured<T> = ({ level: HealthLevel } & T) | { level: 'red'; unknown: true };

async function measure<T extends object>(work: Promise<T>, level: (figures: T) => HealthLevel): Promise<Measured<T>> {
  try {
    const figures = await withDeadline(work);
    return { level: level(figures), ...figures };
  } catch {
    return { level: 'red', unknown: true };
  }
}

export async function serviceStatus(ctx: AppContext, now = new Date()) {
  const db = await databaseReachable(ctx);
  const down = <T>(): Measured<T> => ({ level: 'red', unknown: true });
  const [jobs, mail, accounting, disk] = await Promise.all([
    db.reachable ? measure(jobFigures(ctx, now), jobsLevel) : down<Awaited<ReturnType<typeof jobFigures>>>(),
    db.reachable
      ? measure(mailFigures(ctx, now), (f) => mailLevel(f)).then((m) => ({
          ...m,
          smtpConfigured: ctx.config.smtpUrl !== null,
        }))
      : { ...down<Awaited<ReturnType<typeof mailFigures>>>(), smtpConfigured: ctx.config.smtpUrl !== null },
    db.reachable
      ? measure(
          accountingState(ctx, now).then((state) => ({ state })),
          (f) => accountingLevel(f.state),
        )
      : down<{ state: AccountingState }>(),
    measure(diskFigures(ctx.config.filesDir), (f) => diskLevel(f.freeBytes, f.totalBytes)).then((d) =>
      'freeBytes' in d
        ? { ...d, freePercent: d.totalBytes > 0 ? Math.round((d.freeBytes / d.totalBytes) * 1000) / 10 : 0 }
        : d,
    ),
  ]);
  const database = {
    level: (db.reachable ? 'green' : 'red') as HealthLevel,
    kind: ctx.db.dialect,
    reachable: db.reachable,
    latencyMs: db.latencyMs,
  };
  const level = worstLevel([database.level, jobs.level, mail.level, accounting.level, disk.level]);
  return {
    /** ok: all green; warning: something amber; degraded: something red; unavailable: no database. */
    status: !db.reachable ? 'unavailable' : level === 'green' ? 'ok' : level === 'amber' ? 'warning' : 'degraded',
    level,
    version: ctx.config.version,
    uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
    time: now.toISOString(),
    database: ctx.db.dialect,
    databaseStatus: db.reachable ? 'ok' : 'unavailable',
    checks: { database, jobs, mail, accounting, disk },
  };
}
