import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { landsInApplication } from '../routes/applicant-home.ts';
import { RegisterPage } from './register-page.tsx';

function show() {
  render(
    <AppProviders>
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function fill(password: string) {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ruth');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Okafor');
  await userEvent.type(screen.getByLabelText(/^E-mail address/), 'ruth@example.org');
  await userEvent.type(screen.getByLabelText(/^Password \*/), password);
  await userEvent.type(screen.getByLabelText(/^Password again/), password);
}

describe('/pages/register', () => {
  it('checks the password length in the browser and shows the server’s verdict by the field', async () => {
    const fetch = mockFetch(() =>
      json(422, {
        status: 422,
        code: 'validation_failed',
        message: 'x',
        details: [{ param: 'password', message: 'This password is too common and easy to guess.' }],
      }),
    );
    show();
    await fill('short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();

    // The one policy (domain/password-policy.ts) refuses a common password in the browser too.
    await userEvent.clear(screen.getByLabelText(/^Password \*/));
    await userEvent.clear(screen.getByLabelText(/^Password again/));
    await userEvent.type(screen.getByLabelText(/^Password \*/), 'password123456');
    await userEvent.type(screen.getByLabelText(/^Password again/), 'password123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/too common and easy to guess\. Try a few unrelated words/)).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Password \*/));
    await userEvent.clear(screen.getByLabelText(/^Password again/));
    await userEvent.type(screen.getByLabelText(/^Password \*/), 'lantern orchard paper');
    await userEvent.type(screen.getByLabelText(/^Password again/), 'lantern orchard paper');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This password is too common and easy to guess.')).toBeDefined();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Ruth',
      lastName: 'Okafor',
      email: 'ruth@example.org',
      password: 'lantern orchard paper',
    });
  }, 30_000);

  it('says where the link went', async () => {
    mockFetch(() => json(202, { message: 'We have sent an e-mail to ruth@example.org.' }));
    show();
    await fill('kettle harbour violet');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('We have sent an e-mail to ruth@example.org.')).toBeDefined();
  }, 30_000);
});

describe('where an applicant lands', () => {
  it('sends someone who only applies to their application, not staff or students', () => {
    expect(landsInApplication(['applications:apply'])).toBe(true);
    expect(landsInApplication(['*'])).toBe(false);
    expect(landsInApplication(['applications:apply', 'forms:student'])).toBe(false);
    expect(landsInApplication(['dashboard:view'])).toBe(false);
  });
});
