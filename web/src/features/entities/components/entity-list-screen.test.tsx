import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { toCurrentUser } from '../../../lib/session/current-user.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useTableViewStore } from '../../../lib/table-view-store.ts';
import { json, mockFetch, userAnswer } from '../../../test/mock-fetch.ts';
import type { MockAnswer, MockHandler } from '../../../test/mock-fetch.ts';

/** Answers a call, or leaves it (undefined) to the default server. */
type Extra = (request: Parameters<MockHandler>[0]) => MockAnswer | undefined | Promise<MockAnswer | undefined>;
import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { students } from '@collegium/domain/entities/students';
import { ALL_ABILITIES, organisationRow, organisationSchema } from '../../../lib/entity/entity-fixtures.ts';
import type { EntitySchema } from '../../../lib/entity/get-entity-schema.ts';
import { EntityListScreen } from './entity-list-screen.tsx';

const LIST = '/api/organisations?';

function signIn(permissions = ['organisations:menu', 'organisations:view']) {
  useSessionStore.setState({ status: 'authenticated', user: toCurrentUser(userAnswer({ permissions })) });
}

/** A server with the organisations schema and a list of `total` rows, 25 a page. */
function server(schema: EntitySchema = organisationSchema(), total = 312, extra?: Extra) {
  return mockFetch(async (request) => {
    const answer = await extra?.(request);
    if (answer) return answer;
    if (request.path === '/api/organisations?schema') return json(200, schema);
    if (request.path.startsWith(LIST)) {
      const q = new URL(request.path, 'http://x').searchParams;
      const page = Number(q.get('page'));
      const size = Number(q.get('pageSize'));
      const count = Math.max(0, Math.min(size, total - (page - 1) * size));
      const items = Array.from({ length: count }, (_, i) => organisationRow((page - 1) * size + i + 1));
      return json(200, { items, total, page, pageSize: size });
    }
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
}

function show(path = '/organisations/all') {
  const router = createMemoryRouter(
    [
      { path: '/organisations/all', handle: { key: 'organisations.all' }, Component: EntityListScreen },
      { path: '/organisations/:id', element: <p>record page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.startsWith(LIST) && !u.includes('schema') && !u.includes('export'));
const lastList = (fetch: ReturnType<typeof mockFetch>) =>
  new URL(listCalls(fetch).at(-1) ?? '', 'http://x').searchParams;

describe('the generic list screen', () => {
  it('asks for the first page in the default order and shows the rows and the total', async () => {
    signIn();
    const fetch = server();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'All organisations' })).toBeDefined();
    expect(await screen.findByText('Organisation 1')).toBeDefined();
    expect(listCalls(fetch)).toEqual(['/api/organisations?sort=name&order=asc&page=1&pageSize=25']);
    expect(screen.getByText('312 organisations')).toBeDefined();
    expect(screen.getByText(/1–25 of 312/)).toBeDefined();
    const grid = screen.getByRole('grid', { name: 'All organisations' });
    // The header row and the page's 25 (the first 20 are drawn first, components/list/progressive-rows.ts).
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(26));
  });

  it('asks for the first page at once, without waiting for the schema (issue 19)', async () => {
    signIn();
    let answerSchema: (value: MockAnswer) => void = () => undefined;
    const fetch = server(organisationSchema(), 312, ({ path }) =>
      path === '/api/organisations?schema' ? new Promise<MockAnswer>((resolve) => (answerSchema = resolve)) : undefined,
    );
    show();
    // The rows are asked for while the schema is still on its way, with the definition's sort.
    await waitFor(() =>
      expect(listCalls(fetch)).toEqual(['/api/organisations?sort=name&order=asc&page=1&pageSize=25']),
    );
    answerSchema(json(200, organisationSchema()));
    expect(await screen.findByText('Organisation 1')).toBeDefined();
    // The schema's query is the same one: no second call.
    expect(listCalls(fetch)).toHaveLength(1);
  });

  it("shows 'Loading, please wait ...' while the list loads, then a real empty state", async () => {
    signIn();
    let answer: (value: ReturnType<typeof json>) => void = () => undefined;
    const fetch = server(organisationSchema(), 0, ({ path }) =>
      path.startsWith(LIST) && !path.includes('schema') ? new Promise((resolve) => (answer = resolve)) : undefined,
    );
    show();
    // Before the definition has come, and then inside the grid while the rows come.
    expect(await screen.findByText('Loading, please wait ...')).toBeDefined();
    await waitFor(() => expect(listCalls(fetch)).toHaveLength(1));
    expect(within(await screen.findByRole('grid')).getByText('Loading, please wait ...')).toBeDefined();
    answer(json(200, { items: [], total: 0, page: 1, pageSize: 25 }));
    expect(await screen.findByText('There are no organisations yet.')).toBeDefined();
    expect(screen.queryByText('Loading, please wait ...')).toBeNull();
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    signIn();
    useTableViewStore.getState().setOptions('organisations.all', { page: 3 });
    const fetch = server(organisationSchema(), 312, ({ path }) =>
      path.includes('search=zzz') ? json(200, { items: [], total: 0, page: 1, pageSize: 25 }) : undefined,
    );
    show();
    await screen.findByText('Organisation 51');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'zzz');
    expect(await screen.findByText('No organisations match.')).toBeDefined();
    const searches = listCalls(fetch).filter((u) => u.includes('search='));
    expect(searches).toEqual(['/api/organisations?sort=name&order=asc&search=zzz&page=1&pageSize=25']);
    expect(useTableViewStore.getState().tables['organisations.all']?.search).toBe('zzz');
  });

  it("filters by the definition's filters, offering every status any type allows", async () => {
    signIn();
    const fetch = server();
    show();
    await screen.findByText('Organisation 1');
    const status = screen.getByRole('combobox', { name: 'Status' });
    const options = within(status)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All',
      'Hub Church',
      'Feeder Church',
      'In contact',
      'Target',
      'No contact',
      'Partner',
      'Sending',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Church');
    await waitFor(() => expect(lastList(fetch).get('type')).toBe('Church'));
    expect(lastList(fetch).get('page')).toBe('1');
    expect(useTableViewStore.getState().tables['organisations.all']?.options.filters).toEqual({ type: 'Church' });
  });

  it('offers the values records hold for a filter without choices, types one without values, hides an empty one (issue 19)', async () => {
    signIn();
    const schema = organisationSchema();
    const fetch = server(
      { ...schema, filters: [...schema.filters, 'city', 'phone', 'email'], facetFilters: ['city', 'phone'] },
      312,
      (request) => {
        if (request.path === '/api/organisations/facets/city') return json(200, { values: ['Durham', 'York'] });
        if (request.path === '/api/organisations/facets/phone') return json(200, { values: [] });
        return undefined;
      },
    );
    show();
    await screen.findByText('Organisation 1');
    const city = await screen.findByRole('combobox', { name: 'Town or city' });
    await waitFor(() => expect(within(city).getAllByRole('option')).toHaveLength(3));
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Durham', 'York']);
    await userEvent.selectOptions(city, 'York');
    await waitFor(() => expect(lastList(fetch).get('city')).toBe('York'));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/facets/phone'))).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Phone' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a@b.org');
    await waitFor(() => expect(lastList(fetch).get('email')).toBe('a@b.org'));
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/facets/email'))).toBe(false);
  });

  it('offers the cohort filter of spec 9 when the entity has one, and sends it', async () => {
    signIn();
    const fetch = server(organisationSchema({ cohortFilter: true }));
    show();
    await screen.findByText('Organisation 1');
    const cohort = screen.getByRole('combobox', { name: 'Cohort' });
    expect(
      within(cohort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All cohorts', 'Level 4', 'Level 5', 'Level 6', 'Level 7']);
    await userEvent.selectOptions(cohort, 'Level 5');
    await waitFor(() => expect(lastList(fetch).get('cohort')).toBe('5'));
    expect(useTableViewStore.getState().cohortFilter).toBe('5');
  });

  it('sorts and pages on the server and remembers both', async () => {
    signIn();
    const fetch = server();
    show();
    await screen.findByText('Organisation 1');
    await userEvent.click(screen.getByRole('columnheader', { name: /Type/ }));
    await waitFor(() => expect(lastList(fetch).get('sort')).toBe('type'));
    expect(lastList(fetch).get('order')).toBe('asc');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastList(fetch).get('page')).toBe('2'));
    expect(await screen.findByText('Organisation 26')).toBeDefined();
    expect(useTableViewStore.getState().tables['organisations.all']?.options).toMatchObject({
      sort: 'type',
      order: 'asc',
      page: 2,
    });
  });

  it('opens the last saved view of the table', async () => {
    signIn();
    useTableViewStore.setState({
      tables: {
        'organisations.all': {
          search: 'dur',
          options: {
            page: 2,
            pageSize: 10,
            sort: 'city',
            order: 'desc',
            hiddenColumns: ['email'],
            filters: { status: 'Partner' },
          },
        },
      },
    });
    const fetch = server();
    show();
    await screen.findByText('Organisation 11');
    expect(listCalls(fetch)).toEqual([
      '/api/organisations?sort=city&order=desc&search=dur&status=Partner&page=2&pageSize=10',
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search organisations' }) as HTMLInputElement).value).toBe('dur');
    expect(screen.queryByRole('columnheader', { name: /E-mail/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Town or city/ })).toBeDefined();
  });

  it('opens a row on click and on Enter', async () => {
    signIn();
    server();
    const router = show();
    await userEvent.click(await screen.findByText('Organisation 2'));
    expect(router.state.location.pathname).toBe('/organisations/2');
    await router.navigate('/organisations/all');
    const cell = await screen.findByText('Organisation 3');
    cell.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/3'));
  });

  it('offers New only with the create ability, and leads to the new-record page', async () => {
    signIn();
    server();
    const router = show();
    await userEvent.click(await screen.findByRole('link', { name: 'New organisation' }));
    expect(router.state.location.pathname).toBe('/organisations/new');
  });

  it('leaves out New and the exports without those abilities', async () => {
    signIn();
    server(organisationSchema({ abilities: { create: false, edit: false, delete: false, export: false } }));
    show();
    await screen.findByText('Organisation 1');
    expect(screen.queryByRole('link', { name: /New/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeDefined();
  });

  it('exports the filtered, sorted list to Excel under the server filename', async () => {
    signIn();
    useTableViewStore.getState().setOptions('organisations.all', { filters: { type: 'Church' }, page: 4 });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = server(organisationSchema(), 312, ({ path }) =>
      path.includes('export=excel')
        ? {
            status: 200,
            body: 'xlsx',
            headers: { 'content-disposition': 'attachment; filename="organisations-2026-03-01.xlsx"' },
          }
        : undefined,
    );
    show();
    await screen.findByText('Organisation 76');
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['organisations-2026-03-01.xlsx']));
    const exportUrl = fetch.mock.calls.map(([u]) => String(u)).find((u) => u.includes('export=excel'));
    expect(exportUrl).toBe('/api/organisations?export=excel&sort=name&order=asc&type=Church');
    expect(useSnackbarStore.getState().current?.message).toBe('Downloaded organisations-2026-03-01.xlsx.');
  });

  it('exports the chosen fields and shows the download progress', async () => {
    signIn();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let finish: () => void = () => undefined;
    const requests: { path: string; body: unknown }[] = [];
    server(organisationSchema(), 312, ({ path, body }) => {
      if (!path.includes('export/custom')) return undefined;
      requests.push({ path, body });
      return { status: 200, body: '' };
    });
    // The export answers with a body that streams in two halves.
    const mocked = globalThis.fetch as ReturnType<typeof vi.fn>;
    const original = mocked.getMockImplementation() as (...args: unknown[]) => Promise<Response>;
    mocked.mockImplementation(async (...args: unknown[]) => {
      const response = await original(...args);
      if (!String(args[0]).includes('export/custom')) return response;
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(2048));
          await new Promise<void>((resolve) => (finish = resolve));
          controller.enqueue(new Uint8Array(2048));
          controller.close();
        },
      });
      return new Response(stream, { status: 200, headers: { 'content-length': '4096' } });
    });
    show();
    await screen.findByText('Organisation 1');
    await userEvent.click(screen.getByRole('button', { name: 'Custom export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom export' });
    expect((within(dialog).getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Notes' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Postcode' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Received 2.0 KB of 4.0 KB')).toBeDefined();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([
      {
        path: '/api/organisations/export/custom?export=excel&sort=name&order=asc',
        body: { fields: ['name', 'type', 'status', 'city', 'postCode'] },
      },
    ]);
    expect(useSnackbarStore.getState().current?.message).toBe('Downloaded file.xlsx.');
  });

  it('hides a column through the column chooser and remembers it', async () => {
    signIn();
    server();
    show();
    await screen.findByText('Organisation 1');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Town or city' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Town or city/ })).toBeNull());
    expect(useTableViewStore.getState().tables['organisations.all']?.options.hiddenColumns).toEqual(['city']);
  });
});

