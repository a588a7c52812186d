import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { json, type MockAnswer, mockFetch, sortedQuery } from '../../../test/mock-fetch.ts';
import type { IntentionsList, IntentionsRow } from '@collegium/domain/intentions-list';
import { IntentionsScreen, scopeText } from './intentions-screen.tsx';

const BEN: IntentionsRow = {
  engagementId: 12,
  version: 3,
  studentId: 2,
  partnerId: 2002,
  name: 'Ben Baker',
  programme: 'CertHE',
  level: '4',
  hub: 'York',
  status: 'Current',
  intentionsStatus: 'Required',
  intention: null,
  intentionUpdatedAt: null,
};
const CAT: IntentionsRow = {
  ...BEN,
  engagementId: 13,
  studentId: 3,
  partnerId: 2003,
  name: 'Cat Carter',
  programme: 'BTh',
  level: '6',
  intentionsStatus: null,
};

function show(onPut: (body: unknown) => MockAnswer) {
  const list: IntentionsList = {
    items: [BEN, CAT],
    total: 2,
    page: 1,
    pageSize: 25,
    summary: { required: 4, requiredNotStated: 1 },
    hubs: ['York'],
    scope: { all: false, hub: 'York', programme: null },
  };
  const fetch = mockFetch(({ method, path, body }) => {
    if (method === 'GET' && path.startsWith('/api/students/intentions?')) return json(200, list);
    if (method === 'PUT' && path === '/api/engagements/12/intention') return onPut(body);
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <IntentionsScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  return fetch;
}

afterEach(() => setConfig({}));

describe('intentions (spec 2.4, 4.2)', () => {
  it('says whose students are listed', () => {
    expect(scopeText({ all: true, hub: null, programme: null })).toBe('Every current student');
    expect(scopeText({ all: false, hub: 'York', programme: 'MA' })).toBe(
      'Current students of the York hub and the MA programme',
    );
    expect(scopeText({ all: false, hub: null, programme: null })).toBe('No students');
  });

  it('shows the scope, the Required students still to state one, and offers editing only where the rule asks', async () => {
    const fetch = show(() => json(500));
    expect(await screen.findByText('Ben Baker')).toBeDefined();
    expect(screen.getByText('Current students of the York hub')).toBeDefined();
    expect(screen.getByText('1 of 4 students whose intentions are Required has not stated one.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Change the intention of Ben Baker' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Change the intention of Cat Carter' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() =>
      expect(sortedQuery(String(fetch.mock.calls.at(-1)?.[0]))).toBe(
        sortedQuery(
          '/api/students/intentions?intentionsStatus=Required&stated=false&sort=name&order=asc&page=1&pageSize=25',
        ),
      ),
    );
  });

  it('saves the intention with the version read, showing a refusal under the field', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    show((body) => {
      bodies.push(body);
      if (refuse) {
        refuse = false;
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'Not valid.',
          details: [{ param: 'intention', message: 'Intentions are not recorded for this engagement.' }],
        });
      }
      return json(200, { ...BEN, version: 4, intention: 'Withdraw', intentionUpdatedAt: '2026-11-22T10:00:00.000Z' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change the intention of Ben Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intention of Ben Baker' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Intention for next year' }),
      'Withdraw',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Intentions are not recorded for this engagement.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ben Baker: Withdraw.')).toBeDefined();
    expect(bodies).toEqual([
      { intention: 'Withdraw', version: 3 },
      { intention: 'Withdraw', version: 3 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
