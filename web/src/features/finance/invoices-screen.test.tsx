import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { InvoicesScreen } from './invoices-screen.tsx';

// Issue 14, Finance > Invoices: the rows with their state, the totals row over every invoice the
// filters select, and filters that go to the server (and into the address).

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
  state: 'overdue',
  accountingStatus: 'Not sent',
};
const answer = {
  items: [row],
  total: 1,
  page: 1,
  pageSize: 50,
  totals: { count: 12, amount: 1650000, paid: 100000, credited: 50000, outstanding: 1500000 },
  payers: ['Diocese of Oxford', 'Student'],
};

describe('Finance > Invoices', () => {
  it('shows the invoices, their state and the totals row, and sends the filters', async () => {
    const calls: string[] = [];
    mockFetch(({ path, url }) => {
      calls.push(url);
      return path.includes('finance/invoices') ? json(200, answer) : json(404, {});
    });
    const router = createMemoryRouter([{ path: '/finance/invoices', element: <InvoicesScreen /> }], {
      initialEntries: ['/finance/invoices?state=overdue'],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'INV-2026-00007' }).getAttribute('href')).toBe(
      '/finance/invoices/7',
    );
    expect(within(rows[1]!).getByText('Overdue')).toBeDefined();
    expect(within(rows[1]!).getByText('(0000042)')).toBeDefined();
    const totals = within(table).getByRole('row', { name: 'Totals' });
    expect(within(totals).getByText('Totals of 12 invoices')).toBeDefined();
    expect(within(totals).getByText('£16,500.00')).toBeDefined();
    expect(within(totals).getByText('£15,000.00')).toBeDefined();
    expect(calls.some((u) => u.includes('state=overdue'))).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'abb');
    expect(router.state.location.search).toContain('search=abb');
    expect(calls.some((u) => u.includes('search=abb') && u.includes('state=overdue'))).toBe(true);
  });
});
