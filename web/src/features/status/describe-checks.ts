import type { HealthLevel } from '@collegium/domain/service-health';
import type { ServiceStatus } from './api/get-status.ts';

// The status page's rows in words: what each light measures, and what it found.

export interface CheckRow {
  key: string;
  label: string;
  level: HealthLevel;
  text: string;
}

export const LEVEL_WORDS: Record<HealthLevel, string> = { green: 'OK', amber: 'Check soon', red: 'Act now' };

const DATABASES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function formatBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${gb >= 100 ? Math.round(gb) : gb.toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

const NOT_MEASURED = 'Could not be measured (the database did not answer).';

export function describeChecks(status: ServiceStatus): CheckRow[] {
  const checks = status.checks;
  const database = DATABASES[status.database] ?? status.database;
  if (!checks) {
    const ok = status.databaseStatus === 'ok';
    return [
      {
        key: 'database',
        label: 'Database',
        level: ok ? 'green' : 'red',
        text: ok ? `${database}, answering` : `${database}, not answering`,
      },
    ];
  }
  const rows: CheckRow[] = [];
  const db = checks.database;
  rows.push({
    key: 'database',
    label: 'Database',
    level: db.level,
    text: db.reachable
      ? `${database}, answering${db.latencyMs === null ? '' : ` in ${db.latencyMs} ms`}`
      : `${database}, not answering`,
  });
  const jobs = checks.jobs;
  rows.push({
    key: 'jobs',
    label: 'Background jobs',
    level: jobs.level,
    text:
      'unknown' in jobs
        ? NOT_MEASURED
        : [
            `${plural(jobs.pending, 'job')} waiting or running`,
            `${jobs.failedRecently} failed in the last 7 days`,
            ...(jobs.oldestDueMinutes > 0 ? [`the oldest due for ${plural(jobs.oldestDueMinutes, 'minute')}`] : []),
          ].join('; '),
  });
  const mail = checks.mail;
  rows.push({
    key: 'mail',
    label: 'Mail outbox',
    level: mail.level,
    text:
      'unknown' in mail
        ? NOT_MEASURED
        : [
            `${plural(mail.queued, 'mail')} waiting to be sent`,
            ...(mail.oldestQueuedMinutes > 0 ? [`the oldest for ${plural(mail.oldestQueuedMinutes, 'minute')}`] : []),
            ...(mail.failed > 0 ? [`${mail.failed} failed`] : []),
            ...(mail.held > 0 ? [`${mail.held} held`] : []),
            ...(mail.smtpConfigured ? [] : ['no mail server configured: mail is held, not sent']),
          ].join('; '),
  });
  const accounting = checks.accounting;
  const accountingText: Record<string, string> = {
    'not configured': 'Not configured (the accounting feature is off).',
    'not connected': 'Not connected: the finance officer has not connected the accounting system.',
    connected: 'Connected.',
    expired: 'The connection has lapsed: the finance officer must connect again.',
  };
  rows.push({
    key: 'accounting',
    label: 'Accounting connection',
    level: accounting.level,
    text: 'unknown' in accounting ? NOT_MEASURED : (accountingText[accounting.state] ?? accounting.state),
  });
  const disk = checks.disk;
  rows.push({
    key: 'disk',
    label: 'Disk space for files',
    level: disk.level,
    text:
      'unknown' in disk
        ? 'Could not be measured.'
        : `${formatBytes(disk.freeBytes)} free of ${formatBytes(disk.totalBytes)} (${disk.freePercent} %)`,
  });
  return rows;
}

/** The headline for the whole service. */
export function overallWords(status: ServiceStatus): string {
  if (status.databaseStatus !== 'ok') return 'Database unavailable';
  if (status.status === 'ok') return 'Healthy';
  if (status.status === 'warning') return 'Needs attention';
  if (status.status === 'degraded') return 'Not healthy';
  return `Not healthy (${status.status})`;
}
