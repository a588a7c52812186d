import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { renderScreenAt } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { mockXhr } from '../../test/mock-xhr.ts';
import { LeadEventScreen } from './event-screen.tsx';

// Issue 17: one event's page. The attendee list is checked (a dry run: mapping suggested, a
// required column missing said plainly), the column mapped by hand and checked again, then imported.

const detail = {
  event: { id: 3, name: 'Open day, Durham', kind: 'Open day', heldOn: '2026-10-03', place: 'Durham hub', attendees: 1 },
  attendees: [{ registrationId: 40, name: 'Kim Known', email: 'kim@example.org', leadId: 12 }],
};
const headers = ['First Name', 'Family', 'Email Address'];
const dry = (mapping: Record<string, string | null>, ok: boolean, committed = false) => ({
  headers,
  mapping,
  problems: ok ? [] : [{ param: 'lastName', message: 'Map a column to Last name: it is required.' }],
  rows: ok ? [{ row: 2, action: 'new', label: 'Olive Openday: new potential student', errors: [] }] : [],
  counts: { new: ok ? 1 : 0, matched: 0, already: 0, error: 0 },
  committed,
});

let sent: FormData[] = [];
beforeEach(() => {
  sent = [];
  useSessionStore.setState({
    user: { id: 5, name: 'Rita Recruiter', email: 'r@example.org', permissions: ['leads:*'], tokens: [] } as never,
  });
  mockFetch(() => json(200, detail));
  mockXhr(({ body }) => {
    const form = body as FormData;
    sent.push(form);
    const mapping = form.get('mapping');
    const chosen = mapping ? (JSON.parse(String(mapping)) as Record<string, string | null>) : null;
    if (!chosen)
      return { status: 200, body: dry({ 'First Name': 'firstName', Family: null, 'Email Address': 'email' }, false) };
    return { status: 200, body: dry(chosen, true, form.get('commit') === 'true') };
  });
  renderScreenAt('/leads/events/:id', <LeadEventScreen />, '/leads/events/3');
});

describe('an event’s attendee import', () => {
  it('checks the file, takes a column mapped by hand, then imports', async () => {
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Open day, Durham', level: 1 })).toBeDefined();
    const attendees = screen.getByRole('list', { name: 'Attendees' });
    expect(within(attendees).getByRole('link', { name: 'Kim Known' }).getAttribute('href')).toBe('/registrations/40');
    const file = new File(['First Name,Family,Email Address\nOlive,Openday,o@example.org\n'], 'open-day.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Attendee list file'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Map a column to Last name: it is required.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Family' }));
    await user.click(await screen.findByRole('option', { name: 'Last name' }));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Dry run: 1 new, 0 matched, 0 already registered, 0 with errors.')).toBeDefined();
    expect(JSON.parse(String(sent[1]?.get('mapping')))).toEqual({
      'First Name': 'firstName',
      Family: 'lastName',
      'Email Address': 'email',
    });
    expect(sent[1]?.get('commit')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Import 1 attendee' }));
    expect(await screen.findByText('Imported: 1 new, 0 matched, 0 already registered, 0 with errors.')).toBeDefined();
    await waitFor(() => expect(sent[2]?.get('commit')).toBe('true'));
  });
});
