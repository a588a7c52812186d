import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { EmailChangePage } from './email-change-page.tsx';

function show(token: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/pages/email/${token}`]}>
        <Routes>
          <Route path="/pages/email/:token" element={<EmailChangePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/pages/email/:token', () => {
  it('names the change and makes it only when the button is pressed', async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'GET'
        ? json(200, {
            name: 'Amy Blake',
            email: 'amy@old.example',
            newEmail: 'amy@new.example',
            expiresAt: '2030-01-01T00:00:00Z',
          })
        : json(200, { email: 'amy@new.example' }),
    );
    show('abc');
    expect(await screen.findByText('amy@new.example')).toBeDefined();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the new address' }));
    expect(await screen.findByText(/Your sign-in address is now amy@new.example/)).toBeDefined();
    expect(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[0]).toBe('/auth/email/abc');
  });

  it('explains a used or replaced link (410)', async () => {
    mockFetch(() => json(410, { status: 410, code: 'token_invalid', message: 'This link is not valid any more.' }));
    show('old');
    expect(await screen.findByText('This link is not valid any more.')).toBeDefined();
  });
});
