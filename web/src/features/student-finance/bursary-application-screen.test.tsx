import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, type MockHandler, mockFetch } from '../../test/mock-fetch.ts';
import { draftKey } from '../../lib/form-draft.ts';
import { BursaryApplicationScreen } from './bursary-application-screen.tsx';

// Issue 5: the bursary application keeps a draft in the browser, saves a draft or submits, puts the
// server's 422 messages next to their fields, and is read only once submitted.

const values = {
  bursaryType: '',
  incomeBand: '',
  dependants: null,
  otherFunding: '',
  otherFundingTotal: null,
  monthlyOutgoings: null,
  amountRequested: null,
  statement: '',
  declaration: false,
};
const empty = {
  academicYear: 2026,
  academicYearLabel: '2026/27',
  status: null,
  values,
  submittedAt: null,
  decidedAt: null,
  decisionNote: null,
  awardedAmount: null,
  updatedAt: null,
};

// The System data list of bursary types (issue 15), answered before anything else.
const choices = {
  key: 'bursary-types',
  values: ['General Bursary', 'Hardship Fund'],
  retired: ["Principal's Bursary"],
};
const withLookups =
  (handler: MockHandler): MockHandler =>
  (request) =>
    request.path.includes('/lookups/bursary-types') ? json(200, choices) : handler(request);

function show() {
  const router = createMemoryRouter([{ path: '/forms/bursary-application', element: <BursaryApplicationScreen /> }], {
    initialEntries: ['/forms/bursary-application'],
  });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.setState({
    user: {
      id: 7,
      name: 'Ann Abbott',
      email: 'ann@example.org',
      picture: null,
      role: '',
      permissions: ['forms:student', 'forms:bursary'],
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
    } as never,
  });
});

describe('the bursary application', () => {
  it('saves a draft with what is typed, and keeps it in the browser until then', async () => {
    const puts: Record<string, unknown>[] = [];
    mockFetch(
      withLookups(({ method, body }) => {
        if (method === 'PUT') {
          puts.push(body as Record<string, unknown>);
          return json(200, {
            ...empty,
            status: 'Draft',
            values: { ...values, amountRequested: 600 },
            updatedAt: '2026-11-22T10:00:00.000Z',
          });
        }
        return json(200, empty);
      }),
    );
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByRole('textbox', { name: /Amount you ask for/ }), '600');
    expect(window.localStorage.getItem(draftKey(7, 'bursary-application'))).toContain('600');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Your draft is saved/)).toBeDefined();
    expect(puts).toEqual([expect.objectContaining({ amountRequested: 600, submit: false })]);
    expect(window.localStorage.getItem(draftKey(7, 'bursary-application'))).toBeNull();
  });

  it('checks every answer before submitting, and shows the server’s messages by their fields', async () => {
    let puts = 0;
    mockFetch(
      withLookups(({ method }) => {
        if (method === 'PUT') {
          puts++;
          return json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Validation error',
            details: [{ param: 'amountRequested', message: 'The committee caps this bursary at £1,000.' }],
          });
        }
        return json(200, {
          ...empty,
          status: 'Draft',
          values: {
            ...values,
            bursaryType: 'General Bursary',
            incomeBand: 'Under £15,000',
            dependants: 0,
            monthlyOutgoings: 900,
            amountRequested: 4000,
            statement: 'x'.repeat(120),
            declaration: true,
          },
        });
      }),
    );
    const user = userEvent.setup();
    show();
    const amount = await screen.findByRole('textbox', { name: /Amount you ask for/ });
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    // Issue 19: the error summary takes the focus and links to the field; the message is at the field too.
    const summary = await screen.findByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Enter the amount you ask for (at least £50).' });
    expect(screen.getAllByText('Enter the amount you ask for (at least £50).')).toHaveLength(2);
    expect(puts).toBe(0);
    await user.click(link);
    expect(document.activeElement).toBe(amount);
    await user.type(amount, '4000');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('error-summary')).getByRole('link', {
          name: 'The committee caps this bursary at £1,000.',
        }),
      ).toBeDefined(),
    );
    expect(screen.getAllByText('The committee caps this bursary at £1,000.')).toHaveLength(2);
    expect(screen.queryByText('Please correct the fields marked below.')).toBeNull();
  });

  it('is read only once submitted, with its status', async () => {
    mockFetch(
      withLookups(() =>
        json(200, {
          ...empty,
          status: 'Awarded',
          awardedAmount: 75000,
          decidedAt: '2026-10-03T09:00:00.000Z',
          values: { ...values, bursaryType: 'General Bursary', amountRequested: 800, statement: 'My need.' },
        }),
      ),
    );
    show();
    await waitFor(() => expect(screen.getByText('Awarded')).toBeDefined());
    expect(screen.getByText(/awarded you £750.00 \(03\/10\/2026\)/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('offers the bursary types of System data, and keeps a retired one a draft holds', async () => {
    mockFetch(
      withLookups(() =>
        json(200, { ...empty, status: 'Draft', values: { ...values, bursaryType: "Principal's Bursary" } }),
      ),
    );
    show();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: /Bursary you are applying for/ });
    await waitFor(() => expect(select.textContent).toContain("Principal's Bursary"));
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(["Principal's Bursary", 'General Bursary', 'Hardship Fund']);
  });
});
