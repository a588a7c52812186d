import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportEntitiesView, SavedReportView } from '@collegium/domain/custom-reports';
import { AppProviders } from '../../test/app-shell.ts';
import { json, type MockHandler, mockFetch } from '../../test/mock-fetch.ts';
import { CustomReportsScreen } from './custom-reports-screen.tsx';

// Issue 16, Reporting > Custom reports, against a mocked API: the builder (entity, columns of
// the record and of related records, a filter, the sort), the preview of the first rows, the
// saved reports (open and run again, save with the server's message at the field), exports
// (direct, and in the background with its progress), and the server's permission refusal shown.

const ENTITIES: ReportEntitiesView = {
  directExportLimit: 1000,
  entities: [
    {
      name: 'students',
      label: 'Students',
      canExport: true,
      fields: [
        { key: 'partnerId', label: 'Partner id', group: 'Student', type: 'number', special: false, computed: false },
        { key: 'lastName', label: 'Last name', group: 'Student', type: 'text', special: false, computed: false },
        { key: 'ethnicity', label: 'Ethnicity', group: 'Student', type: 'text', special: true, computed: false },
        {
          key: 'engagement.programme',
          label: 'Programme',
          group: 'Engagement',
          type: 'text',
          special: false,
          computed: false,
          options: ['BTh', 'MA'],
        },
        { key: 'finance.balance', label: 'Balance', group: 'Finance', type: 'number', special: false, computed: true },
      ],
    },
    {
      name: 'applications',
      label: 'Applications',
      canExport: false,
      fields: [
        { key: 'status', label: 'Status', group: 'Application', type: 'text', special: false, computed: false },
        {
          key: 'references.received',
          label: 'References received',
          group: 'References',
          type: 'number',
          special: false,
          computed: true,
        },
      ],
    },
  ],
};

const SAVED: SavedReportView[] = [
  {
    id: 4,
    name: 'BTh students by name',
    shared: true,
    owner: 'Grace Hopper',
    mine: true,
    definition: {
      entity: 'students',
      fields: ['lastName', 'engagement.programme'],
      filters: [{ field: 'engagement.programme', operator: 'equals', value: 'BTh' }],
      sort: { field: 'lastName', order: 'asc' },
    },
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 9,
    name: 'Applications this year',
    shared: true,
    owner: 'Ada Lovelace',
    mine: false,
    definition: { entity: 'applications', fields: ['status'], filters: [], sort: null },
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
];

const PREVIEW = {
  columns: [
    { key: 'lastName', label: 'Last name', type: 'text' },
    { key: 'engagement.programme', label: 'Programme', type: 'text' },
    { key: 'finance.balance', label: 'Balance', type: 'number' },
  ],
  rows: [
    ['Abbott', 'BTh', 1250],
    ['Bryant', 'BTh', 0],
  ],
  total: 2,
};

function serve(extra: MockHandler = () => json(404, {})) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = mockFetch(async (request) => {
    calls.push({ method: request.method, path: request.path, body: request.body });
    if (request.path.endsWith('/reports/custom/entities')) return json(200, ENTITIES);
    if (request.method === 'GET' && request.path.endsWith('/reports/custom/saved'))
      return json(200, { reports: SAVED });
    return extra(request);
  });
  render(
    <AppProviders>
      <CustomReportsScreen />
    </AppProviders>,
  );
  return { calls, fetch };
}

