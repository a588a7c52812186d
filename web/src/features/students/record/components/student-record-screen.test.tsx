import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../test/app-shell.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { json, mockFetch, userAnswer } from '../../../../test/mock-fetch.ts';
import type { CurrentUser } from '../../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../../lib/session/session-store.ts';
import type { StudentSummary } from '../api/get-student-summary.ts';
import {
  assignmentsAnswer,
  financeAnswer,
  portalFormsAnswer,
  resultsAnswer,
  summaryAnswer,
} from '../record-fixtures.ts';
import { programmeText } from './student-header.tsx';
import { StudentRecordScreen } from './student-record-screen.tsx';

const NOT_FOUND = json(404, { status: 404, code: 'not_found', message: 'There is no student with id 77.' });

function server(summary: StudentSummary | null = summaryAnswer()) {
  return mockFetch(({ path }) => {
    if (path === '/api/students/5/summary') return summary ? json(200, summary) : NOT_FOUND;
    if (path === '/api/students/5/results') return json(200, resultsAnswer());
    if (path === '/api/students/5/assignments') return json(200, assignmentsAnswer());
    if (path === '/api/students/5/finance') return json(200, financeAnswer());
    if (path === '/api/students/5/history') return json(200, { items: [] });
    if (path === '/api/students/5/portal-forms') return json(200, portalFormsAnswer());
    return NOT_FOUND;
  });
}

