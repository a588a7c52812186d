import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { ApplicationReportingScreen } from './application-reporting-screen.tsx';
import { StatisticsScreen } from './statistics-screen.tsx';

const reports: Record<string, unknown> = {
  status: {
    by: 'status',
    total: 4,
    rows: [
      { value: 'Confirmed', count: 3 },
      { value: 'In progress', count: 1 },
    ],
  },
  intake: {
    by: 'intake',
    total: 3,
    rows: [
      { value: '2027-01-10', count: 2 },
      { value: null, count: 1 },
    ],
  },
};

const statistics = {
  months: [
    { month: '2026-10', submitted: 2 },
    { month: '2026-11', submitted: 5 },
  ],
  byStatus: [
    { value: 'Submitted', count: 4 },
    { value: 'Confirmed', count: 3 },
  ],
  byStage: [
    { value: 'Applying', count: 0 },
    { value: 'In review', count: 4 },
    { value: 'Confirmed', count: 3 },
  ],
  total: 7,
};

function show(ui: React.ReactNode) {
  const fetch = mockFetch(({ path }) => {
    const m = /^\/api\/applications\/report\?by=(\w+)$/.exec(path);
    if (m && reports[m[1]!]) return json(200, reports[m[1]!]);
    if (path.startsWith('/api/applications/statistics')) return json(200, statistics);
    return json(404);
  });
  render(
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return fetch;
}

afterEach(() => setConfig({}));

describe('application reporting (spec 2.4)', () => {
  it('shows counts by status in the spec’s words, then intakes as dates', async () => {
    const fetch = show(<ApplicationReportingScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Application reporting' })).toBeDefined();
    expect(
      await screen.findByRole('img', { name: /^Applications by status\. Confirmed \(deposit paid\) 3 \(75\.0%\)/ }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show table' }));
    expect(screen.getByRole('row', { name: 'Confirmed (deposit paid) 3 75.0%' })).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Intake' }));
    await screen.findByRole('img', { name: /^Applications by intake\./ });
    fireEvent.click(screen.getByRole('button', { name: 'Show table' }));
    const table = screen.getByRole('table', { name: 'Applications by intake' });
    expect(within(table).getByRole('row', { name: '10/01/2027 2 66.7%' })).toBeDefined();
    expect(within(table).getByRole('row', { name: 'Not recorded 1 33.3%' })).toBeDefined();
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/applications/report?by=intake');
  });
});

describe('statistics (spec 2.4)', () => {
  it('draws each chart as a described image with its figures as a table', async () => {
    show(<StatisticsScreen />);
    expect(
      await screen.findByRole('img', { name: 'Applications submitted per month. Oct 2026 2; Nov 2026 5.' }),
    ).toBeDefined();
    expect(
      screen.getByRole('img', { name: /^Applications by stage\. Applying 0 \(0\.0%\); In review 4 / }),
    ).toBeDefined();
    for (const button of screen.getAllByRole('button', { name: 'Show table' })) fireEvent.click(button);
    expect(
      within(screen.getByRole('table', { name: 'Applications submitted per month' })).getByRole('row', {
        name: 'Nov 2026 5',
      }),
    ).toBeDefined();
    expect(
      within(screen.getByRole('table', { name: 'Applications by status' })).getByRole('row', {
        name: 'Submitted 4 57.1%',
      }),
    ).toBeDefined();
    expect(screen.getByText('7 applications in all')).toBeDefined();
  });
});
