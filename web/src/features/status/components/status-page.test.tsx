import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { formatUptime } from '../format-uptime.ts';
import { StatusPage } from './status-page.tsx';

function show() {
  render(
    <AppProviders>
      <MemoryRouter>
        <StatusPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const GB = 1024 ** 3;

const healthy = {
  status: 'warning',
  level: 'amber',
  version: '1.4.2',
  database: 'postgres',
  databaseStatus: 'ok',
  uptimeSeconds: 93_784,
  time: '2025-03-01T10:15:00Z',
  checks: {
    database: { level: 'green', kind: 'postgres', reachable: true, latencyMs: 3 },
    jobs: { level: 'green', pending: 2, failedRecently: 0, oldestDueMinutes: 0 },
    mail: { level: 'amber', queued: 0, held: 5, failed: 0, oldestQueuedMinutes: 0, smtpConfigured: false },
    accounting: { level: 'green', state: 'not configured' },
    disk: { level: 'green', freeBytes: 40 * GB, totalBytes: 100 * GB, freePercent: 40 },
  },
};

function row(label: string) {
  return within(screen.getByRole('heading', { name: label }).closest('li') as HTMLElement);
}

describe('/status', () => {
  it('shows version, uptime and a light with words for every part from GET {api}/status', async () => {
    mockFetch(() => json(200, healthy));
    show();
    expect(await screen.findByText('Needs attention')).toBeDefined();
    expect(screen.getByText('1.4.2')).toBeDefined();
    expect(screen.getByText('1 day, 2 hours, 3 minutes')).toBeDefined();
    expect(screen.getByText('01/03/2025 10:15')).toBeDefined();
    expect(row('Database').getByText('PostgreSQL, answering in 3 ms')).toBeDefined();
    expect(row('Database').getByText('OK')).toBeDefined();
    expect(row('Background jobs').getByText('2 jobs waiting or running; 0 failed in the last 7 days')).toBeDefined();
    expect(row('Mail outbox').getByText('Check soon')).toBeDefined();
    expect(row('Mail outbox').getByText(/5 held; no mail server configured/)).toBeDefined();
    expect(row('Accounting connection').getByText('Not configured (the accounting feature is off).')).toBeDefined();
    expect(row('Disk space for files').getByText('40.0 GB free of 100 GB (40 %)')).toBeDefined();
  });

  it('shows every light while the database is down (503 with the status body)', async () => {
    const unknown = { level: 'red', unknown: true };
    mockFetch(() =>
      json(503, {
        ...healthy,
        status: 'unavailable',
        level: 'red',
        databaseStatus: 'unavailable',
        checks: {
          ...healthy.checks,
          database: { level: 'red', kind: 'postgres', reachable: false, latencyMs: null },
          jobs: unknown,
          mail: { ...unknown, smtpConfigured: true },
          accounting: unknown,
        },
      }),
    );
    show();
    expect(await screen.findByText('Database unavailable')).toBeDefined();
    expect(row('Database').getByText('PostgreSQL, not answering')).toBeDefined();
    expect(row('Database').getByText('Act now')).toBeDefined();
    expect(row('Background jobs').getByText(/Could not be measured/)).toBeDefined();
    expect(row('Disk space for files').getByText('OK')).toBeDefined();
  });

  it('says so when the service does not answer', async () => {
    mockFetch(() => new TypeError('Failed to fetch'));
    show();
    expect(await screen.findByText('The service did not answer: Failed to fetch')).toBeDefined();
  });

  it('formats uptime in words', () => {
    expect(formatUptime(59)).toBe('59 seconds');
    expect(formatUptime(3600)).toBe('1 hour');
    expect(formatUptime(2 * 86_400 + 60)).toBe('2 days, 1 minute');
  });
});
