import { contacts } from '@collegium/domain/entities/contacts';
import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactRecordScreen } from './contact-record-screen.tsx';
import { AppProviders } from '../../test/app-shell.ts';
import { toCurrentUser } from '../../lib/session/current-user.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../test/mock-fetch.ts';

// Issue 17: the contact record opens on the person's timeline, newest first, as the server
// filtered it: entries link to their records when the server gave a link, the sources outside the
// reader's rights are named, and "Show more" asks for the next page.

const entry = (on: string, source: string, sourceLabel: string, title: string, link: string | null, detail = null) => ({
  on,
  source,
  sourceLabel,
  title,
  detail,
  link,
});
const firstPage = [
  entry('2026-07-14', 'engagement', 'Engagement', 'Status: Current → Completed', '/students/5'),
  entry('2025-04-02T10:00:00.000Z', 'application', 'Application', 'Application submitted', '/applications/3'),
  entry('2025-03-01', 'event', 'Event', 'Attended Spring open day', null),
];
const older = entry('2024-01-10', 'lead', 'Potential student', 'First contact as a potential student', '/leads/2');

function show(permissions: string[]) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
  const calls: string[] = [];
  mockFetch(({ path }) => {
    calls.push(path);
    if (path === '/api/contacts?schema')
      return json(200, {
        ...publicDefinition(contacts),
        abilities: { create: false, edit: false, delete: false, export: false },
      });
    if (path === '/api/contacts/9')
      return json(200, { id: 9, version: 1, createdAt: 'x', updatedAt: 'x', firstName: 'Tess', lastName: 'Timeline' });
    if (path.startsWith('/api/contacts/9/timeline')) {
      const limit = Number(new URL(path, 'http://x').searchParams.get('limit'));
      return json(200, {
        personId: 9,
        items: limit > 50 ? [...firstPage, older] : firstPage,
        total: 4,
        sources: ['lead', 'activity', 'event', 'application', 'engagement', 'request', 'alumni'],
      });
    }
    return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
  });
  const router = createMemoryRouter(
    [{ path: '/contacts/:id', handle: { key: 'contacts.record' }, Component: ContactRecordScreen }],
    { initialEntries: ['/contacts/9'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return calls;
}

describe('the contact record timeline', () => {
  it('shows the entries newest first with their links, names what is left out, and shows more', async () => {
    const calls = show(['contacts:view', 'leads:view', 'applications:view', 'students:view']);
    const list = await screen.findByRole('list', { name: 'Timeline' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '14/07/2026EngagementStatus: Current → Completed',
      '02/04/2025ApplicationApplication submitted',
      '01/03/2025EventAttended Spring open day',
    ]);
    expect(within(list).getByRole('link', { name: 'Status: Current → Completed' }).getAttribute('href')).toBe(
      '/students/5',
    );
    expect(within(list).queryByRole('link', { name: 'Attended Spring open day' })).toBeNull();
    expect(screen.getByText(/Not shown \(outside your rights\): Support, Finance, Giving, Consent\./)).toBeDefined();
    // Without a consents right there is no Consents tab.
    expect(screen.queryByRole('tab', { name: 'Consents' })).toBeNull();
    expect(calls).toContain('/api/contacts/9/timeline?limit=50');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more (1 older)' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(calls).toContain('/api/contacts/9/timeline?limit=100');
    expect(within(list).getByRole('link', { name: 'First contact as a potential student' }).getAttribute('href')).toBe(
      '/leads/2',
    );
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('offers the Consents tab after the timeline to readers of consents', async () => {
    show(['contacts:view', 'role:manager']);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Timeline', 'Consents', 'Details', 'History']);
  });
});
