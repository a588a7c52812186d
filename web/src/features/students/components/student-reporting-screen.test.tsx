import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { StudentReportingScreen } from './student-reporting-screen.tsx';

const reports: Record<string, unknown> = {
  programme: {
    by: 'programme',
    total: 4,
    rows: [
      { value: 'BTh', count: 3 },
      { value: 'MA', count: 1 },
    ],
  },
  hub: {
    by: 'hub',
    total: 8,
    rows: [
      { value: 'Durham', count: 5 },
      { value: 'York', count: 2 },
      { value: null, count: 1 },
    ],
  },
};

function show() {
  const fetch = mockFetch(({ path }) => {
    const m = /^\/api\/students\/report\?by=(\w+)$/.exec(path);
    return m && reports[m[1]!] ? json(200, reports[m[1]!]) : json(404);
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <StudentReportingScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  return fetch;
}

afterEach(() => setConfig({}));

describe('student reporting (spec 2.4)', () => {
  it('shows the counts by programme, then by hub when that tab is chosen', async () => {
    const fetch = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Student reporting' })).toBeDefined();
    // The chart says in words what it shows; its table is behind Show table.
    expect(
      await screen.findByRole('img', { name: 'Students by programme. BTh 3 (75.0%); MA 1 (25.0%).' }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.getByRole('table', { name: 'Students by programme' })).toBeDefined();
    expect(screen.getByRole('row', { name: 'BTh 3 75.0%' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Hub' }));
    expect(await screen.findByRole('img', { name: /^Students by hub\. Durham 5 \(62\.5%\)/ })).toBeDefined();
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/students/report?by=hub');
    fireEvent.click(screen.getByRole('button', { name: 'Show table' }));
    const table = screen.getByRole('table', { name: 'Students by hub' });
    expect(within(table).getByRole('row', { name: 'Durham 5 62.5%' })).toBeDefined();
    expect(within(table).getByRole('row', { name: 'Not recorded 1 12.5%' })).toBeDefined();
    expect(screen.getByText('8 students in all.')).toBeDefined();
  });
});
