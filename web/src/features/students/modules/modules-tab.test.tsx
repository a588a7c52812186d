import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StudentModules } from '@collegium/domain/student-modules';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import { ModulesTab } from './modules-tab.tsx';

// Issue 18: the student record's Modules tab: places per session with the marks so far; registry
// places the student on an instance (a refusal in the server's words) and removes a place.

const KEEP =
  'The place stays: marks are recorded on BS5101 (Essay: 58). Record the outcome (Withdrawn or Deferred) instead.';

function answer(canPlace: boolean, placedCredits = 40): StudentModules {
  const place = {
    moduleId: 3,
    level: '5',
    hub: 'York',
    tutor: 'Tom Tutor',
    mark: null,
    outcome: 'Enrolled',
    creditsAwarded: null,
  };
  return {
    studentId: 5,
    abilities: { canPlace },
    sessions: [
      {
        sessionId: 12,
        academicYear: 2026,
        label: '2026/27',
        status: 'Current',
        level: '5',
        programme: 'BTh',
        credits: 40,
        places: [
          {
            ...place,
            instanceId: 31,
            moduleCode: 'BS5101',
            moduleTitle: 'The Gospels',
            credits: 20,
            marks: [
              { title: 'Essay', weight: 60, mark: 58 },
              { title: 'Exam', weight: 40, mark: null },
            ],
            removeRefusal: KEEP,
          },
          {
            ...place,
            instanceId: 32,
            moduleCode: 'CD5101',
            moduleTitle: 'Christology',
            credits: 20,
            marks: [],
            removeRefusal: null,
          },
        ],
        options: canPlace
          ? [
              {
                instanceId: 40,
                moduleCode: 'PT5102',
                moduleTitle: 'Pastoral care',
                credits: 100,
                hub: 'York',
                placed: 3,
                capacity: 12,
              },
            ]
          : [],
        expected: {
          level: '5',
          reason: "BTh level 5, PT: 60 credits of the level's modules not yet taken.",
          credits: 60,
          placedCredits,
          modules: [
            {
              moduleId: 3,
              moduleCode: 'BS5101',
              moduleTitle: 'The Gospels',
              credits: 20,
              placed: true,
              instanceId: 31,
              hub: 'York',
            },
            {
              moduleId: 4,
              moduleCode: 'PT5102',
              moduleTitle: 'Pastoral care',
              credits: 20,
              placed: false,
              instanceId: 40,
              hub: 'York',
            },
            {
              moduleId: 5,
              moduleCode: 'MM5102',
              moduleTitle: 'Youth ministry',
              credits: 20,
              placed: false,
              instanceId: null,
              hub: null,
            },
          ],
        },
      },
      {
        sessionId: 11,
        academicYear: 2025,
        label: '2025/26',
        status: 'Completed',
        level: '4',
        programme: 'BTh',
        credits: 20,
        places: [
          {
            ...place,
            level: '4',
            instanceId: 21,
            moduleCode: 'OT4101',
            moduleTitle: 'Old Testament',
            credits: 20,
            marks: [{ title: 'Essay', weight: 100, mark: 71 }],
            mark: 71,
            outcome: 'Passed',
            creditsAwarded: 20,
            removeRefusal: 'The place stays: marks are recorded on OT4101 (Essay: 71).',
          },
        ],
        options: [],
        expected: null,
      },
    ],
  };
}

