import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const stats = {
  currentStudents: 312,
  startingStudents: 48,
  people: 5120,
  staffUsers: 37,
  studentUsers: 355,
  applicantUsers: 61,
  signedInNow: 9,
};

function show(permissions: string[], student: ReturnType<typeof useSessionStore.getState>['student'] = null) {
  useSessionStore.setState({
    status: 'authenticated',
    user: toCurrentUser(
      userAnswer({ name: 'Grace Hopper', permissions, isStudent: permissions.includes('forms:student') }),
    ),
    student,
  });
  render(
    <AppProviders>
      <MemoryRouter>
        <DashboardScreen />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => setConfig({}));

describe('the dashboard (spec 2.3)', () => {
  it('shows administrators the live counts from GET {api}/dashboard/stats', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/dashboard/stats'
        ? json(200, stats)
        : path === '/api/dashboard/work'
          ? json(200, { items: [] })
          : json(404),
    );
    show(['dashboard:view', 'users:menu']);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(await screen.findByText('5,120')).toBeDefined();
    const card = screen.getByRole('region', { name: 'Current students' });
    expect(card.textContent).toContain('312');
    expect(screen.getByRole('region', { name: 'Signed in now' }).textContent).toContain('9');
    expect(fetch.mock.calls.map(([u]) => u)).toContain('/api/dashboard/stats');
    expect(await screen.findByText('Nothing is waiting for you.')).toBeDefined();
  });

  it('shows each role its own work, each count opening its list, and no college-wide figures (issue 19)', async () => {
    const work = {
      items: [
        { key: 'requests', label: 'Student requests waiting for a decision', count: 4, to: '/students/requests' },
        {
          key: 'applications',
          label: 'Applications submitted, waiting for review',
          count: 1234,
          to: '/applications/all?status=Submitted',
        },
      ],
    };
    const fetch = mockFetch(({ path }) => (path === '/api/dashboard/work' ? json(200, work) : json(404)));
    show(['dashboard:view', 'students:edit', 'applications:view']);
    const requests = await screen.findByRole('link', { name: 'Student requests waiting for a decision: 4' });
    expect(requests.getAttribute('href')).toBe('/students/requests');
    const applications = screen.getByRole('link', { name: 'Applications submitted, waiting for review: 1,234' });
    expect(applications.getAttribute('href')).toBe('/applications/all?status=Submitted');
    expect(screen.queryByRole('region', { name: 'Staff accounts' })).toBeNull();
    expect(fetch.mock.calls.map(([u]) => u)).not.toContain('/api/dashboard/stats');
  });

  it('welcomes staff with next steps when the welcome-dashboard feature is on', async () => {
    setConfig({ features: ['welcome-dashboard'], collegeName: 'St Aidan College' });
    mockFetch(({ path }) => (path === '/api/dashboard/stats' ? json(200, stats) : json(404)));
    show(['dashboard:view']);
    expect(screen.getByText('Welcome to St Aidan College, Grace.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Your next steps' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Your modules are on their way' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open: Check the service' }).getAttribute('href')).toBe('/status');
    expect(await screen.findByText('312')).toBeDefined();
  });

  it('shows a student their own details, their forms marked done or to do, and their year', async () => {
    const status = {
      engagementId: 7,
      programmeCode: 'BTh',
      level: '4',
      status: 'Starting',
      intentionsStatus: null,
      intention: null,
      session: { id: 3, academicYear: 2026, status: 'Starting', enrolledAt: null },
      canEnrol: true,
      enrolBlockedReason: null,
      done: {
        personalDetails: true,
        emergencyContacts: false,
        residentialRequirements: false,
        dbs: false,
        safeguarding: false,
        policies: false,
      },
      policies: { codeOfConduct: null, safeguarding: null, academicConduct: null },
    };
    const deferral = {
      kind: 'Deferral',
      id: 1,
      studentId: 9,
      studentName: 'Grace Hopper',
      hub: 'Durham',
      engagementId: 7,
      status: 'Pending',
      statusLabel: 'Pending',
      scheduledFor: null,
      notApplied: null,
      reason: 'Family',
      detail: null,
      requestedAt: '2026-11-01T10:00:00Z',
      decidedAt: null,
      decisionNote: null,
      newDueDate: null,
      hasEvidence: false,
      intention: null,
    };
    mockFetch(({ path }) =>
      path === '/api/forms/student/status'
        ? json(200, status)
        : path === '/api/forms/student/requests'
          ? json(200, { items: [deferral] })
          : json(404),
    );
    show(['forms:student'], { partnerId: 4521, hub: 'Durham', programmeCode: 'BTh' });
    // The student dashboard loads as its own chunk (issue 19).
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Forms' }, { timeout: 10_000 })).toBeDefined();
    const details = screen.getByRole('region', { name: 'My details' });
    expect(details.textContent).toContain('0004521');
    expect(details.textContent).toContain('Durham');
    expect(details.textContent).toContain('BTh');
    // issue 5: the forms that exist, each marked done or to do.
    const personal = screen.getByRole('link', { name: 'Personal Details' });
    expect(personal.getAttribute('href')).toBe('/forms/personal-details');
    expect((await screen.findAllByText('Done')).length).toBeGreaterThan(0);
    expect(personal.parentElement?.textContent).toContain('Done');
    expect(screen.getByRole('link', { name: 'Emergency Contacts' }).parentElement?.textContent).toContain('To do');
    // Each group sums up its marks; a request still waiting for a decision is marked pending.
    expect(screen.getByRole('region', { name: 'My studies' }).textContent).toContain('4 to do');
    const deferrals = screen.getByRole('link', { name: 'Deferrals' });
    expect(await within(deferrals.parentElement as HTMLElement).findByText('Pending')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Forms' }).textContent).toContain('1 pending');
    expect(await screen.findByRole('button', { name: 'Confirm my enrolment' })).toBeDefined();
  });

  it('offers to try again when the student record could not be loaded', async () => {
    mockFetch(() => json(404));
    show(['forms:student'], null);
    expect(await screen.findByText('Your student record could not be loaded.', {}, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
