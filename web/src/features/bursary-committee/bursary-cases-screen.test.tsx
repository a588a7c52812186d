import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch, sortedQuery } from '../../test/mock-fetch.ts';
import { BursaryCasesScreen } from './bursary-cases-screen.tsx';

// Finance > Bursaries: the committee's list (filters sent as the API's query) and the decision on
// one application (the body with the version read; 422 details under their fields; 409 offers a reload).

const item = {
  id: 11,
  studentId: 3,
  studentName: 'Samuel Adeyemi',
  partnerId: 4201,
  programme: 'BTh Theology, Ministry and Mission',
  academicYear: 2026,
  academicYearLabel: '2026/27',
  status: 'Submitted',
  bursaryType: 'General Bursary',
  amountRequested: 1750,
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  version: 3,
};
const detail = {
  ...item,
  application: {
    academicYear: 2026,
    academicYearLabel: '2026/27',
    status: 'Submitted',
    values: {
      bursaryType: 'General Bursary',
      incomeBand: '£15,000 to £24,999',
      dependants: 2,
      otherFunding: 'A grant from my sending parish.',
      otherFundingTotal: 300,
      monthlyOutgoings: 1380,
      amountRequested: 1750,
      statement: 'My wife was made redundant in September.',
      declaration: true,
    },
    submittedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decisionNote: null,
    awardedAmount: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  tuitionFee: 462500,
  fundingSource: 'Diocese',
  awards: [{ type: 'Hardship Fund', amount: 25000, academicYear: 2025, awardedOn: '2026-02-03' }],
  decidedBy: null,
  decisions: ['Under consideration', 'Awarded', 'Declined'],
};
const awarded = {
  ...detail,
  status: 'Awarded',
  version: 4,
  decidedAt: '2026-11-25T09:00:00.000Z',
  decidedBy: 'Fiona Finance',
  decisions: [],
  application: {
    ...detail.application,
    status: 'Awarded',
    decidedAt: '2026-11-25T09:00:00.000Z',
    decisionNote: 'Agreed at the November meeting.',
    awardedAmount: 50000,
  },
};

function show(path = '/finance/bursaries') {
  const router = createMemoryRouter([{ path: '/finance/bursaries', element: <BursaryCasesScreen /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  useSessionStore.setState({
    user: {
      id: 5,
      name: 'Fiona Finance',
      email: 'f@example.org',
      picture: null,
      role: '',
      permissions: ['finance:menu', 'role:bursary'],
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
    } as never,
  });
});

describe('the bursary committee’s list', () => {
  it('lists the applications in the one list grid and asks the API again for each filter, search and page', async () => {
    const fetch = mockFetch(() =>
      json(200, { items: [item], total: 1, page: 1, pageSize: 25, academicYears: [2026, 2025] }),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bursaries' })).toBeDefined();
    const grid = await screen.findByRole('grid', { name: 'Bursary applications' });
    const link = await within(grid).findByRole('link', { name: 'Samuel Adeyemi' });
    expect(link.getAttribute('href')).toBe('/finance/bursaries?id=11');
    const row = link.closest('[role="row"]') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual([
      'Samuel Adeyemi',
      '0004201',
      'BTh Theology, Ministry and Mission',
      '2026/27',
      'General Bursary',
      '£1,750',
      'Submitted',
      '20/11/2026',
    ]);
    const urls = () => fetch.mock.calls.map(([url]) => sortedQuery(String(url)));
    const paged = 'order=desc&page=1&pageSize=25&sort=submittedAt';
    expect(urls()).toContain(`/api/finance/bursaries?${paged}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under consideration');
    await waitFor(() => expect(urls()).toContain(`/api/finance/bursaries?${paged}&status=Under+consideration`));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic year' }), '2025');
    await waitFor(() =>
      expect(urls()).toContain(`/api/finance/bursaries?academicYear=2025&${paged}&status=Under+consideration`),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'Adeyemi');
    await waitFor(
      () =>
        expect(urls()).toContain(
          '/api/finance/bursaries?academicYear=2025&order=desc&page=1&pageSize=25&search=Adeyemi&sort=submittedAt&status=Under+consideration',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDefined();
  });

  it('says so when nothing matches', async () => {
    mockFetch(() => json(200, { items: [], total: 0, page: 1, pageSize: 25, academicYears: [] }));
    show();
    expect(await screen.findByText('No applications match.')).toBeDefined();
  });
});

describe('deciding an application', () => {
  it('shows the whole application and awards with the amount, the note and the version read', async () => {
    const posts: unknown[] = [];
    mockFetch(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/finance/bursaries/11/decision') {
        posts.push(body);
        return json(200, awarded);
      }
      if (path === '/api/finance/bursaries/11') return json(200, detail);
      return json(200, { items: [item], total: 1, page: 1, pageSize: 25, academicYears: [2026] });
    });
    const user = userEvent.setup();
    const router = show();
    await user.click(await screen.findByRole('link', { name: 'Samuel Adeyemi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bursary application from Samuel Adeyemi' });
    expect(router.state.location.search).toBe('?id=11');
    await within(dialog).findByText('£15,000 to £24,999');
    expect(within(dialog).getByText('A grant from my sending parish. (£300.00 in all)')).toBeDefined();
    expect(within(dialog).getByText('£1,750.00')).toBeDefined();
    expect(within(dialog).getByText('£1,380.00')).toBeDefined();
    expect(within(dialog).getByText('£4,625.00')).toBeDefined();
    // spec 5/9: one money style in a dialog: every amount shown has pence, none is whole pounds.
    const amounts = (dialog.textContent ?? '').match(/£[\d,]+(\.\d+)?/g) ?? [];
    expect(amounts.length).toBeGreaterThan(4);
    expect(amounts.filter((a) => !/\.\d{2}$/.test(a) && !a.startsWith('£15,000') && !a.startsWith('£24,999'))).toEqual(
      [],
    );
    expect(within(dialog).getByText('Diocese')).toBeDefined();
    expect(within(dialog).getByText('Hardship Fund, 2025/26: £250.00 (awarded 03/02/2026)')).toBeDefined();

    expect(within(dialog).queryByRole('textbox', { name: /Amount awarded/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Award a bursary' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount awarded/ }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Agreed at the November meeting.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the decision' }));

    expect(await within(dialog).findByText('Decision saved: Samuel Adeyemi is awarded £500.00.')).toBeDefined();
    expect(posts).toEqual([{ decision: 'Awarded', amount: 500, note: 'Agreed at the November meeting.', version: 3 }]);
    expect(within(dialog).getByText('Awarded by Fiona Finance on 25/11/2026')).toBeDefined();
    expect(within(dialog).getByText('£500.00')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Save the decision' })).toBeNull();
  });

  it('asks for the decision in the browser before sending anything', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/finance/bursaries/11'
        ? json(200, detail)
        : json(200, { items: [item], total: 1, page: 1, pageSize: 25, academicYears: [2026] }),
    );
    const user = userEvent.setup();
    show('/finance/bursaries?id=11');
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Save the decision' }));
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Choose the decision.' })).toBeDefined();
    await user.click(within(summary).getByRole('link', { name: 'Choose the decision.' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /Under consideration/ }));
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('puts each 422 detail under its field', async () => {
    mockFetch(({ method, path }) => {
      if (method === 'POST') {
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'Validation error',
          details: [
            { param: 'amount', message: 'The committee can award at most what was asked for (£1,750).' },
            { param: 'note', message: 'Keep the note to 2,000 characters.' },
          ],
        });
      }
      if (path === '/api/finance/bursaries/11') return json(200, detail);
      return json(200, { items: [item], total: 1, page: 1, pageSize: 25, academicYears: [2026] });
    });
    const user = userEvent.setup();
    show('/finance/bursaries?id=11');
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Award a bursary' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount awarded/ }), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount awarded/ });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const described = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described(amount)).toContain('The committee can award at most what was asked for (£1,750).');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(described(note)).toContain('Keep the note to 2,000 characters.');
    // Issue 19: the GOV.UK error summary, not a sentence of its own: each problem links to its field.
    const summary = within(dialog).getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['The committee can award at most what was asked for (£1,750).', 'Keep the note to 2,000 characters.']);
    await user.click(within(summary).getByRole('link', { name: /award at most/ }));
    expect(document.activeElement).toBe(amount);
    expect(within(dialog).queryByText('Please correct the fields marked below.')).toBeNull();
  });

  it('shows a 409’s message and reloads the application on request', async () => {
    let reads = 0;
    mockFetch(({ method, path }) => {
      if (method === 'POST')
        return json(409, {
          status: 409,
          code: 'conflict',
          message: 'Someone else has decided this application since you opened it.',
          details: [],
        });
      if (path === '/api/finance/bursaries/11') return json(200, reads++ === 0 ? detail : awarded);
      return json(200, { items: [item], total: 1, page: 1, pageSize: 25, academicYears: [2026] });
    });
    const user = userEvent.setup();
    show('/finance/bursaries?id=11');
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Decline' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'The fund for this year is spent.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    expect(
      await within(dialog).findByText(/Someone else has decided this application since you opened it\./),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByText('Awarded by Fiona Finance on 25/11/2026')).toBeDefined();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it('closes back to the list, keeping the filters', async () => {
    mockFetch(({ path }) =>
      path === '/api/finance/bursaries/11'
        ? json(200, awarded)
        : json(200, { items: [item], total: 1, page: 1, pageSize: 25, academicYears: [2026] }),
    );
    const user = userEvent.setup();
    const router = show('/finance/bursaries?status=Awarded&id=11');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Agreed at the November meeting.')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?status=Awarded');
  });
});
