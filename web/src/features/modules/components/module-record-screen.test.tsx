import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { modules } from '@collegium/domain/entities/modules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import { ModuleRecordScreen } from './module-record-screen.tsx';

const record = {
  id: 8,
  version: 2,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-01T09:30:00.000Z',
  code: 'BS4101',
  title: 'Reading the Old Testament',
  credits: 20,
  programme: 'BTh',
  level: '4',
  active: true,
  hubWeeks: 'Sept, Jan',
  residentials: 'Sept residential, Feb residential',
};

const plan = { version: 1, capacity: null, residentials: [], assignments: [] };
const instances = {
  moduleId: 8,
  items: [
    {
      id: 31,
      academicYear: 2026,
      hub: 'York',
      tutor: { id: 4, name: 'Tom Tutor' },
      studentCount: 2,
      canViewStudents: true,
      ...plan,
      capacity: 12,
      startsOn: '2026-09-14',
      residentials: [{ title: 'Sept residential', startsOn: '2026-09-18', endsOn: '2026-09-20' }],
      assignments: [{ id: 5, title: 'Essay', dueDate: '2027-01-15', weight: 60 }],
    },
    {
      id: 30,
      academicYear: 2025,
      hub: 'Durham',
      startsOn: null,
      tutor: null,
      studentCount: 1,
      canViewStudents: false,
      ...plan,
    },
  ],
  abilities: { canCreate: false, canEdit: false, canDelete: false },
};

const students = {
  instance: {
    id: 31,
    moduleId: 8,
    moduleCode: 'BS4101',
    moduleTitle: 'Reading the Old Testament',
    academicYear: 2026,
    hub: 'York',
    tutor: { id: 4, name: 'Tom Tutor' },
  },
  items: [
    { studentId: 51, name: 'Ann Abbott', partnerId: 1234, outcome: 'Passed', mark: 64 },
    { studentId: 52, name: 'Bob Baker', partnerId: 1235, outcome: 'Enrolled', mark: null },
  ],
  expected: [],
  abilities: { canPlace: false },
};

type Handler = Parameters<typeof mockFetch>[0];

