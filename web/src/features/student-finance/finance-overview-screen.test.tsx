import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { FinanceOverviewScreen } from './finance-overview-screen.tsx';

// Issue 5: Finance, Overview shows the fee and who pays it, the invoices, payments and balance in
// pounds with DD/MM/YYYY dates, and warns about what is overdue.

const finance = {
  assessments: [
    {
      id: 1,
      academicYear: 2026,
      academicYearLabel: '2026/27',
      programmeCode: 'BTh',
      level: '5',
      pace: 'PT',
      tuitionFee: 462500,
      reductions: 50000,
      fundingSource: 'Self-funded',
      sponsorName: null,
      paymentTerm: 'Termly',
      scheduleDates: ['2026-08-01', '2026-12-01', '2027-03-01'],
    },
  ],
  invoices: [
    {
      id: 1,
      number: 'INV-2026-00001',
      description: 'Tuition fee, instalment 1 of 3',
      payer: 'Student',
      issuedOn: '2026-07-11',
      dueOn: '2026-08-01',
      amount: 137500,
      paid: 100000,
      credited: 0,
      outstanding: 37500,
      status: 'Overdue',
    },
    {
      id: 2,
      number: 'INV-2026-00002',
      description: 'Tuition fee, instalment 2 of 3',
      payer: 'Student',
      issuedOn: '2026-07-11',
      dueOn: '2026-12-01',
      amount: 137500,
      paid: 0,
      credited: 50000,
      outstanding: 87500,
      status: 'Due',
    },
  ],
  payments: [
    {
      id: 1,
      invoiceNumber: 'INV-2026-00001',
      receivedOn: '2026-08-04',
      amount: 100000,
      method: 'Card',
      reference: 'CARD-1',
    },
  ],
  bursaries: [{ id: 1, academicYearLabel: '2026/27', type: 'General Bursary', amount: 50000, awardedOn: '2026-10-03' }],
  credits: [
    {
      id: 1,
      number: 'CN-2026-00001',
      kind: 'Bursary',
      description: 'General Bursary 2026/27',
      issuedOn: '2026-10-03',
      amount: 50000,
    },
  ],
  totals: { invoiced: 275000, credited: 50000, paid: 100000, balance: 125000, overdue: 37500, creditOnAccount: 0 },
  statement: [],
  nextDue: { dueOn: '2026-08-01', amount: 37500 },
};

describe('the finance overview', () => {
  it('shows the fee, the invoices, payments, bursaries and the balance', async () => {
    mockFetch(({ path }) =>
      path.endsWith('finance-details')
        ? json(200, finance)
        : json(200, { name: 'Ann Abbott', studentNumber: '0000042', academicYearLabel: '2026/27' }),
    );
    const router = createMemoryRouter([{ path: '/', element: <FinanceOverviewScreen /> }]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('£375.00 is overdue', { exact: false })).toBeDefined();
    const balance = screen.getByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText('£1,250.00')).toBeDefined();
    expect(within(balance).getByText('£375.00 on 01/08/2026')).toBeDefined();
    const fee = screen.getByRole('region', { name: 'Your fee for 2026/27' });
    expect(within(fee).getByText('£4,625.00')).toBeDefined();
    expect(within(fee).getByText('-£500.00')).toBeDefined();
    expect(within(fee).getByText('You (self-funded)')).toBeDefined();
    expect(within(fee).getByText('01/08/2026, 01/12/2026, 01/03/2027')).toBeDefined();
    const rows = within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Overdue')).toBeDefined();
    expect(within(rows[1]!).getByText('£375.00')).toBeDefined();
    expect(
      await screen.findByText('Ann Abbott, student number 0000042: your fees and payments for 2026/27.'),
    ).toBeDefined();
    expect(screen.getByText(/quote your student number 0000042/)).toBeDefined();
    expect(screen.getByText('04/08/2026: Card, for INV-2026-00001')).toBeDefined();
    expect(screen.getByText(/General Bursary 2026\/27: £500.00, awarded 03\/10\/2026/)).toBeDefined();
    // The award is a credit note taken off the second invoice (issue 11.19).
    const credits = screen.getByRole('region', { name: 'Credits taken off what you owe' });
    expect(within(credits).getByText('03/10/2026: General Bursary 2026/27 (credit note CN-2026-00001)')).toBeDefined();
    expect(within(credits).getByText('-£500.00')).toBeDefined();
    expect(within(rows[2]!).getByText('£875.00')).toBeDefined();
  });

  it('says the account is in credit when more is credited and paid than invoiced', async () => {
    const inCredit = {
      ...finance,
      totals: { invoiced: 100000, credited: 150000, paid: 0, balance: -50000, overdue: 0, creditOnAccount: 0 },
      nextDue: null,
    };
    mockFetch(({ path }) =>
      path.endsWith('finance-details')
        ? json(200, inCredit)
        : json(200, { name: 'Ann Abbott', studentNumber: '0000042', academicYearLabel: '2026/27' }),
    );
    const router = createMemoryRouter([{ path: '/', element: <FinanceOverviewScreen /> }]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText('In credit')).toBeDefined();
    expect(within(balance).getByText('£500.00')).toBeDefined();
    expect(within(balance).queryByText('Balance to pay')).toBeNull();
  });
});
