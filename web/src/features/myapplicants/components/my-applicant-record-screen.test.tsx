import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { setConfig } from '../../../lib/config.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { MyApplicantRecordScreen } from './my-applicant-record-screen.tsx';

const ann = {
  id: 7,
  name: 'Ann Abbott',
  status: 'Place offered',
  course: 'MA',
  courseTitle: 'Master of Arts in Theology',
  intake: '2027-09-01',
  submittedAt: '2026-03-02T10:00:00.000Z',
  email: 'ann@example.org',
  phone: null,
  city: 'Durham',
  studyPace: 'PT',
  applicantType: 'Ordinand',
  diocese: 'Durham',
  cohortGroup: null,
  references: [{ kind: 'leader', name: 'Rev Jo Smith', status: 'Received', receivedAt: '2026-03-20T09:00:00.000Z' }],
  evidence: [{ type: 'Finance', source: 'Diocese', createdAt: '2026-04-01T09:00:00.000Z' }],
};

function show(id: string) {
  mockFetch(({ path }) =>
    path === '/api/myapplicants/7'
      ? json(200, ann)
      : json(404, { status: 404, code: 'not_found', message: 'There is no applicant of yours with id 8.' }),
  );
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/myapplicants/${id}`]}>
        <Routes>
          <Route path="/myapplicants/:id" element={<MyApplicantRecordScreen />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => setConfig({}));

describe('my applicant record (spec 2.5)', () => {
  it('shows the application, contact, references and evidence', async () => {
    show('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Abbott' })).toBeDefined();
    expect(screen.getByText('Place offered')).toBeDefined();
    expect(screen.getByText('Master of Arts in Theology (MA)')).toBeDefined();
    expect(screen.getByText('Rev Jo Smith (church leader)')).toBeDefined();
    expect(screen.getByText('Received, 20/03/2026')).toBeDefined();
    expect(screen.getByText('From the diocese, 01/04/2026')).toBeDefined();
    expect(screen.getAllByText('Not given').length).toBe(2);
  });

  it('says not found for anyone else’s applicant', async () => {
    show('8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'My applicants' }).getAttribute('href')).toBe('/applications/myapplicants');
  });
});
