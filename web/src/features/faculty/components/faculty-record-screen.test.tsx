import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { faculty } from '@collegium/domain/entities/faculty';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import type { FacultyTeaching } from '@collegium/domain/teaching';
import { FacultyRecordScreen } from './faculty-record-screen.tsx';

const record = {
  id: 4,
  version: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  title: 'Dr',
  firstName: 'Tom',
  lastName: 'Tutor',
  jobTitle: 'Lecturer',
  active: true,
};

const teaching = (tutees: FacultyTeaching['tutees']): FacultyTeaching => ({
  facultyId: 4,
  modules: [
    {
      instanceId: 31,
      moduleId: 8,
      moduleCode: 'BS4101',
      moduleTitle: 'Reading the Old Testament',
      academicYear: 2026,
      hub: 'York',
      studentCount: 2,
    },
  ],
  tuteeCount: 1,
  tutees,
});

function show(permissions: string[], answer: FacultyTeaching) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
  mockFetch(({ path }) => {
    if (path === '/api/faculty?schema')
      return json(200, {
        ...publicDefinition(faculty),
        abilities: { create: false, edit: false, delete: false, export: false },
      });
    if (path === '/api/faculty/4') return json(200, record);
    if (path === '/api/faculty/4/teaching') return json(200, answer);
    return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
  });
  const router = createMemoryRouter(
    [{ path: '/faculty/:id', handle: { key: 'faculty.record' }, Component: FacultyRecordScreen }],
    { initialEntries: ['/faculty/4'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the faculty record page', () => {
  it('shows the modules taught and the tutees with status chips and links', async () => {
    show(
      ['faculty:view', 'modules:view', 'students:view'],
      teaching([{ studentId: 51, name: 'Ann Abbott', partnerId: 1234, programme: 'BTh', level: '5', status: 'IoS' }]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Tom Tutor' })).toBeDefined();
    const modulesTable = await screen.findByRole('table', { name: 'Module instances by academic year' });
    expect(
      within(modulesTable).getByRole('link', { name: 'BS4101 Reading the Old Testament' }).getAttribute('href'),
    ).toBe('/modules/8');
    expect(within(modulesTable).getAllByRole('row')[1]!.textContent).toBe(
      'BS4101 Reading the Old Testament2026/27York2',
    );
    const tutees = screen.getByRole('table', { name: '1 tutees' });
    expect(within(tutees).getAllByRole('row')[1]!.textContent).toBe('Ann Abbott0001234BTh5IoS');
    expect(within(tutees).getByRole('link', { name: 'Ann Abbott' }).getAttribute('href')).toBe('/students/51');
  });

  it('says how many tutees there are when the viewer may not see who', async () => {
    show(['faculty:view'], teaching(null));
    expect(await screen.findByText(/One student has them as personal tutor/)).toBeDefined();
    expect(screen.queryByRole('link', { name: /BS4101/ })).toBeNull();
  });
});