describe('the student lists (spec 2.4: fixed filters from the menu)', () => {
  const STUDENTS = '/api/students?';
  const studentCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.map(([url]) => String(url));

  function studentServer(total = 90, extra?: Extra) {
    return mockFetch(async (request) => {
      const answer = await extra?.(request);
      if (answer) return answer;
      if (request.path === '/api/students?schema')
        return json(200, {
          ...publicDefinition(students),
          abilities: { ...ALL_ABILITIES, create: false, edit: false, delete: false },
        });
      if (request.path.startsWith(STUDENTS)) {
        const items = Array.from({ length: Math.min(total, 25) }, (_, i) => ({
          id: i + 1,
          version: 1,
          partnerId: 100 + i,
          lastName: `Student ${i + 1}`,
          firstName: 'Ann',
          status: 'Current',
        }));
        return json(200, { items, total, page: 1, pageSize: 25 });
      }
      return json(404, { status: 404, code: 'not_found', message: 'Not found' });
    });
  }

  function showStudents(path: string) {
    const router = createMemoryRouter(
      [
        { path: '/students/enrolled', handle: { key: 'students.enrolled' }, Component: EntityListScreen },
        { path: '/students/all', handle: { key: 'students.all' }, Component: EntityListScreen },
        { path: '/students/:id', element: <p>record page</p> },
      ],
      { initialEntries: [path] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  it('asks only for Current students on the enrolled list, says so, and offers no Status filter', async () => {
    signIn(['students:menu', 'students:view']);
    // A status stored for this table (say by an older version) never overrides the preset.
    useTableViewStore.getState().setOptions('students.enrolled', { filters: { status: 'Withdrawn' } });
    const fetch = studentServer();
    showStudents('/students/enrolled');
    expect(await screen.findByText('Student 1')).toBeDefined();
    const lists = studentCalls(fetch).filter((u) => u.startsWith(STUDENTS) && !u.includes('schema'));
    expect(lists).toEqual(['/api/students?sort=lastName&order=asc&status=Current&page=1&pageSize=25']);
    expect(screen.getByText('90 students · status: Current')).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Programme' })).toBeDefined();
    expect(within(screen.getByRole('combobox', { name: 'Cohort' })).getAllByRole('option')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /New/ })).toBeNull();
  });

  it('keeps the preset when the reader filters, and in both exports', async () => {
    signIn(['students:menu', 'students:view', 'students:export']);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetch = studentServer(90, ({ path }) =>
      path.includes('export')
        ? { status: 200, body: 'xlsx', headers: { 'content-disposition': 'attachment; filename="students.xlsx"' } }
        : undefined,
    );
    showStudents('/students/enrolled');
    await screen.findByText('Student 1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pace' }), 'FT');
    const last = () =>
      new URL(
        studentCalls(fetch)
          .filter((u) => u.startsWith(STUDENTS) && !u.includes('schema'))
          .at(-1) ?? '',
        'http://x',
      ).searchParams;
    await waitFor(() => expect(last().get('pace')).toBe('FT'));
    expect(last().get('status')).toBe('Current');
    expect(useTableViewStore.getState().tables['students.enrolled']?.options.filters).toEqual({ pace: 'FT' });

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(studentCalls(fetch).some((u) => u.includes('export=excel'))).toBe(true));
    expect(studentCalls(fetch).find((u) => u.includes('export=excel'))).toBe(
      '/api/students?export=excel&sort=lastName&order=asc&pace=FT&status=Current',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Custom export' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Custom export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom export' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(studentCalls(fetch).find((u) => u.includes('export/custom'))).toBe(
      '/api/students/export/custom?export=excel&sort=lastName&order=asc&pace=FT&status=Current',
    );
  });

  it('asks for every student, with a Status filter, on the whole list', async () => {
    signIn(['students:menu', 'students:view']);
    const fetch = studentServer(3);
    showStudents('/students/all');
    expect(await screen.findByText('3 students')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();
    const lists = studentCalls(fetch).filter((u) => u.startsWith(STUDENTS) && !u.includes('schema'));
    expect(lists).toEqual(['/api/students?sort=lastName&order=asc&page=1&pageSize=25']);
  });

  it('says when a preset list is empty', async () => {
    signIn(['students:menu', 'students:view']);
    studentServer(0);
    showStudents('/students/enrolled');
    expect(await screen.findByText('There are no students with status: Current.')).toBeDefined();
  });
});
