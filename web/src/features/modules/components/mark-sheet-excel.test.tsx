import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { mockXhr } from '../../../test/mock-xhr.ts';
import { MarkSheetExcel } from './mark-sheet-excel.tsx';

// Issue 18: importing marks from an Excel mark sheet: the dry run's rows, then the commit.

const dryRun = {
  committed: false,
  changed: 1,
  unchanged: 1,
  errors: 0,
  rows: [
    {
      row: 2,
      studentId: 51,
      name: 'Ann Abbott',
      status: 'changed',
      changes: [{ assignment: 'Exam', from: null, to: 64 }],
      errors: [],
    },
    { row: 3, studentId: 52, name: 'Bob Baker', status: 'unchanged', changes: [], errors: [] },
  ],
};

describe('importing a mark sheet', () => {
  it('checks the sheet first, lists what changes, then saves it on request', async () => {
    const calls = mockXhr(({ path }) =>
      path.endsWith('?commit=true')
        ? { status: 200, body: { ...dryRun, committed: true } }
        : { status: 200, body: dryRun },
    );
    render(
      <AppProviders>
        <MarkSheetExcel instanceId={31} />
      </AppProviders>,
    );
    const file = new File(['xlsx'], 'marks.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(screen.getByLabelText('Mark sheet to import'), file);
    expect(await screen.findByText('Checked: 1 changed, 1 unchanged, 0 with errors.')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Rows of the mark sheet' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Exam: — → 64')).toBeDefined();
    expect(calls.map((c) => c.path)).toEqual(['/api/module-instances/31/marks/import']);
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole('button', { name: 'Save 1 changed student' }));
    expect(await screen.findByText('Saved: 1 student changed.')).toBeDefined();
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual([
        '/api/module-instances/31/marks/import',
        '/api/module-instances/31/marks/import?commit=true',
      ]),
    );
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });
});
