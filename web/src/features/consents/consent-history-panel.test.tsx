import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { ConsentHistoryPanel } from './consent-history-panel.tsx';

// Issue 17: a contact's consent history per purpose, and recording a withdrawal.

const entry = { wordingVersion: 'v2', evidence: 'Form 12', notes: null, recordedBy: 'Mary Manager' };
const history = {
  personId: 7,
  name: 'Ann Abbott',
  canRecord: true,
  purposes: [
    {
      purpose: 'Marketing e-mails',
      given: true,
      entries: [{ id: 1, given: true, on: '2026-10-01', method: 'Paper form', recordedAt: 'x', ...entry }],
    },
    { purpose: 'Photography', given: null, entries: [] },
  ],
};

describe('the consents tab', () => {
  it('shows each purpose with its state and history, and records a withdrawal', async () => {
    const posts: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === 'POST') {
        posts.push(body);
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'x',
          details: [{ param: 'on', message: 'A consent cannot be given or withdrawn after today.' }],
        });
      }
      return json(200, history);
    });
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ConsentHistoryPanel personId="7" />
      </AppProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Marketing e-mails history' });
    expect(within(table).getByText('Mary Manager')).toBeDefined();
    expect(within(table).getByText('01/10/2026')).toBeDefined();
    expect(screen.getByText('Nothing recorded.')).toBeDefined();
    expect(screen.getByText('Not recorded')).toBeDefined();

    await user.click(screen.getByRole('combobox', { name: /Consent to/ }));
    await user.click(await screen.findByRole('option', { name: 'Marketing e-mails' }));
    await user.click(screen.getByRole('combobox', { name: /Grant or withdrawal/ }));
    await user.click(await screen.findByRole('option', { name: 'Withdrawn' }));
    await user.click(screen.getByRole('combobox', { name: /Method/ }));
    await user.click(await screen.findByRole('option', { name: 'Telephone' }));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('A consent cannot be given or withdrawn after today.')).toBeDefined();
    expect(posts).toMatchObject([{ purpose: 'Marketing e-mails', given: false, method: 'Telephone' }]);
  });
});