function show(permissions: string[], more: Handler = () => undefined as never) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
  mockFetch((request) => {
    const extra = more(request);
    if (extra) return extra;
    const { path } = request;
    if (path === '/api/modules?schema')
      return json(200, {
        ...publicDefinition(modules),
        abilities: { create: false, edit: false, delete: false, export: false },
      });
    if (path === '/api/modules/8') return json(200, record);
    if (path === '/api/modules/8/instances') return json(200, instances);
    if (path === '/api/module-instances/31/students') return json(200, students);
    return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
  });
  const router = createMemoryRouter(
    [{ path: '/modules/:id', handle: { key: 'modules.record' }, Component: ModuleRecordScreen }],
    { initialEntries: ['/modules/8'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the module record page', () => {
  it('shows the template with its reason, the delivery and the instances', async () => {
    show(['modules:view', 'faculty:view', 'students:view']);
    expect(await screen.findByRole('heading', { level: 1, name: 'BS4101 Reading the Old Testament' })).toBeDefined();
    expect(
      await screen.findByText(
        'R1: the module has hub weeks and its first residential (Sept residential) is in September.',
      ),
    ).toBeDefined();
    expect(screen.getAllByText('Template R1')).toHaveLength(2);
    expect(screen.getByText('Sept, Jan')).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Instances by academic year and hub' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '2026/27YorkTom TutorStarts 14/09/2026Sept residential: 18/09/2026 to 20/09/2026Essay 60% (due 15/01/2027)' +
        'The weights add to 60%; they must add to 100%.2 of 12',
      '2025/26DurhamNot assignedNo start dateNo assignments1',
    ]);
    expect(within(table).queryByRole('button', { name: /Change/ })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Tom Tutor' }).getAttribute('href')).toBe('/faculty/4');
  });

  it('lists the students of a chosen instance, each linked to their record', async () => {
    show(['modules:view', 'students:view']);
    await userEvent.click(await screen.findByRole('button', { name: 'Show the 2 students of 2026/27 York' }));
    expect(await screen.findByRole('heading', { name: 'Students on BS4101 in 2026/27 at York' })).toBeDefined();
    const table = screen.getByRole('table', { name: '2 enrolled' });
    expect(within(table).getByRole('row', { name: /Ann Abbott/ }).textContent).toBe('Ann Abbott0001234Passed64');
    expect(within(table).getByRole('link', { name: 'Ann Abbott' }).getAttribute('href')).toBe('/students/51');
    // Without faculty:view the tutor is plain text.
    expect(screen.queryByRole('link', { name: 'Tom Tutor' })).toBeNull();
  });

  it('links a tutor to my students, and offers no students button where they may not look', async () => {
    show(['modules:view', 'mystudents:view']);
    const table = await screen.findByRole('table', { name: 'Instances by academic year and hub' });
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button'));
    expect((await screen.findByRole('link', { name: 'Bob Baker' })).getAttribute('href')).toBe('/mystudents/52');
  });

  it("lets a planner plan the assignments, the server's messages beside the fields", async () => {
    const puts: unknown[] = [];
    show(['modules:*'], ({ method, path, body }) => {
      if (path === '/api/modules/8/instances')
        return json(200, { ...instances, abilities: { canCreate: true, canEdit: true, canDelete: true } });
      if (path === '/api/module-instances/31/assignments' && method === 'GET')
        return json(200, {
          instanceId: 31,
          version: 3,
          assignments: [{ id: 5, title: 'Essay', dueDate: '2027-01-15', weight: 60, submissionCount: 1 }],
          abilities: { canPlan: true },
        });
      if (path === '/api/module-instances/31/assignments' && method === 'PUT') {
        puts.push(body);
        const { assignments } = body as { assignments: { title: string }[] };
        if (assignments[1]?.title === '')
          return json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Validation error',
            details: [{ param: 'assignments.1.title', message: 'Give the assignment a title.' }],
          });
        return json(200, { instanceId: 31, version: 4, assignments: [], abilities: { canPlan: true } });
      }
      return undefined as never;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assignments of 2026/27 York' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assignments of 2026/27 York' });
    expect(within(dialog).getByRole('status').textContent).toBe('Weights add to 60% of 100%.');
    // An assignment with submissions cannot be taken off.
    expect((within(dialog).getByRole('button', { name: 'Remove Essay' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add an assignment' }));
    const second = within(dialog).getByRole('group', { name: 'Assignment 2' });
    await userEvent.type(within(second).getByRole('spinbutton', { name: 'Weight %' }), '40');
    expect(within(dialog).getByRole('status').textContent).toBe('Weights add to 100% of 100%.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save assignments' }));
    expect(await within(second).findByText('Give the assignment a title.')).toBeDefined();
    await userEvent.type(within(second).getByRole('textbox', { name: 'Title' }), 'Exam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save assignments' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts.at(-1)).toEqual({
      version: 3,
      assignments: [
        { id: 5, title: 'Essay', dueDate: '2027-01-15', weight: 60 },
        { title: 'Exam', dueDate: '', weight: 40 },
      ],
    });
  });

  it("creates next year's instances from the latest year's in one action", async () => {
    const posts: unknown[] = [];
    show(['modules:*'], ({ method, path, body }) => {
      if (path === '/api/modules/8/instances')
        return json(200, { ...instances, abilities: { canCreate: true, canEdit: true, canDelete: true } });
      if (path === '/api/modules/8/instances/next-year' && method === 'POST') {
        posts.push(body);
        return json(201, { toYear: 2027, created: ['York'], skipped: [] });
      }
      return undefined as never;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Plan 2027/28 from 2026/27' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan 2027/28 from 2026/27' });
    expect(dialog.textContent).toContain('Each instance of 2026/27 (York)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create 2027/28' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ fromYear: 2026 }]);
  });

  it('lists for registry who is expected on the module but not placed, and places them at once', async () => {
    const posts: unknown[] = [];
    show(['modules:view', 'students:view', 'students:edit'], ({ method, path, body }) => {
      if (path === '/api/module-instances/31/students')
        return json(200, {
          ...students,
          expected: [
            { studentId: 53, partnerId: 1236, name: 'Cara Cole', programme: 'BTh', level: '4' },
            { studentId: 54, partnerId: 1237, name: 'Dan Dale', programme: 'CertHE', level: '4' },
          ],
          abilities: { canPlace: true },
        });
      if (path === '/api/module-instances/31/places' && method === 'POST') {
        posts.push(body);
        return json(200, {
          placed: [{ studentId: 53, name: 'Cara Cole' }],
          refused: [{ studentId: 54, name: 'Dan Dale', reason: 'The instance is full (12 places).' }],
        });
      }
      return undefined as never;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the 2 students of 2026/27 York' }));
    const section = await screen.findByRole('region', { name: 'Expected but not placed (2)' });
    expect(
      within(within(section).getByRole('list', { name: 'Expected but not placed' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cara Cole0001236, BTh level 4', 'Dan Dale0001237, CertHE level 4']);
    await userEvent.click(within(section).getByRole('button', { name: 'Place these 2 students' }));
    expect(await within(section).findByText('Placed 1: Cara Cole.')).toBeDefined();
    expect(within(section).getByText('Dan Dale: The instance is full (12 places).')).toBeDefined();
    expect(posts).toEqual([{ studentIds: [53, 54] }]);
  });

  it('lets registry place a cohort, listing who was refused and why, and says why a place stays', async () => {
    const posts: unknown[] = [];
    show(['modules:view', 'students:view', 'students:edit'], ({ method, path, body }) => {
      if (path === '/api/module-instances/31/students')
        return json(200, { ...students, abilities: { canPlace: true } });
      if (path === '/api/lookups/hubs') return json(200, { key: 'hubs', values: ['Durham', 'York'], retired: [] });
      if (path === '/api/lookups/programmes')
        return json(200, {
          key: 'programmes',
          values: ['CertHE', 'BTh', 'MA'],
          retired: [],
          // System data's levels: BTh here as a college set it, at 5 and 6 only
          programmes: [
            { code: 'CertHE', levels: ['4'], transferable: true },
            { code: 'BTh', levels: ['5', '6'], transferable: true },
            { code: 'MA', levels: ['7', '7Diss'], transferable: false },
          ],
        });
      if (path === '/api/module-instances/31/places' && method === 'POST') {
        posts.push(body);
        return json(200, {
          placed: [{ studentId: 53, name: 'Cara Cole' }],
          refused: [{ studentId: 54, name: 'Dan Dale', reason: 'Has no 2026/27 session.' }],
        });
      }
      if (path === '/api/module-instances/31/places/51' && method === 'DELETE')
        return json(409, {
          status: 409,
          code: 'conflict',
          message: 'The place stays: marks are recorded on BS4101 (Essay: 64).',
        });
      return undefined as never;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the 2 students of 2026/27 York' }));
    const form = await screen.findByRole('form', { name: 'Place a cohort' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Programme' }));
    await userEvent.click(await screen.findByRole('option', { name: 'BTh' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Level' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '6']);
    await userEvent.click(await screen.findByRole('option', { name: '5' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Place the cohort' }));
    expect(await screen.findByText('Placed 1: Cara Cole.')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Not placed' })).getByRole('listitem').textContent).toBe(
      'Dan Dale: Has no 2026/27 session.',
    );
    expect(posts).toEqual([{ cohort: { programme: 'BTh', level: '5', hub: 'York' } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Take Ann Abbott off' }));
    expect(await screen.findByText('The place stays: marks are recorded on BS4101 (Essay: 64).')).toBeDefined();

    const some = screen.getByRole('form', { name: 'Place students by partner id' });
    await userEvent.type(within(some).getByRole('textbox', { name: 'Partner ids' }), '1234 12x');
    await userEvent.click(within(some).getByRole('button', { name: 'Place' }));
    expect(await within(some).findByText('12x is not a partner id (digits only).')).toBeDefined();
    expect(posts).toHaveLength(1);
  });

  it('keeps the generic Details and History tabs', async () => {
    show(['modules:view']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Details' }));
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('BS4101');
  });
});
