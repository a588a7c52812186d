import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, type MockHandler, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import { engagementAnswer, engagementsAnswer, progressionAnswer } from './engagement-fixtures.ts';
import { EngagementTab } from './engagement-tab.tsx';

const PROGRAMMES = ['NLM', 'CertHE', 'DipHE', 'BTh', 'GradCert', 'GradDip', 'PGCert', 'PGDip', 'MA', 'MTh'];
// Each programme's levels as System data holds them: MTh is one a college added, with its own.
const LEVELS: Record<string, string[]> = { DipHE: ['4', '5'], BTh: ['4', '5', '6'], MTh: ['6', '7'] };
const programmesAnswer = {
  key: 'programmes',
  values: PROGRAMMES,
  retired: [],
  programmes: PROGRAMMES.map((code) => ({ code, levels: LEVELS[code] ?? ['4'], transferable: code !== 'MA' })),
};

function signIn(permissions: string[]) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
}

function show(handler: MockHandler) {
  // The tab's Progression panel reads its own call (progression-panel.test.tsx covers it), and the
  // transfer dialog offers System data's programmes (GET /lookups/programmes).
  const fetch = mockFetch((request) =>
    request.path.endsWith('/progression')
      ? json(200, progressionAnswer())
      : request.path === '/api/lookups/programmes'
        ? json(200, programmesAnswer)
        : handler(request),
  );
  render(
    <AppProviders>
      <EngagementTab studentId={5} />
    </AppProviders>,
  );
  return fetch;
}

const gets = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/engagements') && (init?.method ?? 'GET') === 'GET')
    .length;

async function openStatusDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
  return screen.findByRole('dialog', { name: 'Change status' });
}

const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

beforeEach(() => signIn(['students:view', 'students:edit']));

