import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
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

describe('/status', () => {
  it('shows health, version, database and uptime from GET {api}/status', async () => {
    mockFetch(() => json(200, { status: 'ok', version: '1.4.2', database: 'postgres', uptimeSeconds: 93_784, time: '2025-03-01T10:15:00Z' }));
    show();
    expect(await screen.findByText('Healthy')).toBeDefined();
    expect(screen.getByText('1.4.2')).toBeDefined();
    expect(screen.getByText('PostgreSQL')).toBeDefined();
    expect(screen.getByText('1 day, 2 hours, 3 minutes')).toBeDefined();
    expect(screen.getByText('01/03/2025 10:15')).toBeDefined();
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
