import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { InvoicesScreen } from './invoices-screen.tsx';

// Issue 14, Finance > Invoices, on the one list grid since issue 19: the rows with their state by
// its label, money in pounds and the due day as DD/MM/YYYY, the totals over every invoice the
// filters select, filters offering what the server says invoices hold (and going to the server
// and into the address), sorting on the server, and a row opening its invoice.

const row = {
  id: 7,
  number: 'INV-2026-00007',
  studentId: 3,
  studentName: 'Ann Abbott',
  partnerId: 42,
  description: 'Tuition fee 2026/27',
  payer: 'Student',
  academicYear: 2026,
  intake: 'September',
  issuedOn: '2026-07-11',
  dueOn: '2026-08-01',
  amount: 137500,
  paid: 100000,
  credited: 0,
  outstanding: 37500,
  state: 'part-paid',
  accountingStatus: 'Not sent',
};
const answer = {
  items: [row],
  total: 1,
  page: 1,
  pageSize: 25,
  totals: { count: 12, amount: 1650000, paid: 100000, credited: 50000, outstanding: 1500000 },
  states: [
    { value: 'part-paid', label: 'Part-paid' },
    { value: 'overdue', label: 'Overdue' },
  ],
  payers: ['Diocese of Oxford', 'Student'],
  academicYears: [2026, 2025],
  intakes: ['September'],
};

function show(path = '/finance/invoices?state=overdue') {
  const calls: URL[] = [];
  mockFetch(({ path: p, url }) => {
    if (p.includes('finance/invoices')) calls.push(new URL(url, 'http://x'));
    return p.includes('finance/invoices') ? json(200, answer) : json(404, {});
  });
  const router = createMemoryRouter(
    [
      { path: '/finance/invoices', element: <InvoicesScreen /> },
      { path: '/finance/invoices/:id', element: <p>the invoice</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { calls, router };
}

describe('Finance > Invoices', () => {
  it('shows the invoices in the list grid with labels, pounds and DD/MM/YYYY, and the totals', async () => {
    const { calls } = show();
    const grid = await screen.findByRole('grid', { name: 'Invoices' });
    expect(await within(grid).findByRole('link', { name: 'INV-2026-00007' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/finance\/invoices\/7$/),
    );
    expect(within(grid).getByText('Part-paid')).toBeDefined();
    expect(within(grid).queryByText('part-paid')).toBeNull();
    expect(within(grid).getByText('(0000042)')).toBeDefined();
    expect(within(grid).getByText('£1,375.00')).toBeDefined();
    expect(within(grid).getByText('01/08/2026')).toBeDefined();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Totals of 12 invoices')).toBeDefined();
    expect(within(totals).getByText('Amount £16,500.00')).toBeDefined();
    expect(within(totals).getByText('Outstanding £15,000.00')).toBeDefined();
    expect(calls.at(-1)?.searchParams.get('state')).toBe('overdue');
    expect(calls.at(-1)?.searchParams.get('sort')).toBe('dueOn');
    expect(calls.at(-1)?.searchParams.get('order')).toBe('desc');
  });

  it('offers the values invoices hold, and sends the filters and the search to the server and the address', async () => {
    const { calls, router } = show();
    await screen.findByText('INV-2026-00007');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All states', 'Part-paid', 'Overdue']);
    const year = screen.getByRole('combobox', { name: 'Academic year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All years', '2026/27', '2025/26']);
    const intake = screen.getByRole('combobox', { name: 'Intake' });
    expect(
      within(intake)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All intakes', 'September']);
    await userEvent.selectOptions(year, '2025');
    expect(router.state.location.search).toContain('academicYear=2025');
    await vi.waitFor(() => expect(calls.at(-1)?.searchParams.get('academicYear')).toBe('2025'));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search by number/ }), 'abb');
    await vi.waitFor(() => expect(router.state.location.search).toContain('search=abb'));
    // The refetch follows the address's change a render later (seconds on a loaded machine).
    await vi.waitFor(
      () =>
        expect(
          calls.some((u) => u.searchParams.get('search') === 'abb' && u.searchParams.get('state') === 'overdue'),
        ).toBe(true),
      { timeout: 5000 },
    );
  });

  it('keeps a state set from a link even when several, by their labels', async () => {
    show('/finance/invoices?state=issued,overdue');
    await screen.findByText('INV-2026-00007');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect((state as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Issued or Overdue');
  });

  it('sorts on the server and opens the invoice from its row', async () => {
    const { calls, router } = show('/finance/invoices');
    const grid = await screen.findByRole('grid', { name: 'Invoices' });
    await within(grid).findByText('INV-2026-00007');
    await userEvent.click(within(grid).getByRole('columnheader', { name: /Outstanding/ }));
    await vi.waitFor(() => expect(calls.at(-1)?.searchParams.get('sort')).toBe('outstanding'));
    expect(calls.at(-1)?.searchParams.get('order')).toBe('asc');
    const payer = within(grid)
      .getAllByRole('gridcell')
      .find((c) => c.textContent === 'Student');
    await userEvent.click(payer!);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/finance/invoices/7'));
  });
});
