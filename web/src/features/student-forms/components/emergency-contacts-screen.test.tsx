import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { draftKey } from '../../../lib/form-draft.ts';
import { EmergencyContactsScreen } from './emergency-contacts-screen.tsx';

// Issue 5: a student's form keeps a draft while they type and offers it back after a reload.

const saved = {
  primary: { name: 'Jo Abbott', relationship: 'Sister', phone: '07700 900123', alternativePhone: '', email: '' },
  secondary: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function show() {
  const router = createMemoryRouter(
    [
      { path: '/forms/emergency-contacts', element: <EmergencyContactsScreen /> },
      { path: '/forms', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/forms', '/forms/emergency-contacts'], initialIndex: 1 },
  );
  return {
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.setState({
    user: {
      id: 42,
      name: 'Ann Abbott',
      email: 'ann@example.org',
      picture: null,
      role: '',
      permissions: ['forms:student'],
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
    } as never,
  });
});

describe('the emergency contacts form', () => {
  it('restores what was typed before a reload, then saves it and forgets the draft', async () => {
    const puts: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === 'PUT') {
        puts.push(body);
        return json(200, { ...(body as object), updatedAt: '2026-11-22T10:00:00.000Z' });
      }
      return json(200, saved);
    });
    const user = userEvent.setup();
    const first = show();
    const names = await screen.findAllByRole('textbox', { name: /Full name/ });
    expect((names[0] as HTMLInputElement).value).toBe('Jo Abbott');
    const second = screen.getAllByRole('textbox', { name: /Full name/ })[1]!;
    await user.type(second, 'Sam Abbott');
    expect(window.localStorage.getItem(draftKey(42, 'emergency-contacts'))).toContain('Sam Abbott');

    // The page reloads: everything is thrown away but the browser's storage.
    first.unmount();
    show();
    expect(await screen.findByText(/restored your unsaved changes/)).toBeDefined();
    expect((screen.getAllByRole('textbox', { name: /Full name/ })[1] as HTMLInputElement).value).toBe('Sam Abbott');

    await user.type(screen.getAllByRole('textbox', { name: /Relationship to you/ })[1]!, 'Father');
    await user.type(screen.getAllByRole('textbox', { name: /^Phone/ })[1]!, '07700 900456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Thank you.')).toBeDefined();
    expect(puts).toEqual([
      {
        primary: saved.primary,
        secondary: {
          name: 'Sam Abbott',
          relationship: 'Father',
          phone: '07700 900456',
          alternativePhone: '',
          email: '',
        },
      },
    ]);
    expect(window.localStorage.getItem(draftKey(42, 'emergency-contacts'))).toBeNull();
    expect(screen.queryByText(/restored your unsaved changes/)).toBeNull();
  });

  it('shows the server’s message next to its field, and asks before leaving unsaved changes', async () => {
    mockFetch(({ method }) =>
      method === 'PUT'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some of the information given is not valid.',
            details: [{ param: 'primary.phone', message: 'Server says: that number is not in service.' }],
          })
        : json(200, { ...saved, secondary: { ...saved.primary, name: 'Sam Abbott' } }),
    );
    const user = userEvent.setup();
    const { router } = show();
    const phone = (await screen.findAllByRole('textbox', { name: /^Phone/ }))[0]!;
    await user.clear(phone);
    await user.type(phone, '07700 900999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Issue 19: at the field, and in the error summary at the top as a link to the field.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', {
      name: 'First contact: Server says: that number is not in service.',
    });
    expect(screen.getAllByText('Server says: that number is not in service.')).toHaveLength(1);
    await user.click(link);
    expect(document.activeElement).toBe(phone);

    void router.navigate('/forms');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Stay and save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/forms/emergency-contacts');
  });

  it('names the contact in the error summary, while the message at the field stays as it is (issue 19)', async () => {
    const puts: unknown[] = [];
    mockFetch(({ method, body }) => {
      if (method === 'PUT') puts.push(body);
      return json(200, saved);
    });
    const user = userEvent.setup();
    show();
    const names = await screen.findAllByRole('textbox', { name: /Full name/ });
    await user.clear(names[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const first = within(summary).getByRole('link', { name: 'First contact: Enter the contact’s name.' });
    const second = within(summary).getByRole('link', { name: 'Second contact: Enter the contact’s name.' });
    expect(
      within(summary).getByRole('link', { name: 'Second contact: Enter a phone number for this contact.' }),
    ).toBeDefined();
    // At each field the message is the schema's own: the heading above says whose it is.
    expect(screen.getAllByText('Enter the contact’s name.')).toHaveLength(2);
    expect(puts).toEqual([]);
    await user.click(second);
    expect(document.activeElement).toBe(names[1]);
    await user.click(first);
    expect(document.activeElement).toBe(names[0]);
  });
});