describe('the Engagement tab', () => {
  it('shows the current engagement, its history and sessions, and no changes when the answer says the caller may not edit', async () => {
    signIn(['students:view']);
    const earlier = engagementAnswer({
      id: 9,
      current: false,
      programmeCode: 'CertHE',
      programmeTitle: null,
      level: '4',
      status: 'Transferred',
      endDate: '2025-08-31',
      history: [],
      sessions: [],
    });
    show(() => json(200, engagementsAnswer([engagementAnswer(), earlier], { canEdit: false, canView: true })));
    expect(await screen.findByRole('heading', { name: 'Current engagement' })).toBeDefined();
    expect(screen.getByText('Tom Tutor')).toBeDefined();
    expect(screen.getByText('BTh · BTh in Theology, Ministry and Mission')).toBeDefined();
    const history = screen.getByRole('table', { name: /Status history of the BTh engagement/ });
    expect(within(history).getByText('Back after a term away')).toBeDefined();
    expect(within(history).getByText('Rita Registry')).toBeDefined();
    expect(within(screen.getByRole('table', { name: /Academic-year sessions/ })).getByText('2026/27')).toBeDefined();
    expect(within(screen.getByRole('table', { name: 'Earlier engagements' })).getByText('CertHE')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(screen.queryByText(/^Scheduled change/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });

  it('shows a change approved for a later date as scheduled, and none when there is none (issue 11)', async () => {
    show(() =>
      json(
        200,
        engagementsAnswer([
          engagementAnswer({
            scheduledChanges: [{ requestId: 4, kind: 'IoS', toStatus: 'IoS', effectiveDate: '2027-01-10' }],
          }),
        ]),
      ),
    );
    const note = await screen.findByText(/^Scheduled change: IoS from 10\/01\/2027/);
    expect(note.textContent).toContain('interruption of studies request approved');
    expect(screen.getByRole('alert').textContent).toContain('The status changes on that date.');
  });

  it('offers Transfer only when the engagement can be transferred', async () => {
    show(() => json(200, engagementsAnswer([engagementAnswer({ programmeCode: 'MA', canTransfer: false })])));
    expect(await screen.findByRole('button', { name: 'Change status' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});

describe('the Change status dialog', () => {
  it('offers only the allowed next statuses, and asks for an intention for Current or IoS only', async () => {
    show(() => json(200, engagementsAnswer()));
    const dialog = await openStatusDialog();
    const status = within(dialog).getByRole('combobox', { name: /New status/ });
    expect(optionsOf(status)).toEqual(['Choose…', 'IoS', 'Completed', 'Withdrawn', 'Terminated']);
    expect(within(dialog).queryByRole('combobox', { name: /Intention/ })).toBeNull();
    await userEvent.selectOptions(status, 'IoS');
    expect(within(dialog).getByRole('combobox', { name: /Intention for next year/ })).toBeDefined();
    await userEvent.selectOptions(status, 'Withdrawn');
    expect(within(dialog).queryByRole('combobox', { name: /Intention/ })).toBeNull();
    expect((within(dialog).getByLabelText(/Effective date/) as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('says what is missing before sending anything', async () => {
    const fetch = show(() => json(200, engagementsAnswer()));
    const dialog = await openStatusDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(within(dialog).getByText('Choose a status.')).toBeDefined();
    expect(within(dialog).getByText('Give a reason for the change.')).toBeDefined();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /New status/ }), 'IoS');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Illness');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      within(dialog).getByText("Choose the student's intention for next year: it is required when the status is IoS."),
    ).toBeDefined();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the change, closes and reloads the engagement', async () => {
    let saved = false;
    const fetch = show(({ method, body }) => {
      if (method === 'POST') {
        saved = true;
        expect(body).toEqual({
          status: 'IoS',
          reason: 'Illness',
          effectiveDate: expect.stringMatching(/^\d{4}-/),
          intention: 'Interrupt studies',
          version: 3,
        });
        return json(200, engagementAnswer({ status: 'IoS', version: 4 }));
      }
      return json(200, engagementsAnswer([engagementAnswer(saved ? { status: 'IoS', version: 4 } : {})]));
    });
    const dialog = await openStatusDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /New status/ }), 'IoS');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Intention/ }), 'Interrupt studies');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Illness');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[0])).toBe(
      '/api/engagements/11/status',
    );
    await waitFor(() => expect(gets(fetch)).toBe(2));
  });

  it("puts the server's 422 details beside the fields", async () => {
    show(({ method }) =>
      method === 'POST'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some of the information given is not valid.',
            details: [{ param: 'effectiveDate', message: 'The effective date cannot be before 2017.' }],
          })
        : json(200, engagementsAnswer()),
    );
    const dialog = await openStatusDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /New status/ }), 'Completed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Finished');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const date = within(dialog).getByLabelText(/Effective date/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The effective date cannot be before 2017.')).toBeDefined();
  });

  it('says when someone else changed the engagement and reloads it', async () => {
    const fetch = show(({ method }) =>
      method === 'POST'
        ? json(409, {
            status: 409,
            code: 'conflict',
            message: 'This record was changed by someone else. Reload it to see their changes.',
          })
        : json(200, engagementsAnswer()),
    );
    const dialog = await openStatusDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /New status/ }), 'Withdrawn');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moved away');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText(/Someone else changed this engagement/)).toBeDefined();
    await waitFor(() => expect(gets(fetch)).toBe(2));
  });
});

describe('the Transfer dialog', () => {
  it("offers the other programmes and the chosen programme's levels", async () => {
    show(() => json(200, engagementsAnswer()));
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to another programme' });
    const programme = within(dialog).getByRole('combobox', { name: /New programme/ });
    expect(optionsOf(programme)).not.toContain('BTh');
    await userEvent.selectOptions(programme, 'DipHE');
    expect(optionsOf(within(dialog).getByRole('combobox', { name: /Level/ }))).toEqual(['Choose…', '4', '5']);
    await userEvent.selectOptions(programme, 'MTh');
    expect(optionsOf(within(dialog).getByRole('combobox', { name: /Level/ }))).toEqual(['Choose…', '6', '7']);
  });
});
