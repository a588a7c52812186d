import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { SettingsForm } from './accounting-settings-form.tsx';

// Issue 15: the sales and bank account codes are chosen from System data's account codes
// (GET /lookups/account-codes): a code the administrator added is offered, a retired one only to
// the setting holding it; the server's 422 is shown next to the field.

describe('the accounting settings form', () => {
  it('offers the account codes list and shows a refused code next to its field', async () => {
    const sent: unknown[] = [];
    mockFetch(({ method, path, body }) => {
      if (path.endsWith('/lookups/account-codes'))
        return json(200, { key: 'account-codes', values: ['200', '4100'], retired: ['090'] });
      if (method === 'PUT' && path.endsWith('/finance/accounting/settings')) {
        sent.push(body);
        return json(422, {
          error: 'validation_failed',
          message: 'Check the fields.',
          details: [{ param: 'salesAccountCode', message: 'Choose a sales account code from the list: 200, 090.' }],
        });
      }
      return json(404, {});
    });
    render(
      <AppProviders>
        <SettingsForm
          settings={{ salesAccountCode: '200', taxType: 'EXEMPTOUTPUT', bankAccountCode: '090' }}
          provider="Xero"
        />
      </AppProviders>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sales account code' }));
    const offered = async () =>
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(async () => expect(await offered()).toEqual(['200', '4100']));
    fireEvent.click(screen.getByRole('option', { name: '4100' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bank account code' }));
    // The retired code the setting holds is still there, for that setting only.
    await waitFor(async () => expect(await offered()).toEqual(['090', '200', '4100']));
    fireEvent.click(screen.getByRole('option', { name: '090' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save accounts' }));
    expect(await screen.findByText('Choose a sales account code from the list: 200, 090.')).toBeTruthy();
    expect(sent).toEqual([{ salesAccountCode: '4100', taxType: 'EXEMPTOUTPUT', bankAccountCode: '090' }]);
  });
});
