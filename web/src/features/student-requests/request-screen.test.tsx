import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { InterruptionScreen } from './request-screen.tsx';

// Issue 19: the deferral, interruption and withdrawal forms show the GOV.UK error summary: on
// sending, a box at the top lists each problem as a link to its field, the message stays at the
// field, and the server's refusals (422) are listed the same way.

function show() {
  const router = createMemoryRouter([{ path: '/forms/ios', element: <InterruptionScreen /> }], {
    initialEntries: ['/forms/ios'],
  });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

let posts: unknown[];
beforeEach(() => {
  window.localStorage.clear();
  posts = [];
  useSessionStore.setState({
    user: { id: 42, name: 'Ann Abbott', email: 'ann@example.org', permissions: ['forms:student'], tokens: [] } as never,
  });
  mockFetch(({ method, body }) => {
    if (method === 'POST') {
      posts.push(body);
      return json(422, {
        error: 'Unprocessable Entity',
        message: 'The request has problems.',
        details: [{ param: 'returnDate', message: 'The return date must come after the date you stop.' }],
      });
    }
    return json(200, { items: [] });
  });
});

describe('the request forms', () => {
  it('lists the problems in an error summary whose links focus the fields, the server’s too', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    const summary = await screen.findByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    const reasonLink = within(summary).getByRole('link', { name: 'Say why you are asking.' });
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    // The message is at the field as well, and the old line is gone.
    expect(screen.getAllByText('Say why you are asking.')).toHaveLength(2);
    expect(screen.queryByText('Please correct the fields marked below.')).toBeNull();
    expect(posts).toEqual([]);
    await user.click(reasonLink);
    const reason = screen.getByRole('textbox', { name: /^Why do you need to interrupt your studies/ });
    expect(document.activeElement).toBe(reason);

    await user.type(reason, 'Illness in the family.');
    const today = new Date();
    const dd = String(today.getDate()).padStart(2, '0');
    const mm = String(today.getMonth() + 1).padStart(2, '0');
    await user.type(screen.getByRole('textbox', { name: /^From/ }), `${dd}${mm}${today.getFullYear()}`);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const returnLink = await within(screen.getByTestId('error-summary')).findByRole('link', {
      name: 'The return date must come after the date you stop.',
    });
    expect(screen.getAllByText('The return date must come after the date you stop.')).toHaveLength(2);
    expect(screen.queryByText('The request has problems.')).toBeNull();
    await user.click(returnLink);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Expected return/ }));
  }, 30_000);
});
