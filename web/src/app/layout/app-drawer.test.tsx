import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/test-providers.tsx';
import { toCurrentUser } from '../../lib/session/current-user.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { userAnswer } from '../../test/mock-fetch.ts';
import { AppDrawer } from './app-drawer.tsx';

function show(permanent: boolean) {
  useSessionStore.setState({
    status: 'authenticated',
    user: toCurrentUser(userAnswer({ permissions: ['dashboard:view', 'students:menu'] })),
  });
  render(
    <TestProviders>
      <MemoryRouter>
        <AppDrawer permanent={permanent} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('the sidebar (issue 19: the sliding drawer loads only on small screens)', () => {
  it('stands in place on wide screens, with the menu and the collapse button, and no modal', () => {
    show(true);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.textContent).toContain('Dashboard');
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Collapse the menu' })).toBeDefined();
  });

  it('on small screens shows nothing until opened, then slides over the page and closes on Escape', async () => {
    show(false);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    act(() => useUiStore.getState().setDrawerOpen(true));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(nav.textContent).toContain('Dashboard');
    expect(screen.queryByRole('button', { name: 'Collapse the menu' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(useUiStore.getState().drawerOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });
});
