import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { RoleEditor } from './role-editor.tsx';

// Issue 15: the role editor shows what a role opens before it is saved, and points out rights
// the editor could not grant.

function signInAs(permissions: string[]) {
  useSessionStore.setState({
    status: 'authenticated',
    user: {
      id: 1,
      name: 'Ada Admin',
      email: 'ada@test',
      picture: null,
      role: '',
      permissions,
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
      overridingUser: null,
      isStudent: false,
      isApplicant: false,
    },
  });
}

function show() {
  mockFetch(() => json(404));
  const router = createMemoryRouter([{ path: '/', element: <RoleEditor role={null} onSaved={() => undefined} /> }]);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => useSessionStore.setState({ user: null, status: 'unauthenticated' }));

describe('the role editor', () => {
  it('previews the menu the permissions open', async () => {
    signInAs(['*']);
    show();
    fireEvent.change(await screen.findByLabelText(/^Permissions/), { target: { value: 'dashboard:view alumni:menu' } });
    const menu = screen.getByRole('list', { name: 'Menu it would see' });
    expect(within(menu).getByText('Dashboard')).toBeDefined();
    expect(within(menu).getByText('Alumni')).toBeDefined();
    expect(within(menu).queryByText('Students')).toBeNull();
  });

  it('points out rights the editor lacks and malformed entries, and will not save them', async () => {
    signInAs(['users:*', 'students']);
    show();
    const field = await screen.findByLabelText(/^Permissions/);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Office' } });
    fireEvent.change(field, { target: { value: 'students:view finance:menu' } });
    expect(screen.getByText('You cannot grant rights you do not hold yourself: finance:menu.')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Create role' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'students:view students:' } });
    expect(screen.getByText(/Not a permission: students:\./)).toBeDefined();
    fireEvent.change(field, { target: { value: 'students:view' } });
    expect((screen.getByRole('button', { name: 'Create role' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
