import { REVIEW_SECTIONS, SECTION_REVIEW_STATUSES } from '@collegium/domain/section-review-statuses';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import type { ApplicationReview } from '@collegium/domain/application-review';
import { ApplicationRecordScreen } from './application-record-screen.tsx';

function record(overrides: Partial<ApplicationReview> = {}): ApplicationReview {
  return {
    id: 7,
    version: 3,
    personId: 11,
    applicantName: 'Ada Lovelace',
    email: 'ada@example.org',
    status: 'Submitted',
    statusLabel: 'Submitted',
    submitted: true,
    submittedAt: '2026-10-01T10:00:00.000Z',
    course: 'BTh',
    courseTitle: 'Bachelor of Theology',
    intake: '2027-09-01',
    studyPace: 'PT',
    applicantType: 'Ordinand',
    diocese: 'Diocese of Durham',
    cohortGroup: 'Candidate',
    answers: { commitment: { placement: 'St Oswald, Durham' } },
    needsLeaderReference: true,
    sections: REVIEW_SECTIONS.map((section) => ({
      section,
      options: [...SECTION_REVIEW_STATUSES[section]],
      status: null,
      notes: '',
      optional: section === 'healthDisability',
      updatedAt: null,
      updatedBy: null,
    })),
    references: [],
    evidence: [],
    dioceseEmail: 'office@durham.example.org',
    dioceseRequest: null,
    nextStatuses: [{ value: 'Under review', label: 'Under review' }],
    abilities: { canEdit: true },
    ...overrides,
  };
}