function show(permissions: string[], canPlace: boolean, placedCredits = 40) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch(({ method, path, body }) => {
    calls.push({ method, path, body });
    if (path === '/api/students/5/modules') return json(200, answer(canPlace, placedCredits));
    if (path === '/api/module-instances/40/places')
      return json(200, {
        placed: [],
        refused: [{ studentId: 5, name: 'Sam Jones', reason: 'Would have 140 credits at level 5; a level has 120.' }],
      });
    if (path === '/api/module-instances/32/places/5') return json(204);
    if (path === '/api/students/5/modules/place-expected')
      return json(200, {
        placed: [{ moduleCode: 'PT5102', hub: 'York' }],
        refused: [{ moduleCode: 'MM5102', reason: 'Not taught at York in 2026/27.' }],
      });
    return json(404, { status: 404, code: 'not_found', message: 'Not here.' });
  });
  const router = createMemoryRouter([{ path: '/', element: <ModulesTab studentId={5} /> }]);
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return calls;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Modules tab', () => {
  it('shows the places per session with the marks so far, read only for a reader', async () => {
    show(['students:view', 'modules:view'], false);
    expect(await screen.findByRole('heading', { name: '2026/27 · BTh · level 5 · Current' })).toBeDefined();
    expect(screen.getByRole('heading', { name: '2025/26 · BTh · level 4 · Completed' })).toBeDefined();
    expect(rowsOf(screen.getByRole('table', { name: 'Modules in 2026/27: 40 credits' }))).toEqual([
      ['BS5101The Gospels', 'York', '20', 'Essay 58 · Exam —', 'Enrolled'],
      ['CD5101Christology', 'York', '20', 'No assignments yet', 'Enrolled'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Modules in 2025/26: 20 credits' }))).toEqual([
      ['OT4101Old Testament', 'York', '20', 'Essay 71', 'PassedMark 7120 credits awarded'],
    ]);
    expect(screen.getByRole('link', { name: 'BS5101' }).getAttribute('href')).toBe('/modules/3');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(rowsOf(screen.getByRole('table', { name: 'Expected modules in 2026/27: 60 credits' }))).toEqual([
      ['BS5101The Gospels', '20', 'Placed'],
      ['PT5102Pastoral care', '20', 'Not placed'],
      ['MM5102Youth ministry', '20', "Not taught at the student's hub in 2026/27"],
    ]);
    expect(screen.getByText("BTh level 5, PT: 60 credits of the level's modules not yet taken.")).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Place on expected modules' })).toBeNull();
  });

  it('lets registry place the student on the expected modules at once, saying what was refused', async () => {
    const calls = show(['students:view', 'students:edit'], true);
    await userEvent.click(await screen.findByRole('button', { name: 'Place on expected modules' }));
    expect(await screen.findByText('Placed on PT5102.')).toBeDefined();
    expect(screen.getByText('MM5102 not placed: Not taught at York in 2026/27.')).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/students/5/modules/place-expected', body: { sessionId: 12 } },
    ]);
  });

  it('does not offer the one click when the session already holds its expected credits', async () => {
    show(['students:view', 'students:edit'], true, 60);
    expect(await screen.findByRole('table', { name: 'Expected modules in 2026/27: 60 credits' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Place on expected modules' })).toBeNull();
  });

  it('lets registry place the student, showing a refusal, and remove a place, but not one with marks', async () => {
    const calls = show(['students:view', 'students:edit'], true);
    const form = await screen.findByRole('form', { name: 'Place on a module in 2026/27' });
    await userEvent.click(within(form).getByRole('button', { name: 'Place' }));
    expect(within(form).getByText('Choose a module instance.')).toBeDefined();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Module instance (2026/27)' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'PT5102 Pastoral care, York (100 credits; 3 of 12 places taken)' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Place' }));
    expect(
      await within(form).findByText('Not placed: Would have 140 credits at level 5; a level has 120.'),
    ).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/module-instances/40/places', body: { studentIds: [5] } },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove BS5101' }));
    const kept = await screen.findByRole('dialog', { name: 'Remove the place on BS5101?' });
    expect(within(kept).getByText(KEEP)).toBeDefined();
    expect(within(kept).queryByRole('button', { name: 'Remove place' })).toBeNull();
    await userEvent.click(within(kept).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove CD5101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the place on CD5101?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove place' }));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/module-instances/32/places/5',
    ]);
  });
});
