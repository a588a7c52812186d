import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { setConfig } from '../../../lib/config.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const stats = { currentStudents: 312, startingStudents: 48, people: 5120, staffUsers: 37, studentUsers: 355, applicantUsers: 61, signedInNow: 9 };

function show(permissions: string[], student: ReturnType<typeof useSessionStore.getState>['student'] = null) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ name: 'Grace Hopper', permissions })), student });
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
  it('shows staff the live counts from GET {api}/dashboard/stats', async () => {
    const fetch = mockFetch(({ path }) => (path === '/api/dashboard/stats' ? json(200, stats) : json(404)));
    show(['dashboard:view']);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(await screen.findByText('5,120')).toBeDefined();
    const card = screen.getByRole('region', { name: 'Current students' });
    expect(card.textContent).toContain('312');
    expect(screen.getByRole('region', { name: 'Signed in now' }).textContent).toContain('9');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/dashboard/stats');
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

  it("shows a student their own details and says plainly that forms open here as they arrive", () => {
    mockFetch(() => json(404));
    show(['forms:student'], { partnerId: 4521, hub: 'Durham', programmeCode: 'BTh' });
    expect(screen.getByRole('heading', { level: 1, name: 'Student Forms' })).toBeDefined();
    const details = screen.getByRole('region', { name: 'My details' });
    expect(details.textContent).toContain('0004521');
    expect(details.textContent).toContain('Durham');
    expect(details.textContent).toContain('BTh');
    expect(screen.getByRole('heading', { name: 'Your forms will open here' })).toBeDefined();
    // No links to screens that do not exist.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('offers to try again when the student record could not be loaded', () => {
    mockFetch(() => json(404));
    show(['forms:student'], null);
    expect(screen.getByText('Your student record could not be loaded.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
