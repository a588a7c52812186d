import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import type { ReviewRecord as ApplicationReview } from '@collegium/domain/application-review';
import { FcApplicationRecordScreen } from './fc-application-record-screen.tsx';

const record: ApplicationReview = {
  id: 5,
  version: 2,
  personId: 9,
  applicantName: 'Grace Mensah',
  email: 'grace@example.org',
  status: 'Under review',
  statusLabel: 'Under review',
  submitted: true,
  submittedAt: '2026-10-01T10:00:00.000Z',
  course: 'CertHE',
  courseTitle: 'Certificate of Higher Education',
  intake: '2027-01-10',
  studyPace: 'PT',
  applicantType: 'Independent',
  diocese: null,
  cohortGroup: 'Student',
  answers: {
    course: { applicantType: 'Independent', flexi: true, studyPace: 'PT', course: 'CertHE', intake: '2027-01-10' },
    declarations: { truthful: true, dataProtection: true },
  },
  needsLeaderReference: false,
  sections: [],
  references: [],
  evidence: [
    {
      id: 1,
      type: 'Finance',
      source: 'Applicant',
      fileName: 'bursary.pdf',
      size: 2048,
      contentType: 'application/pdf',
      createdAt: '2026-10-02T10:00:00.000Z',
    },
  ],
  dioceseEmail: null,
  dioceseRequest: null,
  nextStatuses: [],
};

function show(entry: string) {
  useSessionStore.setState({
    status: 'authenticated',
    user: toCurrentUser(userAnswer({ permissions: ['applications:menu', 'fc-applications:view'] })),
  });
  const router = createMemoryRouter(
    [{ path: '/fc-applications/:id', handle: { key: 'fc-applications.record' }, Component: FcApplicationRecordScreen }],
    { initialEntries: [entry] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the flexible study application page', () => {
  it('shows the answers read-only, and the evidence without downloads', async () => {
    mockFetch(({ path }) =>
      path === '/api/fc-applications/5'
        ? json(200, record)
        : json(404, { status: 404, code: 'not_found', message: 'Not found' }),
    );
    show('/fc-applications/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Mensah' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Flexible study' }).getAttribute('href')).toBe('/applications/flexible');
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Evidence' }));
    expect(await screen.findByText('Finance')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('says the application does not exist on a 404 (not a flexi application)', async () => {
    mockFetch(() =>
      json(404, { status: 404, code: 'not_found', message: 'There is no flexible study application with id 6.' }),
    );
    show('/fc-applications/6');
    expect(await screen.findByText('This application does not exist, or it has been removed.')).toBeDefined();
  });
});
