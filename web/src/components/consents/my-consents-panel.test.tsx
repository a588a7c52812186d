import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { MyConsentsPanel } from './my-consents-panel.tsx';

// Issue 17: the portal's own marketing consents: a switch per purpose, each change sent at once.

function show() {
  return render(
    <AppProviders>
      <MyConsentsPanel />
    </AppProviders>,
  );
}

describe('my marketing consents', () => {
  it('shows the current state and withdraws with one switch', async () => {
    const puts: unknown[] = [];
    let given = true;
    mockFetch(({ method, body }) => {
      if (method === 'PUT') {
        puts.push(body);
        given = (body as { given: boolean }).given;
      }
      return json(200, { purposes: [{ purpose: 'Marketing e-mails', given, on: '2026-11-20' }] });
    });
    const user = userEvent.setup();
    show();
    const toggle = await screen.findByRole('switch', { name: 'Marketing e-mails' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Given on 20/11/2026')).toBeDefined();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByText('Withdrawn on 20/11/2026')).toBeDefined());
    expect(puts).toEqual([{ purpose: 'Marketing e-mails', given: false }]);
    expect((screen.getByRole('switch', { name: 'Marketing e-mails' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    mockFetch(({ method }) =>
      method === 'PUT'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some of the information given is not valid.',
            details: [{ param: 'purpose', message: 'Choose one of your marketing consents.' }],
          })
        : json(200, { purposes: [{ purpose: 'Marketing e-mails', given: null, on: null }] }),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Not yet chosen')).toBeDefined();
    await user.click(screen.getByRole('switch', { name: 'Marketing e-mails' }));
    expect(await screen.findByText('Choose one of your marketing consents.')).toBeDefined();
  });
});
