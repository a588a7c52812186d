import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/test-providers.tsx';
import { toCurrentUser } from '../../lib/session/current-user.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { userAnswer } from '../../test/mock-fetch.ts';
import { UserMenu } from './user-menu.tsx';

function show() {
  useSessionStore.setState({
    status: 'authenticated',
    user: toCurrentUser(userAnswer({ name: 'Grace Hopper', email: 'grace@demo.college' })),
  });
  render(
    <TestProviders>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<UserMenu />} />
          <Route path="/profile" element={<h1>My profile page</h1>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('the account menu (its panel loads on first use, issue 19)', () => {
  it('opens on the account button with who is signed in, switches the theme and closes on Escape', async () => {
    show();
    const button = screen.getByRole('button', { name: 'Account menu for Grace Hopper' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(panel.textContent).toContain('grace@demo.college');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.contains(panel)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Use the dark theme' }));
    expect(useUiStore.getState().themeMode).toBe('dark');
    expect(screen.getByRole('button', { name: 'Use the light theme' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to My profile and closes', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Grace Hopper' }));
    await userEvent.click(await screen.findByRole('button', { name: 'My profile' }));
    expect(await screen.findByRole('heading', { name: 'My profile page' })).toBeDefined();
  });
});
