import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { MergeDialog } from './merge-dialog.tsx';

// Issue 17: merging a duplicate potential student: the two side by side, a value chosen per
// field, the merge posted with the fields taken from the duplicate; a refusal is shown with its reason.

const side = (id: number, email: string, hub: string) => ({
  id,
  version: id + 100,
  personId: id * 10,
  values: { firstName: 'Anna', lastName: 'Field', email, hub },
  activities: 3,
  registrations: 1,
  consents: 2,
  applicationId: null,
});
const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'email', label: 'E-mail' },
  { name: 'hub', label: 'Hub' },
];

let posted: unknown[] = [];
let stale = false;
beforeEach(() => {
  posted = [];
  stale = false;
  mockFetch(({ method, path, body }) => {
    if (method === 'POST') {
      posted.push(body);
      if (stale)
        return json(409, {
          status: 409,
          code: 'conflict',
          message: 'This record was changed by someone else. Reload it to see their changes.',
        });
      return json(200, { id: 12 });
    }
    if (path.endsWith('/merge/13'))
      return json(200, {
        survivor: side(12, 'a@example.org', 'Durham'),
        other: side(13, 'b@example.org', 'Bristol'),
        fields,
        problem: null,
      });
    return json(200, {
      survivor: side(12, 'a@example.org', 'Durham'),
      other: side(14, 'c@example.org', 'Durham'),
      fields,
      problem:
        'The other person also has a user account: open that potential student and merge this one into it instead.',
    });
  });
});

describe('merge a duplicate', () => {
  it('shows both side by side and merges with the values chosen', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MergeDialog leadId="12" open onClose={() => undefined} />
      </AppProviders>,
    );
    await user.type(screen.getByLabelText('Id of the duplicate potential student'), '13');
    const table = await screen.findByRole('table', { name: 'Choose the value that stays for each field' });
    expect(within(table).getByText('3 activities and stage changes, 1 registrations, 2 consent records')).toBeDefined();
    expect(within(table).getByRole('radio', { name: 'First name: keep Anna (duplicate)' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(table).getByRole('radio', { name: 'E-mail: keep b@example.org (duplicate)' }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(posted).toEqual([{ otherId: 13, take: ['email'], version: 112, otherVersion: 113 }]));
  });

  it('says when one of the two changed since they were read (409) and reloads them', async () => {
    stale = true;
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MergeDialog leadId="12" open onClose={() => undefined} />
      </AppProviders>,
    );
    await user.type(screen.getByLabelText('Id of the duplicate potential student'), '13');
    await screen.findByRole('table', { name: 'Choose the value that stays for each field' });
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(/changed after you opened them; nothing was merged/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(/nothing was merged/)).toBeNull());
  });

  it('says why a merge is refused and offers no Merge', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MergeDialog leadId="12" open onClose={() => undefined} />
      </AppProviders>,
    );
    await user.type(screen.getByLabelText('Id of the duplicate potential student'), '14');
    expect(await screen.findByText(/merge this one into it instead/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Merge' })).toHaveProperty('disabled', true);
  });
});
