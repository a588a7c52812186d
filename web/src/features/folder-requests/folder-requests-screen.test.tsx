import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreenAt } from '../../test/app-shell.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { FolderRequestsScreen } from './folder-requests-screen.tsx';

// Students → Folder requests: the registry's list by status; marking one sent or declining it
// with a reason (students:edit), the server's field errors next to the field.

const pending = {
  id: 4,
  status: 'Pending',
  reason: 'I am applying to another college.',
  delivery: 'Email',
  sendTo: 'ann@example.org',
  requestedAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  decisionNote: null,
  studentId: 3,
  studentName: 'Ann Abbott',
  partnerId: 2400101,
  completedBy: null,
};
const sent = {
  ...pending,
  id: 5,
  status: 'Sent',
  completedAt: '2026-11-21T09:30:00.000Z',
  completedBy: 'Rita Registrar',
  decisionNote: 'Sent by secure e-mail.',
};

function show(permissions: string[]) {
  useSessionStore.setState({
    user: {
      id: 5,
      name: 'Rita Registrar',
      email: 'r@example.org',
      picture: null,
      role: '',
      permissions,
      hub: null,
      programme: null,
      pathway: null,
      tokens: [],
    } as never,
  });
  renderScreenAt('/students/folder-requests', <FolderRequestsScreen />);
}

let calls: { method: string; path: string; query: string; body: unknown }[] = [];
/** What the list answers the caller may do (the server decides it from students:edit). */
let canDecide = false;
beforeEach(() => {
  calls = [];
  canDecide = false;
  mockFetch(({ method, path, url, body }) => {
    calls.push({ method, path, query: new URL(url, 'http://localhost').search, body });
    if (method === 'POST') {
      if ((body as { note: string }).note === '')
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'Validation error',
          details: [{ param: 'note', message: 'Tell the student why the request is declined.' }],
        });
      return json(200, { ...pending, status: 'Declined' });
    }
    const items =
      new URLSearchParams(new URL(url, 'http://localhost').search).get('status') === 'Sent' ? [sent] : [pending];
    return json(200, { items, total: items.length, page: 1, pageSize: 25, abilities: { canDecide } });
  });
});

describe('folder requests', () => {
  it('lists the pending ones, and the sent ones with who sent them and the note', async () => {
    const user = userEvent.setup();
    show(['students:view']);
    const grid = await screen.findByRole('grid', { name: 'Folder requests' });
    expect(await within(grid).findByText('I am applying to another college.')).toBeDefined();
    expect(within(grid).getByText('2400101')).toBeDefined();
    expect(within(grid).getByRole('link', { name: 'Ann Abbott' }).getAttribute('href')).toBe('/students/3');
    // Without the ability to decide there is nothing to decide.
    expect(screen.queryByRole('button', { name: /Mark the copy/ })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Sent');
    expect(await screen.findByText('Sent 21/11/2026 09:30 by Rita Registrar: Sent by secure e-mail.')).toBeDefined();
    const asked = calls.map((c) => Object.fromEntries(new URLSearchParams(c.query)));
    expect(asked.map((q) => q.status)).toEqual(['Pending', 'Sent']);
    expect(asked[0]).toMatchObject({ page: '1', pageSize: '25', sort: 'requestedAt', order: 'asc' });
  });

  it('declines with a reason: the server’s message shows next to the field, then the request is sent', async () => {
    const user = userEvent.setup();
    canDecide = true;
    show(['students:view', 'students:edit']);
    await user.click(await screen.findByRole('button', { name: 'Decline the request from Ann Abbott' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request from Ann Abbott?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Tell the student why the request is declined.')).toBeDefined();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why it is declined/ }),
      'Please call the registry first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual([
      '/api/students/folder-requests/4/decision',
      '/api/students/folder-requests/4/decision',
    ]);
    expect(posts[1]?.body).toEqual({ status: 'Declined', note: 'Please call the registry first.' });
  });
});