function show(path = '/students/5') {
  const router = createMemoryRouter(
    [{ path: '/students/:id', handle: { key: 'students.record' }, Component: StudentRecordScreen }],
    {
      initialEntries: [path],
    },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Opens the page and answers how many times `path` has been called so far. */
async function showCounting(path: string) {
  const fetch = server();
  show();
  await screen.findByRole('heading', { level: 1, name: 'Sam Jones' });
  return () => fetch.mock.calls.filter((c) => String(c[0]) === path).length;
}

describe('the student record header', () => {
  it('shows the name, the partner id padded to 7 digits, the study and the status', async () => {
    server();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Jones' })).toBeDefined();
    const header = screen.getByRole('region', { name: 'Student summary' });
    expect(within(header).getByText('0002401')).toBeDefined();
    const fact = (label: string) => within(header).getByText(label).nextElementSibling?.textContent;
    expect(fact('Programme')).toBe('BTh · Bachelor of Theology');
    expect(fact('Level')).toBe('5');
    expect(fact('Cohort')).toBe('5');
    expect(fact('Hub')).toBe('York');
    expect(fact('Personal tutor')).toBe('Tom Tutor');
    expect(within(header).getByText('Current')).toBeDefined();
    // No photo: the initials stand in, and no photo is asked for.
    expect(within(header).getByText('SJ')).toBeDefined();
    expect(header.querySelector('img')).toBeNull();
    expect(document.title).toContain('Sam Jones');
  });

  it('asks for the photo when there is one, and says when no tutor is assigned', async () => {
    server(summaryAnswer({ hasPhoto: true, personalTutor: null, programmeTitle: null }));
    show();
    const header = await screen.findByRole('region', { name: 'Student summary' });
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/api/students/5/photo');
    expect(within(header).getByText('Personal tutor').nextElementSibling?.textContent).toBe('None assigned');
    expect(within(header).getByText('Programme').nextElementSibling?.textContent).toBe('BTh');
  });

  it('says so in place when the student does not exist', async () => {
    server(null);
    show();
    expect(await screen.findByText('This student does not exist, or the record has been removed.')).toBeDefined();
  });
});

describe('after a write on the page', () => {
  it('reads the header again, since a status change or a new photo changes it', async () => {
    const summaryCalls = await showCounting('/api/students/5/summary');
    expect(summaryCalls()).toBe(1);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved' })
      .execute(undefined);
    await waitFor(() => expect(summaryCalls()).toBe(2));
  });
});

describe('the student record tabs', () => {
  it('keeps the chosen tab in the URL and opens the tab the URL names', async () => {
    server();
    const router = show('/students/5?tab=finance');
    expect(await screen.findByRole('tab', { name: 'Finance summary', selected: true })).toBeDefined();
    expect(await screen.findByText('Admin charge for paying termly')).toBeDefined();
    expect(screen.queryByText('admin3')).toBeNull();
    // The statement: the bursary's credit note and the running balance after it (issue 11.19).
    const statement = screen.getByRole('table', { name: 'Statement' });
    const last = within(statement).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(last).getByText('Credit note CN-2026-00001')).toBeDefined();
    expect(within(last).getByText('£400.00')).toBeDefined();
    expect(within(screen.getByRole('group', { name: 'Account totals' })).getByText('£500.00')).toBeDefined();
    expect(screen.queryByRole('tab', { name: 'Dissertation' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Modules and results' }));
    expect(router.state.location.search).toBe('?tab=results');
    expect(await screen.findByRole('heading', { level: 2, name: '2026/27' })).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Assignments and extensions' }));
    expect(router.state.location.search).toBe('?tab=assignments');
    const row = (await screen.findByText('Gospels essay 2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('29/01/2027')).toBeDefined();
    expect(within(row).getByText('Decided by Rita Registrar, 21/12/2026')).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers the Dissertation tab to an MA student', async () => {
    server(summaryAnswer({ programmeCode: 'MA', isMa: true, dissertationReady: true }));
    show('/students/5?tab=dissertation');
    expect(await screen.findByRole('tab', { name: 'Dissertation', selected: true })).toBeDefined();
  });
});

describe('the Portal forms tab', () => {
  // Special category (issue 11): the tab is for readers holding students:special.
  beforeEach(() => {
    useSessionStore.setState({
      status: 'authenticated',
      user: userAnswer({ permissions: ['students:view', 'students:special'] }) as CurrentUser,
    });
  });

  it('is not offered without students:special', async () => {
    useSessionStore.setState({
      status: 'authenticated',
      user: userAnswer({ permissions: ['students:view'] }) as CurrentUser,
    });
    server();
    show('/students/5?tab=portal-forms');
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeDefined();
    expect(screen.queryByRole('tab', { name: 'Portal forms' })).toBeNull();
  });

  it('asks for the (audited) portal forms only once the tab is opened, and shows what is done and what is not', async () => {
    const portalCalls = await showCounting('/api/students/5/portal-forms');
    expect(portalCalls()).toBe(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Portal forms' }));
    const personal = await screen.findByRole('region', { name: 'Personal details' });
    expect(portalCalls()).toBe(1);
    expect(within(personal).getByText('Done')).toBeDefined();
    expect(within(personal).getByText('Last updated 03/10/2026')).toBeDefined();
    expect(within(personal).getByText('Date of birth').nextElementSibling?.textContent).toBe('02/07/1994');
    expect(within(personal).getByText('Home address').nextElementSibling?.textContent).toBe(
      '4 Minster Yard, York, YO1 7HH',
    );

    const contacts = screen.getByRole('region', { name: 'Emergency contacts' });
    expect(within(contacts).getByText('Not done')).toBeDefined();
    expect(within(contacts).getByText('Ann Jones')).toBeDefined();
    expect(within(contacts).getByText('Not given.')).toBeDefined();

    const dbs = screen.getByRole('region', { name: 'DBS check' });
    expect(within(dbs).getByText('Certificate number').nextElementSibling?.textContent).toBe('001234567890');
    expect(within(dbs).getByText('Issued on').nextElementSibling?.textContent).toBe('01/03/2025');

    const safeguarding = screen.getByRole('region', { name: 'Safeguarding training' });
    expect(within(safeguarding).getByText('Not done')).toBeDefined();
    expect(
      within(safeguarding).getByText('The student has not filled in their safeguarding training yet.'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Residential requirements' })).getByText('Not done'),
    ).toBeDefined();

    const policies = screen.getByRole('region', { name: 'Policies agreed' });
    expect(within(policies).getByText('Student code of conduct').nextElementSibling?.textContent).toBe(
      'Agreed on 01/10/2026',
    );
    expect(within(policies).getByText('Safeguarding policy').nextElementSibling?.textContent).toBe('Not agreed yet');
    expect(
      within(screen.getByRole('region', { name: 'Learning support' })).getByText(
        'The student has declared no learning-support needs.',
      ),
    ).toBeDefined();
    // The declarations and HESA answers wait for their own (audited) ask.
    const declarations = screen.getByRole('region', { name: 'Support declarations and HESA answers' });
    expect(within(declarations).getByRole('button', { name: 'Show declarations and HESA answers' })).toBeDefined();
  });

  it('says so in place when the call is refused', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/students/5/summary') return json(200, summaryAnswer());
      if (path === '/api/students/5/portal-forms')
        return json(403, { status: 403, code: 'forbidden', message: 'You may not do this.' });
      return NOT_FOUND;
    });
    show('/students/5?tab=portal-forms');
    expect(await screen.findByText('The portal forms could not be loaded. Please try again.')).toBeDefined();
  });
});

describe('programmeText', () => {
  it('names the programme once', () => {
    expect(programmeText({ programmeCode: 'BTh', programmeTitle: 'Bachelor of Theology' })).toBe(
      'BTh · Bachelor of Theology',
    );
    expect(programmeText({ programmeCode: 'MA', programmeTitle: 'MA in Theology, Ministry and Mission' })).toBe(
      'MA in Theology, Ministry and Mission',
    );
    expect(programmeText({ programmeCode: 'MA', programmeTitle: null })).toBe('MA');
  });
});
