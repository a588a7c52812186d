import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleResults } from '@collegium/domain/module-results';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { MarkingGrid } from './marking-grid.tsx';
import { ModuleResultsPanel } from './module-results.tsx';

// Issue 18 part 4: the module results under the marks, the exam board's confirmation, and the
// reason a locked grid sends with a changed mark, against a fake server.

const results = (confirmedAt: string | null): ModuleResults => ({
  instanceId: 31,
  level: '4',
  credits: 20,
  passMark: 40,
  confirmedAt,
  confirmedBy: confirmedAt ? 'Rita Registry' : null,
  rows: [
    {
      studentId: 51,
      name: 'Ann Abbott',
      partnerId: 1234,
      mark: 58,
      outcome: 'Passed',
      creditsAwarded: 20,
      firstMark: 58,
      firstOutcome: 'Passed',
      resitMark: null,
    },
    {
      studentId: 52,
      name: 'Bob Baker',
      partnerId: 1235,
      mark: 33,
      outcome: 'Resit',
      creditsAwarded: 0,
      firstMark: 33,
      firstOutcome: 'Resit',
      resitMark: null,
    },
  ],
  complete: true,
  abilities: { canConfirm: true },
});

const grid = {
  instance: { id: 31, moduleCode: 'BS4101', moduleTitle: 'Old Testament', academicYear: 2026, hub: 'York' },
  assignments: [{ id: 7, title: 'Essay', dueDate: '2027-01-10', weight: 100 }],
  rows: [
    {
      studentId: 51,
      name: 'Ann Abbott',
      partnerId: 1234,
      cells: [{ assignmentId: 7, submittedOn: null, mark: 58, dueDate: '2027-01-10', late: false, version: 1 }],
    },
  ],
  abilities: { canMarkAll: true },
};

describe('module results and the exam board', () => {
  it('shows each result and lets registry confirm them', async () => {
    const posts: string[] = [];
    mockFetch(({ method, path }) => {
      if (path === '/api/module-instances/31/results' && method === 'GET') return json(200, results(null));
      if (path === '/api/module-instances/31/results/confirm' && method === 'POST') {
        posts.push(path);
        return json(200, results('2027-06-20T10:00:00.000Z'));
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
    });
    render(
      <AppProviders>
        <ModuleResultsPanel instanceId={31} />
      </AppProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Module results: 2 students' });
    expect(table.textContent).toContain('Bob Baker33Resit0');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm results (exam board)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm results' }));
    expect(await screen.findByText(/Confirmed by the exam board on 20\/06\/2027/)).toBeDefined();
    expect(posts).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Confirm results (exam board)' })).toBeNull();
  });

  it("offers registry the year's exam-board workbook and shows a refused download", async () => {
    const asked: string[] = [];
    mockFetch(({ method, path }) => {
      if (path === '/api/module-instances/31/results' && method === 'GET') return json(200, results(null));
      if (path === '/api/academic-years/2026/results/excel') {
        asked.push(path);
        return json(403, { status: 403, code: 'forbidden', message: 'You do not have permission to do this.' });
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
    });
    render(
      <AppProviders>
        <ModuleResultsPanel instanceId={31} academicYear={2026} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download all 2026/27 results (exam board)' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeDefined();
    expect(asked).toEqual(['/api/academic-years/2026/results/excel']);
  });

  it('sends the reason with a changed mark once confirmed, and shows a refusal beside it', async () => {
    const puts: unknown[] = [];
    mockFetch(({ method, path, body }) => {
      if (path === '/api/module-instances/31/results') return json(200, results('2027-06-20T10:00:00.000Z'));
      if (path === '/api/module-instances/31/marks' && method === 'GET') return json(200, grid);
      if (path === '/api/module-instances/31/marks' && method === 'PUT') {
        puts.push(body);
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'Invalid.',
          details: [{ param: 'reason', message: 'Give the reason for changing a mark.' }],
        });
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
    });
    render(
      <AppProviders>
        <MarkingGrid instanceId={31} />
      </AppProviders>,
    );
    const reason = await screen.findByRole('textbox', { name: 'Reason for changing a mark' });
    await userEvent.type(reason, 'Moderated');
    const cell = screen.getByRole('textbox', { name: 'Essay mark for Ann Abbott' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '61{Tab}');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      cells: [{ studentId: 51, assignmentId: 7, submittedOn: null, mark: 61, version: 1 }],
      reason: 'Moderated',
    });
    expect((await screen.findAllByText('Give the reason for changing a mark.')).length).toBeGreaterThan(0);
  });

  it('records a resit for a Resit result once confirmed, and shows the capped result', async () => {
    const puts: unknown[] = [];
    const after = results('2027-06-20T10:00:00.000Z');
    after.rows[1] = { ...after.rows[1]!, mark: 40, outcome: 'Passed', creditsAwarded: 20, resitMark: 55 };
    mockFetch(({ method, path, body }) => {
      if (path === '/api/module-instances/31/results') return json(200, results('2027-06-20T10:00:00.000Z'));
      if (path === '/api/module-instances/31/results/52/resit' && method === 'PUT') {
        puts.push(body);
        return json(200, after);
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
    });
    render(
      <AppProviders>
        <ModuleResultsPanel instanceId={31} />
      </AppProviders>,
    );
    await screen.findByRole('table', { name: 'Module results: 2 students' });
    expect(screen.queryByRole('button', { name: 'Resit for Ann Abbott' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resit for Bob Baker' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Resit mark' }), '55');
    await userEvent.click(screen.getByRole('button', { name: 'Save resit' }));
    await waitFor(() => expect(puts).toEqual([{ mark: 55 }]));
    const table = await screen.findByRole('table', { name: 'Module results: 2 students' });
    await waitFor(() => expect(table.textContent).toContain('Bob Baker40 (first 33, resit 55)Passed20'));
  });
});
