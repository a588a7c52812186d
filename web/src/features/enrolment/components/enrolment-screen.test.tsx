import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { json, type MockAnswer, mockFetch, sortedQuery } from '../../../test/mock-fetch.ts';
import type { EnrolmentRow } from '@collegium/domain/enrolment-list';
import { EnrolmentScreen } from './enrolment-screen.tsx';

const row = (o: Partial<EnrolmentRow> & Pick<EnrolmentRow, 'sessionId' | 'name'>): EnrolmentRow => ({
  studentId: o.sessionId + 100,
  engagementId: o.sessionId + 200,
  partnerId: o.sessionId + 1000,
  programme: 'BTh',
  level: '4',
  hub: 'Durham',
  engagementStatus: 'Starting',
  startIntake: '2026-09-01',
  status: 'Starting',
  enrolledAt: null,
  enrolledBy: null,
  ...o,
});

const ROWS = [
  row({ sessionId: 1, name: 'Ann Abbott' }),
  row({ sessionId: 2, name: 'Dan Dawson', engagementStatus: 'Withdrawn', status: 'Current' }),
  row({
    sessionId: 3,
    name: 'Eve Evans',
    engagementStatus: 'Current',
    status: 'Current',
    enrolledAt: '2026-09-10T09:00:00.000Z',
    enrolledBy: { id: 4, name: 'Rita Registrar' },
  }),
];

function show(onEnrol: (body: unknown) => MockAnswer) {
  const fetch = mockFetch(({ method, path, body }) => {
    if (path === '/api/intakes?upcoming=true') return json(200, { '2027-01-10': ['BTh', 'DipHE'] });
    if (method === 'GET' && path.startsWith('/api/students/enrolment?')) {
      return json(200, {
        items: ROWS,
        total: 3,
        page: 1,
        pageSize: 25,
        academicYear: 2026,
        counts: { enrolled: 1, notEnrolled: 2 },
        hubs: ['Durham'],
        academicYears: [2026, 2025],
      });
    }
    if (method === 'POST' && path === '/api/students/enrolment/enrol') return onEnrol(body);
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <EnrolmentScreen />
      </MemoryRouter>
    </AppProviders>,
  );
  return fetch;
}

const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map((c) => String(c[0]))
    .filter((u) => u.startsWith('/api/students/enrolment?'))
    .map(sortedQuery);

afterEach(() => setConfig({}));

describe('enrolment (spec 2.4)', () => {
  it('shows the year, its counts and the sessions; only open sessions can be chosen', async () => {
    show(() => json(500));
    expect(await screen.findByText('Ann Abbott')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Enrolment' })).toBeDefined();
    expect(screen.getByText('Academic year 2026/27')).toBeDefined();
    const counts = screen.getByRole('group', { name: 'Sessions of 2026/27' });
    expect(within(counts).getByText('Enrolled').previousSibling?.textContent).toBe('1');
    expect(within(counts).getByText('Not yet enrolled').previousSibling?.textContent).toBe('2');
    expect(screen.getByText('10/09/2026 09:00 · Rita Registrar')).toBeDefined();
    const boxes = (name: string) =>
      within(screen.getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox');
    expect((boxes('Ann Abbott') as HTMLInputElement).disabled).toBe(false);
    expect((boxes('Dan Dawson') as HTMLInputElement).disabled).toBe(true);
    expect((boxes('Eve Evans') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark enrolled' })).toHaveProperty('disabled', true);
  });

  it('marks the chosen sessions enrolled after asking, and says what happened', async () => {
    const posted: unknown[] = [];
    show((body) => {
      posted.push(body);
      return json(200, {
        enrolled: 1,
        started: 1,
        sessions: [{ id: 1, status: 'Current', enrolledAt: '2026-11-22T10:00:00.000Z' }],
      });
    });
    await screen.findByText('Ann Abbott');
    await userEvent.click(
      within(screen.getByText('Ann Abbott').closest('[role="row"]') as HTMLElement).getByRole('checkbox'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark enrolled (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 1 session enrolled?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark enrolled' }));
    expect(
      await screen.findByText('1 session marked enrolled for 2026/27. 1 student started and is now Current.'),
    ).toBeDefined();
    expect(posted).toEqual([{ sessionIds: [1] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark enrolled' })).toHaveProperty('disabled', true);
  });

  it('shows each session the server refused', async () => {
    show(() =>
      json(422, {
        status: 422,
        code: 'validation_failed',
        message: 'Some of the information given is not valid.',
        details: [{ param: 'sessionIds.0', message: 'Ann Abbott (0001001) is already enrolled for 2026/27.' }],
      }),
    );
    await screen.findByText('Ann Abbott');
    await userEvent.click(
      within(screen.getByText('Ann Abbott').closest('[role="row"]') as HTMLElement).getByRole('checkbox'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark enrolled (1)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark enrolled' }));
    expect(await within(dialog).findByText('Ann Abbott (0001001) is already enrolled for 2026/27.')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Mark enrolled' })).toHaveProperty('disabled', true);
  });

  it('filters by an upcoming intake, another year and enrolment', async () => {
    const fetch = show(() => json(500));
    await screen.findByText('Ann Abbott');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Intake' }), '2027-01-10');
    expect(screen.getByRole('option', { name: '10/01/2027 (BTh, DipHE)' })).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Academic year' }), '2025');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Enrolled' }), 'false');
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)).toBe(
        sortedQuery(
          '/api/students/enrolment?academicYear=2025&intake=2027-01-10&enrolled=false&sort=name&order=asc&page=1&pageSize=25',
        ),
      ),
    );
    expect(listCalls(fetch)[0]).toBe(sortedQuery('/api/students/enrolment?sort=name&order=asc&page=1&pageSize=25'));
  });
});
