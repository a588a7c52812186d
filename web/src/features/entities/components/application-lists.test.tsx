import { applications } from '@collegium/domain/entities/applications';
import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import { EntityListScreen } from './entity-list-screen.tsx';
import { ALL_ABILITIES } from '../../../lib/entity/entity-fixtures.ts';

// spec 2.4, 4.3, 4.4, 5: the application list in its three modes is the generic list with the
// statuses fixed by the menu; the status is a coloured chip; the optional fields start hidden.

function server() {
  return mockFetch(({ path }) => {
    if (path === '/api/applications?schema')
      return json(200, {
        ...publicDefinition(applications),
        abilities: { ...ALL_ABILITIES, create: false, edit: false, delete: false },
      });
    if (path.startsWith('/api/applications?')) {
      return json(200, {
        items: [
          {
            id: 1,
            version: 1,
            lastName: 'Lovelace',
            firstName: 'Ada',
            course: 'BTh',
            studyPace: 'PT',
            applicantType: 'Ordinand',
            diocese: 'Durham',
            cohortGroup: 'Candidate',
            status: 'Place offered',
            submittedAt: '2026-10-01',
          },
          {
            id: 2,
            version: 1,
            lastName: 'Babbage',
            firstName: 'Charles',
            course: 'MA',
            studyPace: 'PT',
            applicantType: 'Independent',
            diocese: null,
            cohortGroup: 'Student',
            status: 'Did not respond',
            submittedAt: '2026-09-01',
          },
          {
            id: 3,
            version: 1,
            lastName: 'Hopper',
            firstName: 'Grace',
            course: 'MA',
            studyPace: 'FT',
            applicantType: 'Independent',
            diocese: null,
            cohortGroup: 'Student',
            status: 'Confirmed',
            submittedAt: '2026-08-01',
          },
        ],
        total: 3,
        page: 1,
        pageSize: 25,
      });
    }
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
}

function show(path: string) {
  useSessionStore.setState({
    status: 'authenticated',
    user: toCurrentUser(userAnswer({ permissions: ['applications'] })),
  });
  const router = createMemoryRouter(
    [
      { path: '/applications/ongoing', handle: { key: 'applications.ongoing' }, Component: EntityListScreen },
      { path: '/applications/confirmed', handle: { key: 'applications.confirmed' }, Component: EntityListScreen },
      { path: '/applications/all', handle: { key: 'applications.all' }, Component: EntityListScreen },
      { path: '/applications/:id', element: <p>record page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === '/api/applications' && !u.search.includes('schema'));

describe('the application lists', () => {
  it('asks for the ongoing statuses only and draws each status in its colour class', async () => {
    const fetch = server();
    show('/applications/ongoing');
    expect(await screen.findByText('Lovelace')).toBeDefined();
    expect(listCalls(fetch).at(-1)?.searchParams.get('status')).toBe(
      'In progress,Submitted,Did not respond,Under review,Ready for approval,Approved,Place offered,Place accepted',
    );
    const offered = within(screen.getByRole('grid')).getByText('Place offered').closest('.MuiChip-root');
    expect(offered?.className).toContain('MuiChip-colorInfo');
    expect(within(screen.getByRole('grid')).getByText('Did not respond').closest('.MuiChip-root')?.className).toContain(
      'MuiChip-colorError',
    );
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('names each status as the catalogue does, in the chip and the status filter (issue 19)', async () => {
    server();
    show('/applications/all');
    await screen.findByText('Lovelace');
    const grid = screen.getByRole('grid');
    expect(within(grid).getByText('Confirmed (deposit paid)')).toBeDefined();
    expect(within(grid).queryByText('Confirmed', { exact: true })).toBeNull();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    const confirmed = within(filter)
      .getAllByRole('option')
      .find((o) => (o as HTMLOptionElement).value === 'Confirmed');
    expect(confirmed?.textContent).toBe('Confirmed (deposit paid)');
  });

  it('asks for Confirmed only on the confirmed list, and for every status with a Status filter on all', async () => {
    let fetch = server();
    show('/applications/confirmed');
    await screen.findByText('Lovelace');
    expect(listCalls(fetch).at(-1)?.searchParams.get('status')).toBe('Confirmed');
    document.body.innerHTML = '';
    fetch = server();
    show('/applications/all');
    await screen.findByText('Lovelace');
    expect(listCalls(fetch).at(-1)?.searchParams.get('status')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();
  });

  it('starts with the optional fields of spec 5 hidden', async () => {
    server();
    show('/applications/ongoing');
    await screen.findByText('Lovelace');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.some((h) => h.includes('Last name'))).toBe(true);
    expect(headers.some((h) => h.includes('Status'))).toBe(true);
    for (const optional of ['Study pace', 'Applicant type', 'Diocese', 'Cohort group'])
      expect(headers.some((h) => h.includes(optional))).toBe(false);
  });
});
