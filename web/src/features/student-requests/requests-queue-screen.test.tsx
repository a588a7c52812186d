import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreenAt } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { RequestsQueueScreen } from './requests-queue-screen.tsx';

// Issue 5: the registry's queue. Dates read DD/MM/YYYY; approving an IoS when the engagement
// holds no intention asks for one and sends it with the decision.

const base = {
  studentId: 3,
  studentName: 'Ann Abbott',
  hub: 'Durham',
  engagementId: 9,
  reason: 'Caring for my father.',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  hasEvidence: false,
};
const ios = {
  ...base,
  kind: 'IoS',
  id: 1,
  status: 'Pending',
  statusLabel: 'Pending',
  scheduledFor: null,
  notApplied: null,
  detail: 'From 01/12/2026',
  newDueDate: null,
  intention: null,
};
const extension = {
  ...base,
  kind: 'Extension',
  id: 2,
  status: 'Approved',
  statusLabel: 'Approved',
  scheduledFor: null,
  notApplied: null,
  detail: '14 days: Essay 1',
  newDueDate: '2027-01-24',
  intention: 'Continue',
};

/** One page of the queue, as the server answers it to someone who may decide. */
const page = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  abilities: { canDecide: true },
});

function show() {
  renderScreenAt('/students/requests', <RequestsQueueScreen />);
}

beforeEach(() => {
  useSessionStore.setState({
    user: {
      id: 5,
      name: 'Rita Registrar',
      email: 'r@example.org',
      picture: null,
      role: '',
      permissions: ['students:view', 'students:edit'],
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
    } as never,
  });
});

describe('the requests queue', () => {
  it('shows the new due date as DD/MM/YYYY', async () => {
    mockFetch(() => json(200, page([extension])));
    show();
    expect(await screen.findByText(/new due date 24\/01\/2027/)).toBeDefined();
    expect(screen.queryByText(/2027-01-24/)).toBeNull();
    // Approved: nothing left to decide.
    expect(screen.queryByRole('button', { name: /^Decide/ })).toBeNull();
  });

  it('offers no decision to whom the server says may not decide', async () => {
    mockFetch(() => json(200, { ...page([ios]), abilities: { canDecide: false } }));
    show();
    expect(await screen.findByRole('link', { name: 'Ann Abbott' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Decide/ })).toBeNull();
  });

  it('asks for the intention when approving an IoS with none held, shows the server’s field error and sends the choice', async () => {
    const decisions: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === 'POST') {
        decisions.push(body);
        if (!(body as { intention?: string | null }).intention) {
          return json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Validation error',
            details: [
              {
                param: 'intention',
                message: 'Choose the student’s intention for next year: an interruption of studies needs one.',
              },
            ],
          });
        }
        return json(200, { ...ios, status: 'Approved', intention: 'Interrupt studies' });
      }
      return json(200, page([ios]));
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Decide the IoS request from Ann Abbott' }));
    const dialog = await screen.findByRole('dialog');
    const intention = within(dialog).getByRole('combobox', { name: /The student's intention for next year/ });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/an interruption of studies needs one/)).toBeDefined();
    expect(decisions[0]).toMatchObject({ decision: 'Approved', intention: null });

    await user.click(intention);
    await user.click(await screen.findByRole('option', { name: 'Interrupt studies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions[1]).toMatchObject({ decision: 'Approved', intention: 'Interrupt studies' });
  });

  it('does not ask when the engagement already holds an intention', async () => {
    mockFetch(() => json(200, page([{ ...ios, intention: 'Continue' }])));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Decide the IoS request from Ann Abbott' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: /intention/ })).toBeNull();
  });

  it('shows the assignment’s due date and whether the work is handed in when deciding an extension (issue 19)', async () => {
    const pending = { ...extension, status: 'Pending', statusLabel: 'Pending', newDueDate: null };
    mockFetch(() =>
      json(
        200,
        page([
          { ...pending, dueDate: '2027-01-10', submittedOn: '2027-01-08' },
          { ...pending, id: 3, studentName: 'Ben Baker', dueDate: '2027-02-01', submittedOn: null },
        ]),
      ),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Decide the Extension request from Ann Abbott' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Due').nextElementSibling?.textContent).toBe('10/01/2027');
    expect(within(dialog).getByText('Handed in').nextElementSibling?.textContent).toBe('08/01/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Decide the Extension request from Ben Baker' }));
    const second = await screen.findByRole('dialog');
    expect(within(second).getByText('Handed in').nextElementSibling?.textContent).toBe('Not yet');
    expect(within(second).getByText('Due').nextElementSibling?.textContent).toBe('01/02/2027');
  });
});
