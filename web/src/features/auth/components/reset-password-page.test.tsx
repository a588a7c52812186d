import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

function show(token: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/pages/reset/${token}`]}>
        <Routes>
          <Route path="/pages/reset/:token" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('/pages/reset/:token', () => {
  it('names the account, checks the new password and posts it', async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'GET'
        ? json(200, { name: 'Stella Student', email: 'stella@example.org', expiresAt: '2030-01-01T00:00:00Z' })
        : { status: 204 },
    );
    show('abc');
    expect(await screen.findByText('Stella Student')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^New password \*/), 'short');
    await userEvent.type(screen.getByLabelText(/New password again/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeDefined();
    expect(screen.getByText('The two passwords do not match.')).toBeDefined();
    // The one policy: long enough is not enough when the password is a common one.
    await userEvent.clear(screen.getByLabelText(/^New password \*/));
    await userEvent.type(screen.getByLabelText(/^New password \*/), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/too common/)).toBeDefined();
    await userEvent.clear(screen.getByLabelText(/^New password \*/));
    await userEvent.clear(screen.getByLabelText(/New password again/));
    await userEvent.type(screen.getByLabelText(/^New password \*/), 'correct horse battery');
    await userEvent.type(screen.getByLabelText(/New password again/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeDefined();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/auth/reset/abc');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ password: 'correct horse battery' });
  });

  it('explains a used or expired link (410)', async () => {
    mockFetch(() => json(410, { status: 410, code: 'token_invalid', message: 'Gone' }));
    show('old');
    expect(await screen.findByText(/This link is no longer valid/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeDefined();
  });
});
