import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { MarkingGrid } from './marking-grid.tsx';

// Issue 18: the marking grid used like a spreadsheet, against a fake server.

const cell = (assignmentId: number, mark: number | null, version = mark === null ? 0 : 1) => ({
  assignmentId,
  submittedOn: null,
  mark,
  dueDate: '2027-01-10',
  late: false,
  version,
});

const grid = (marks: (number | null)[]) => ({
  instance: { id: 31, moduleCode: 'BS4101', moduleTitle: 'Old Testament', academicYear: 2026, hub: 'York' },
  assignments: [{ id: 7, title: 'Essay', dueDate: '2027-01-10', weight: 100 }],
  rows: ['Ann Abbott', 'Bob Baker', 'Cy Cole'].map((name, i) => ({
    studentId: 51 + i,
    name,
    partnerId: 1234 + i,
    cells: [cell(7, marks[i] ?? null)],
  })),
  abilities: { canMarkAll: false },
});

type PutBody = { cells: { studentId: number; mark: number | null }[] };

function show(answer: (body: PutBody) => ReturnType<typeof json> | Promise<ReturnType<typeof json>>) {
  const puts: unknown[] = [];
  mockFetch(({ method, path, body }) => {
    if (path === '/api/module-instances/31/marks' && method === 'GET') return json(200, grid([null, null, null]));
    if (path === '/api/module-instances/31/marks' && method === 'PUT') {
      puts.push(body);
      return answer(body as PutBody);
    }
    return json(404, { status: 404, code: 'not_found', message: 'Not found.' });
  });
  render(
    <AppProviders>
      <MarkingGrid instanceId={31} />
    </AppProviders>,
  );
  return puts;
}

const mark = (name: string) => screen.getByRole('textbox', { name: `Essay mark for ${name}` }) as HTMLInputElement;

/** Whether the cell shows as changed and not yet saved (its highlight). */
const changed = (name: string) =>
  !['', 'rgba(0, 0, 0, 0)'].includes(getComputedStyle(mark(name).closest('td')!).backgroundColor);

describe('the marking grid', () => {
  it('moves with the keyboard and saves a changed cell when it is left', async () => {
    const puts = show((body) => json(200, grid(body.cells.map((c) => c.mark))));
    await screen.findByRole('table', { name: 'Marking grid: 3 students' });
    await userEvent.click(mark('Ann Abbott'));
    await userEvent.keyboard('64{Enter}');
    expect(document.activeElement).toBe(mark('Bob Baker'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      cells: [{ studentId: 51, assignmentId: 7, submittedOn: null, mark: 64, version: 0 }],
    });
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(mark('Ann Abbott'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(mark('Cy Cole'));
    expect(puts).toHaveLength(1);
  });

  it('fills a pasted column downwards and saves it in one go', async () => {
    const puts = show(() => json(200, grid([null, 55, 61])));
    await screen.findByRole('table', { name: 'Marking grid: 3 students' });
    await userEvent.click(mark('Bob Baker'));
    await userEvent.paste('55\r\n61\r\n');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      cells: [
        { studentId: 52, assignmentId: 7, submittedOn: null, mark: 55, version: 0 },
        { studentId: 53, assignmentId: 7, submittedOn: null, mark: 61, version: 0 },
      ],
    });
    await waitFor(() => expect(mark('Cy Cole').value).toBe('61'));
  });

  it('keeps what the marker typed when someone else saved the cell first (409)', async () => {
    show(() => json(409, { status: 409, code: 'conflict', message: 'Someone saved Essay of student 51 meanwhile.' }));
    await screen.findByRole('table', { name: 'Marking grid: 3 students' });
    await userEvent.click(mark('Ann Abbott'));
    await userEvent.keyboard('70{Tab}');
    expect(await screen.findByText('Someone saved Essay of student 51 meanwhile.')).toBeDefined();
    expect(mark('Ann Abbott').value).toBe('70');
  });

  it('settles each of two overlapping saves: the first cell saves again when changed later', async () => {
    // The first save is answered only after a pasted column was saved: a mutation's own callbacks
    // fire for the latest call alone, and the first cell stayed "on its way" for good.
    let releaseFirst = () => {};
    const server = [null, null, null] as (number | null)[];
    const puts = show((body) => {
      for (const c of body.cells) server[c.studentId - 51] = c.mark;
      const answer = json(200, grid([...server]));
      if (puts.length > 1) return answer;
      return new Promise((resolve) => (releaseFirst = () => resolve(answer)));
    });
    await screen.findByRole('table', { name: 'Marking grid: 3 students' });
    await userEvent.click(mark('Ann Abbott'));
    await userEvent.keyboard('64{Enter}');
    await waitFor(() => expect(puts).toHaveLength(1));
    await userEvent.paste('55\r\n61\r\n');
    await waitFor(() => expect(puts).toHaveLength(2));
    await waitFor(() => expect(changed('Cy Cole')).toBe(false));
    expect(changed('Ann Abbott')).toBe(true);
    releaseFirst();
    await waitFor(() => expect(changed('Ann Abbott')).toBe(false));
    await userEvent.click(mark('Ann Abbott'));
    await userEvent.keyboard('{Backspace}{Backspace}65{Tab}');
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]).toMatchObject({ cells: [{ studentId: 51, mark: 65 }] });
  });
});