const pick = async (combobox: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the custom report builder', () => {
  it('builds a students report with a related field and a filter, previews it and exports it', async () => {
    const { calls } = serve(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/reports/custom/preview')) return json(200, PREVIEW);
      if (method === 'POST' && path.endsWith('/reports/custom/export'))
        return {
          status: 200,
          body: 'xlsx',
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="students-report.xlsx"',
          },
        };
      return json(404, {});
    });
    // The first entity is chosen; its fields are offered grouped by the record they come from.
    expect((await screen.findByRole('combobox', { name: 'Report on' })).textContent).toContain('Students');
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect((preview as HTMLButtonElement).disabled).toBe(true);
    const columns = screen.getByRole('combobox', { name: 'Columns' });
    fireEvent.mouseDown(columns);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Engagement')).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: 'Ethnicity (special category)' })).toBeTruthy();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Last name' }));
    fireEvent.mouseDown(columns);
    fireEvent.click(await screen.findByRole('option', { name: 'Programme' }));
    fireEvent.mouseDown(columns);
    fireEvent.click(await screen.findByRole('option', { name: 'Balance' }));

    fireEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    // Computed fields (the balance) cannot be filtered or sorted on.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter 1 field' }));
    const fieldOptions = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(fieldOptions).toEqual([
      'Student: Partner id',
      'Student: Last name',
      'Student: Ethnicity',
      'Engagement: Programme',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Engagement: Programme' }));
    await pick('Filter 1 value', 'BTh');
    await pick('Sort by', 'Student: Last name');
    await pick('Order', 'Descending');

    fireEvent.click(preview);
    const table = await screen.findByRole('table', { name: 'Preview' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Last name', 'Programme', 'Balance']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('AbbottBTh1,250');
    expect(screen.getByTestId('report-total').textContent).toContain('All 2 rows.');
    const sent = calls.find((c) => c.path.endsWith('/reports/custom/preview'))!.body;
    expect(sent).toEqual({
      entity: 'students',
      fields: ['lastName', 'engagement.programme', 'finance.balance'],
      filters: [{ field: 'engagement.programme', operator: 'equals', value: 'BTh' }],
      sort: { field: 'lastName', order: 'desc' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/reports/custom/export'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/reports/custom/export'))!.body).toEqual(sent);

    // Another entity starts a fresh definition; applications may not be exported by this reader.
    await pick('Report on', 'Applications');
    expect(screen.queryByRole('table', { name: 'Preview' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs a big report’s export in the background with its progress, then offers the file', async () => {
    let polls = 0;
    serve(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/reports/custom/preview')) return json(200, { ...PREVIEW, total: 2500 });
      if (method === 'POST' && path.endsWith('/reports/custom/exports'))
        return json(202, { id: 3, status: 'queued', written: 0, total: 2500, error: null, fileName: 'students.xlsx' });
      if (path.endsWith('/reports/custom/exports/3'))
        return json(
          200,
          polls++ === 0
            ? { id: 3, status: 'running', written: 500, total: 2500, error: null, fileName: 'students.xlsx' }
            : { id: 3, status: 'done', written: 2500, total: 2500, error: null, fileName: 'students.xlsx' },
        );
      return json(404, {});
    });
    fireEvent.click(await screen.findByRole('button', { name: /BTh students by name/ }));
    expect(await screen.findByText('The first 2 of 2,500 rows.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel in the background' }));
    expect(await screen.findByText('Written 500 of 2,500 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Written 500 of 2,500 rows' }).getAttribute('aria-valuenow')).toBe(
      '20',
    );
    expect(await screen.findByText('students.xlsx is ready (2,500 rows).', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });
});

describe('saved reports', () => {
  it('lists them, opens one into the builder and runs it, and saves with the server’s message at the field', async () => {
    const writes: { method: string; path: string; body: unknown }[] = [];
    const { calls } = serve(({ method, path, body }) => {
      if (method === 'POST' && path.endsWith('/reports/custom/preview')) return json(200, PREVIEW);
      if (method === 'PUT' && path.endsWith('/reports/custom/saved/4')) {
        writes.push({ method, path, body });
        return json(200, { ...SAVED[0], ...(body as object), updatedAt: '2026-11-27T10:00:00.000Z' });
      }
      if (method === 'POST' && path.endsWith('/reports/custom/saved')) {
        writes.push({ method, path, body });
        return json(422, {
          code: 'validation_failed',
          message: 'Check the fields.',
          details: [{ param: 'name', message: 'Give the report a name.' }],
        });
      }
      return json(404, {});
    });
    const list = await screen.findByRole('list', { name: 'Saved reports' });
    await within(list).findAllByRole('button');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['BTh students by nameShared · yours', 'Applications this yearShared · Ada Lovelace']);
    // Someone else's report can be run but not changed: it is saved as a new one.
    fireEvent.click(within(list).getByRole('button', { name: /Applications this year/ }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Report on' }).textContent).toContain('Applications'),
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Report name' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByText('Give the report a name.')).toBeTruthy();
    expect(writes[0]).toMatchObject({ method: 'POST', body: { name: ' ', shared: true } });

    fireEvent.click(within(list).getByRole('button', { name: /BTh students by name/ }));
    await screen.findByRole('table', { name: 'Preview' });
    const runs = calls.filter((c) => c.path.endsWith('/reports/custom/preview')).map((c) => c.body);
    expect(runs.at(-1)).toEqual(SAVED[0]!.definition);
    expect(screen.getByRole('combobox', { name: 'Filter 1 value' }).textContent).toContain('BTh');
    expect((screen.getByRole('textbox', { name: 'Report name' }) as HTMLInputElement).value).toBe(
      'BTh students by name',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shared with everyone who builds reports' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'PUT',
      path: '/api/reports/custom/saved/4',
      body: { name: 'BTh students by name', shared: false, definition: SAVED[0]!.definition },
    });
    expect(await screen.findByText('Saved “BTh students by name”.')).toBeTruthy();
  });
});

describe('permissions', () => {
  it('shows the server’s refusal of a field the reader may not read, and no rows', async () => {
    serve(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/reports/custom/preview'))
        return json(403, { code: 'forbidden', message: 'You may not read “Ethnicity” of students.' });
      return json(404, {});
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ethnicity (special category)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You may not read “Ethnicity” of students.');
    expect(screen.queryByRole('table', { name: 'Preview' })).toBeNull();
  });

  it('says so when there is nothing the reader may report on', async () => {
    mockFetch(({ path }) =>
      path.endsWith('/reports/custom/entities')
        ? json(200, { entities: [], directExportLimit: 1000 })
        : json(200, { reports: [] }),
    );
    render(
      <AppProviders>
        <CustomReportsScreen />
      </AppProviders>,
    );
    expect(await screen.findByText('There is nothing you may report on.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Report on' })).toBeNull();
  });
});
