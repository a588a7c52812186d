import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MarkingGrid as Grid } from '@collegium/domain/marking';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { MarkingGrid } from './marking-grid.tsx';

// Issue 18: a double-marked module's grid: first and second marks with who gave them, the agreed
// mark and the moderation note, saved per cell with its version; the server's refusal by the cell.

function grid(second: number | null, version: number, note: string | null = null): Grid {
  return {
    instance: {
      id: 41,
      moduleCode: 'DS7001',
      moduleTitle: 'Dissertation',
      academicYear: 2026,
      hub: 'York',
      doubleMarked: true,
    },
    assignments: [{ id: 9, title: 'Thesis', dueDate: '2027-06-01', weight: 100 }],
    rows: [
      {
        studentId: 61,
        name: 'Dee Dunn',
        partnerId: 2001,
        cells: [
          {
            assignmentId: 9,
            submittedOn: '2027-05-30',
            mark: null,
            dueDate: '2027-06-01',
            late: false,
            version,
            firstMark: 62,
            secondMark: second,
            firstMarker: 'Tess Tutor',
            secondMarker: second === null ? null : 'Reg Istry',
            moderationNote: note,
          },
        ],
      },
    ],
    abilities: { canMarkAll: true },
  };
}

describe('the marking grid of a double-marked module', () => {
  it('shows both marks with their markers and saves the second mark, then the agreed mark and note', async () => {
    const puts: unknown[] = [];
    let answer = grid(null, 1);
    mockFetch(({ method, path, body }) => {
      if (path === '/api/module-instances/41/marks' && method === 'GET') return json(200, answer);
      if (path === '/api/module-instances/41/results') return json(200, { confirmedAt: null, items: [] });
      if (path === '/api/module-instances/41/marks' && method === 'PUT') {
        puts.push(body);
        if (puts.length <= 2) {
          answer = puts.length === 1 ? grid(66, 2) : grid(66, 3, 'Met and agreed 64.');
          return json(200, answer);
        }
        return json(422, {
          status: 422,
          code: 'validation_failed',
          message: 'Check the marks.',
          details: [{ param: 'cells.0.mark', message: 'Enter the first and second marks before the agreed mark.' }],
        });
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
    });
    render(
      <AppProviders>
        <MarkingGrid instanceId={41} />
      </AppProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Marking grid: 1 students' });
    const box = (label: string) =>
      within(table).getByRole('textbox', { name: `Thesis ${label} for Dee Dunn` }) as HTMLInputElement;
    expect(box('first mark').value).toBe('62');
    expect(within(table).getByText('1st: Tess Tutor')).toBeDefined();
    await userEvent.click(box('second mark'));
    await userEvent.keyboard('66{Tab}');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      cells: [
        {
          studentId: 61,
          assignmentId: 9,
          submittedOn: '2027-05-30',
          mark: null,
          version: 1,
          firstMark: 62,
          secondMark: 66,
          moderationNote: null,
        },
      ],
    });
    expect(await within(table).findByText('2nd: Reg Istry')).toBeDefined();

    await userEvent.click(box('moderation note'));
    await userEvent.keyboard('Met and agreed 64.');
    await userEvent.click(box('agreed mark'));
    await userEvent.keyboard('64{Tab}');
    // Leaving the note saved it; the agreed mark then goes on the version that save returned.
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[1]).toMatchObject({ cells: [{ mark: null, moderationNote: 'Met and agreed 64.', version: 2 }] });
    expect(puts[2]).toMatchObject({
      cells: [{ mark: 64, secondMark: 66, moderationNote: 'Met and agreed 64.', version: 3 }],
    });
    expect(await screen.findByText('Enter the first and second marks before the agreed mark.')).toBeDefined();
    expect(box('agreed mark').value).toBe('64');
  });
});
