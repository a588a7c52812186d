import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { json, mockFetch, sortedQuery } from '../../../test/mock-fetch.ts';
import { NewStudentsScreen } from './new-students-screen.tsx';

function show(intakes: string[]) {
  const fetch = mockFetch(({ path }) => {
    if (!path.startsWith('/api/students/new?'))
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    const chosen = new URL(path, 'http://x').searchParams.get('intake') ?? intakes[0] ?? null;
    const items =
      chosen === '2027-01-10'
        ? [
            {
              engagementId: 1,
              studentId: 5,
              partnerId: 42,
              name: 'Ann Abbott',
              email: 'ann@example.org',
              programme: 'BTh',
              level: '4',
              pace: 'PT',
              hub: 'Durham',
              status: 'Starting',
              startIntake: chosen,
            },
          ]
        : [];
    return json(200, {
      items,
      total: items.length,
      page: 1,
      pageSize: 25,
      intake: chosen,
      intakes,
      hubs: ['Durham'],
      abilities: { canView: true, canEdit: false },
    });
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <NewStudentsScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  return fetch;
}

afterEach(() => setConfig({}));

describe('new students (spec 2.4)', () => {
  it('lists the students of the next intake, and another upcoming intake when chosen', async () => {
    const fetch = show(['2027-01-10', '2027-09-01']);
    expect(await screen.findByText('Ann Abbott')).toBeDefined();
    expect(screen.getByText('0000042')).toBeDefined();
    expect(screen.getByText('Starting at the intake of 10/01/2027')).toBeDefined();
    expect(screen.getByRole('option', { name: '10/01/2027 (next)' })).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Intake' }), '2027-09-01');
    expect(await screen.findByText('Starting at the intake of 01/09/2027')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('Ann Abbott')).toBeNull());
    // The list's calls (the programme filter's choices come from GET lookups/programmes).
    const listCalls = fetch.mock.calls.map((c) => String(c[0])).filter((url) => url.includes('/api/students/new'));
    expect(listCalls.map(sortedQuery)).toEqual([
      sortedQuery('/api/students/new?sort=name&order=asc&page=1&pageSize=25'),
      sortedQuery('/api/students/new?intake=2027-09-01&sort=name&order=asc&page=1&pageSize=25'),
    ]);
  });

  it('says when no intake is to come', async () => {
    show([]);
    expect(
      await screen.findByText('There is no intake from today on in the intakes map, so no students are starting.'),
    ).toBeDefined();
    expect(screen.getByText('No intake is planned')).toBeDefined();
  });
});
