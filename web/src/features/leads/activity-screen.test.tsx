import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { renderScreenAt } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { LeadActivityScreen } from './activity-screen.tsx';

// Issue 17: Potential Students → Activity. The feed with its filters sent to the server, the log
// dialog (kind, today, next action; the server's field error beside the field), the follow-ups.

const call = {
  id: 7,
  leadId: 12,
  leadName: 'Anna Field',
  hub: 'Bristol',
  stage: 'Initial contact made',
  kind: 'Call',
  occurredOn: '2026-11-20',
  note: 'Asked about the BTh',
  fromStage: null,
  toStage: null,
  nextAction: 'Send the prospectus',
  nextActionDue: '2099-01-10',
  doneAt: null,
  applicationId: null,
  recordedBy: 'Rita Recruiter',
  recordedAt: '2026-11-20T10:00:00.000Z',
};
const move = {
  ...call,
  id: 6,
  kind: 'Stage change',
  note: null,
  nextAction: null,
  nextActionDue: null,
  toStage: 'Initial contact made',
};

let calls: { method: string; path: string; query: string; body: unknown }[] = [];
beforeEach(() => {
  calls = [];
  useSessionStore.setState({
    user: { id: 5, name: 'Rita Recruiter', email: 'r@example.org', permissions: ['leads:*'], tokens: [] } as never,
  });
  mockFetch(({ method, path, url, body }) => {
    calls.push({ method, path, query: new URL(url, 'http://localhost').search, body });
    if (path.endsWith('/follow-ups')) return json(200, { items: [call] });
    if (method === 'POST' && (body as { nextActionDue?: string | null }).nextActionDue === null)
      return json(422, {
        status: 422,
        code: 'validation_failed',
        message: 'Validation error',
        details: [{ param: 'nextActionDue', message: 'Give the day the next action is due.' }],
      });
    if (method === 'POST') return json(201, { id: 9 });
    if (path.includes('lookups')) return json(200, { key: 'hubs', values: ['Bristol', 'Durham'], retired: [] });
    return json(200, {
      items: [call, move],
      total: 2,
      page: 1,
      pageSize: 25,
      owners: [{ id: 5, name: 'Rita Recruiter' }],
      abilities: { canLog: true },
    });
  });
  renderScreenAt('/leads', <LeadActivityScreen />);
});

describe('potential students activity', () => {
  it('shows the feed newest first, and sends the filters chosen', async () => {
    const user = userEvent.setup();
    const feed = await screen.findByRole('list', { name: 'Activity, newest first' });
    expect(within(feed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(feed).getByText('Entered at Initial contact made')).toBeDefined();
    expect(within(feed).getAllByRole('link', { name: 'Anna Field' })[0]?.getAttribute('href')).toBe('/leads/12');
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Engaged with HD/PD' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('leads/activity?') && c.query.includes('stage=Engaged'))).toBe(true),
    );
  });

  it('logs a call from the feed; a next action without its day is refused beside the field', async () => {
    const user = userEvent.setup();
    const feed = await screen.findByRole('list', { name: 'Activity, newest first' });
    await user.click(
      within(feed).getAllByRole('button', { name: 'Log an activity with Anna Field' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log an activity with Anna Field' });
    await user.type(within(dialog).getByLabelText('Next action'), 'Ring back');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the day the next action is due.')).toBeDefined();
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.path).toMatch(/leads\/12\/activities$/);
    expect(posted?.body).toMatchObject({ kind: 'Call', nextAction: 'Ring back', nextActionDue: null });
  });

  it('lists my follow-ups with a Done button', async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My follow-ups' }));
    const mine = await screen.findByRole('list', { name: 'My follow-ups, soonest first' });
    await user.click(within(mine).getByRole('button', { name: 'Mark done: Send the prospectus (Anna Field)' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('leads/12/activities/7/done'))).toBe(true),
    );
  });
});
