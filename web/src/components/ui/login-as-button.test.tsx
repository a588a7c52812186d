import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import type { CurrentUser } from '../../lib/session/current-user.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../test/mock-fetch.ts';
import { LoginAsButton } from './login-as-button.tsx';

function show(user: Record<string, unknown>) {
  useSessionStore.setState({ status: 'authenticated', user: userAnswer(user) as CurrentUser });
  render(
    <AppProviders>
      <MemoryRouter>
        <LoginAsButton mode="student" id={9} name="Samuel Adeyemi" />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Log in as (issue 11)', () => {
  it('is offered when the server says the caller may act as the student', async () => {
    const fetch = mockFetch(() => json(200, { canLoginAs: true, reason: null }));
    show({ permissions: ['dashboard:loginas students:view'] });
    const link = await screen.findByRole('link', { name: 'Log in as Samuel Adeyemi' });
    expect(link.getAttribute('href')).toBe('/loginas/student/9');
    expect(fetch.mock.calls[0]?.[0]).toBe('/auth/loginas/student/9');
  });

  it('is not offered when the server refuses', async () => {
    const fetch = mockFetch(() =>
      json(200, { canLoginAs: false, reason: 'You may act only as someone whose rights you hold yourself.' }),
    );
    show({ permissions: ['dashboard:loginas'] });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks nothing of a user without dashboard:loginas, or one already acting as someone', async () => {
    const fetch = mockFetch(() => json(200, { canLoginAs: true, reason: null }));
    show({ permissions: ['students:view'] });
    show({
      permissions: ['dashboard:loginas'],
      overridingUser: { id: 1, name: 'Rachel Hughes', email: 'r@example.org' },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