function show(permissions: string[], entry = '/applications/7') {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
  const router = createMemoryRouter(
    [{ path: '/applications/:id', handle: { key: 'applications.record' }, Component: ApplicationRecordScreen }],
    {
      initialEntries: [entry],
    },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the application record page', () => {
  it('confirms an accepted place with the version read and links to the new student', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    let status = 'Place accepted';
    mockFetch(({ method, path, body }) => {
      calls.push({ method, path, body });
      if (method === 'GET' && path === '/api/applications/7/review')
        return json(200, record({ status, statusLabel: status, nextStatuses: [] }));
      if (method === 'POST' && path === '/api/applications/7/confirm') {
        status = 'Confirmed';
        return json(200, {
          applicationId: 7,
          status,
          version: 4,
          studentId: 42,
          engagementId: 9,
          createdStudent: true,
          createdEngagement: true,
        });
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    });
    show(['applications']);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm (deposit paid)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm place' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 3 });
    expect((await screen.findByRole('link', { name: 'open the student' })).getAttribute('href')).toBe('/students/42');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm (deposit paid)' })).toBeNull());
    // Confirmed, the review is over: no quick accept either.
    expect(screen.queryByRole('button', { name: 'Quick accept' })).toBeNull();
  });

  it('offers no confirmation before the place is accepted', async () => {
    mockFetch(({ method, path }) =>
      method === 'GET' && path === '/api/applications/7/review'
        ? json(200, record())
        : json(404, { status: 404, code: 'not_found', message: 'Not found' }),
    );
    show(['applications']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Confirm (deposit paid)' })).toBeNull();
  });

  it('reviews the sections in one form with one save, each section sent with the version the last answer gave', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    let current = record();
    mockFetch(({ method, path, body }) => {
      calls.push({ method, path, body });
      if (method === 'GET' && path === '/api/applications/7/review') return json(200, current);
      const put = /^\/api\/applications\/7\/reviews\/(\w+)$/.exec(path);
      if (method === 'PUT' && put) {
        const { status, notes } = body as { status: string | null; notes: string };
        current = {
          ...current,
          version: current.version + 1,
          sections: current.sections.map((s) => (s.section === put[1] ? { ...s, status, notes } : s)),
        };
        return json(200, current);
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    });
    show(['applications']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Review sections' });
    expect(within(nav).getAllByRole('button')).toHaveLength(REVIEW_SECTIONS.length);
    // One Save for the whole review, none per section.
    expect(screen.getAllByRole('button', { name: /^Save/ }).map((b) => b.textContent)).toEqual(['Save the review']);
    expect(screen.getByRole('button', { name: 'Save the review' })).toHaveProperty('disabled', true);

    const finances = screen.getByRole('region', { name: /^Finances/ });
    fireEvent.mouseDown(within(finances).getByRole('combobox', { name: 'Finances review status' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Not yet reviewed', 'Insufficient finances', 'Accepted']);
    fireEvent.click(screen.getByRole('option', { name: 'Accepted' }));
    const attendance = screen.getByRole('region', { name: /^Attendance/ });
    fireEvent.change(within(attendance).getByRole('textbox', { name: 'Attendance notes' }), {
      target: { value: 'Two residentials missed.' },
    });
    expect(screen.getByText('2 sections changed.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save the review' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/applications/7/reviews/attendance', { status: null, notes: 'Two residentials missed.', version: 3 }],
      ['/api/applications/7/reviews/finances', { status: 'Accepted', notes: '', version: 4 }],
    ]);
    expect(await screen.findByText('The review of 2 sections saved.')).toBeDefined();
    expect(screen.getByText('No changes to save.')).toBeDefined();
  });

  it('shows accepted sections collapsed', async () => {
    mockFetch(({ path }) =>
      path === '/api/applications/7/review'
        ? json(
            200,
            record({
              sections: record().sections.map((s) => (s.section === 'finances' ? { ...s, status: 'Accepted' } : s)),
            }),
          )
        : json(404, { status: 404, code: 'not_found', message: 'Not found' }),
    );
    show(['applications']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeDefined();
    const heading = (name: RegExp) =>
      within(screen.getByRole('form', { name: 'Section reviews' })).getByRole('button', { name });
    expect(heading(/^Finances/).getAttribute('aria-expanded')).toBe('false');
    expect(heading(/^Attendance/).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers no review before the application is submitted', async () => {
    mockFetch(({ path }) =>
      path === '/api/applications/7/review'
        ? json(200, record({ submitted: false, submittedAt: null }))
        : json(404, { status: 404, code: 'not_found', message: 'Not found' }),
    );
    show(['applications']);
    expect(
      await screen.findByText('The sections are reviewed once the applicant has submitted the application.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save the review' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Review sections' })).toBeNull();
  });

  it('quick-accepts only after the confirmation', async () => {
    const posts: unknown[] = [];
    mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/applications/7/review') return json(200, record());
      if (method === 'POST' && path === '/api/applications/7/quick-accept') {
        posts.push(body);
        return json(200, record({ version: 4 }));
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    });
    show(['applications']);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick accept this application?' });
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept every section' }));
    await waitFor(() => expect(posts).toEqual([{ version: 3 }]));
  });

  it('shows a 422 on the status beside its field', async () => {
    mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/applications/7/review') return json(200, record());
      if (method === 'PUT' && path === '/api/applications/7/status') {
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'Invalid',
          details: [{ param: 'status', message: 'From Submitted the application can move to: Rejected.' }],
        });
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    });
    show(['applications']);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'New status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Under review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('From Submitted the application can move to: Rejected.')).toBeDefined();
  });

  it('is read-only without applications:edit', async () => {
    mockFetch(({ path }) =>
      path === '/api/applications/7/review'
        ? json(200, record({ abilities: { canEdit: false } }))
        : json(404, { status: 404, code: 'not_found', message: 'Not found' }),
    );
    show(['applications:menu', 'applications:view']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Quick accept' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Finances review status' })).toBeNull();
  });

  it('sends the diocese request to a named contact, checking the address first', async () => {
    const posts: unknown[] = [];
    mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/applications/7/review') return json(200, record());
      if (method === 'POST' && path === '/api/applications/7/diocese-request') {
        posts.push(body);
        return json(
          200,
          record({
            dioceseRequest: {
              email: 'ddo@durham.example.org',
              sentAt: '2026-11-20T10:00:00.000Z',
              expiresAt: '2026-12-18T10:00:00.000Z',
            },
          }),
        );
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    });
    show(['applications'], '/applications/7?tab=evidence');
    expect(await screen.findByText('The diocese has not been asked for its evidence yet.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send diocese request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the Diocese of Durham for its evidence' });
    fireEvent.change(within(dialog).getByLabelText('Contact name (optional)'), {
      target: { value: 'Revd Sarah Ellison' },
    });
    fireEvent.change(within(dialog).getByLabelText('Contact e-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(/Enter a valid e-mail address/)).toBeDefined();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Contact e-mail'), { target: { value: 'ddo@durham.example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(posts).toEqual([{ contactName: 'Revd Sarah Ellison', email: 'ddo@durham.example.org' }]),
    );
    expect(await screen.findByText(/Upload link sent to ddo@durham.example.org on 20\/11\/2026/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Resend diocese request' })).toBeDefined();
  });

  it('offers no diocese request without applications:edit', async () => {
    mockFetch(({ path }) =>
      path === '/api/applications/7/review'
        ? json(200, record({ abilities: { canEdit: false } }))
        : json(404, { status: 404, code: 'not_found', message: 'Not found' }),
    );
    show(['applications:menu', 'applications:view'], '/applications/7?tab=evidence');
    expect(await screen.findByText('The diocese has not been asked for its evidence yet.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send diocese request' })).toBeNull();
  });
});
