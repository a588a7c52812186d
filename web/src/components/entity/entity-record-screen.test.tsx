import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { recordSchema } from '@collegium/domain/entities/entity-definition';
import { organisations } from '@collegium/domain/entities/organisations';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-shell.ts';
import { useSnackbarStore } from '../../lib/snackbar-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import type { MockAnswer, MockHandler } from '../../test/mock-fetch.ts';

/** Answers a call, or leaves it (undefined) to the default server. */
type Extra = (request: Parameters<MockHandler>[0]) => MockAnswer | undefined | Promise<MockAnswer | undefined>;
import type { EntitySchema } from '../../lib/entity/get-entity-schema.ts';
import { organisationRecord, organisationSchema } from '../../lib/entity/entity-fixtures.ts';
import { EntityRecordScreen } from './entity-record-screen.tsx';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The organisations calls; `extra` answers first when it has something to say. */
function server(extra?: Extra, schema: EntitySchema = organisationSchema()) {
  const calls: Call[] = [];
  const fetch = mockFetch(async (request) => {
    calls.push({ method: request.method, path: request.path, body: request.body });
    const answer = await extra?.(request);
    if (answer) return answer;
    if (request.path === '/api/organisations?schema') return json(200, schema);
    if (request.method === 'GET' && request.path === '/api/organisations/5') return json(200, organisationRecord());
    return json(404, { status: 404, code: 'not_found', message: 'Not found' });
  });
  return { fetch, calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

function show(path = '/organisations/5') {
  const router = createMemoryRouter(
    [
      { path: '/organisations/all', element: <p>the list</p> },
      { path: '/organisations/:id', handle: { key: 'organisations.record' }, Component: EntityRecordScreen },
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

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** The text shown under a field (its accessible description). */
function helpOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the generic record screen', () => {
  it('builds the form from the schema, titled by the title fields', async () => {
    server();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'St Mary Church' })).toBeDefined();
    expect(useUiStore.getState().pageTitle).toBe('St Mary Church');
    expect(field('Name').value).toBe('St Mary Church');
    expect(field('Name').required).toBe(true);
    expect(field('Postcode').value).toBe('DH1 1AA');
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('type')).toBe('email');
    expect(field('Notes').tagName).toBe('TEXTAREA');
    // spec 4.7: a church's statuses differ from other organisations'.
    const statuses = () =>
      within(select('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(select('Type').value).toBe('Church');
    expect(statuses()).toEqual(['Choose one', 'Hub Church', 'Feeder Church', 'In contact', 'Target', 'No contact']);
    await userEvent.selectOptions(select('Type'), 'College');
    expect(statuses()).toEqual(['Choose one', 'Partner', 'Sending', 'In contact', 'Target', 'No contact']);
    // 'Hub Church' is no choice for a college: it is cleared rather than kept silently.
    expect(select('Status').value).toBe('');
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeDefined();
  });

  it('shows client-side errors beside the fields and sends nothing', async () => {
    const { writes } = server();
    show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    await userEvent.clear(field('Name'));
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The message is the domain schema's own (the server would answer the same).
    const required = recordSchema(organisations).safeParse({ ...organisationRecord(), name: null });
    const message = required.error?.issues.find((i) => i.path[0] === 'name')?.message ?? 'no message';
    await waitFor(() => expect(helpOf(field('Name'))).toContain(message));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(helpOf(field('E-mail'))).toContain('Enter a valid e-mail address.');
    expect(writes()).toEqual([]);
  });

  it("puts the server's 422 details beside the fields they name", async () => {
    const { writes } = server(({ method }) =>
      method === 'PUT'
        ? json(422, {
            status: 422,
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            details: [{ param: 'name', message: 'Another organisation has this name.' }],
          })
        : undefined,
    );
    show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    await userEvent.type(field('Town or city'), ' City');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helpOf(field('Name'))).toContain('Another organisation has this name.'));
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/organisations/5',
      body: {
        version: 3,
        name: 'St Mary Church',
        city: 'Durham City',
        phone: null,
        type: 'Church',
        status: 'Hub Church',
      },
    });
  });

  it('saves with the version and says so', async () => {
    const { writes } = server(({ method, body }) =>
      method === 'PUT' ? json(200, organisationRecord({ ...(body as object), version: 4 })) : undefined,
    );
    show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), '  St Mary the Virgin  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'St Mary the Virgin' })).toBeDefined();
    expect(writes()[0]?.body).toMatchObject({ version: 3, name: 'St Mary the Virgin' });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Organisation saved.', type: 'success' });
  });

  it('on a 409 reloads the latest record and keeps what the reader typed', async () => {
    let latest = false;
    const { writes } = server(({ method, path, body }) => {
      if (method === 'PUT' && (body as { version: number }).version === 3) {
        return json(409, { status: 409, code: 'conflict', message: 'This record has changed since you opened it.' });
      }
      if (method === 'PUT') return json(200, organisationRecord({ ...(body as object), version: 5 }));
      if (method === 'GET' && path === '/api/organisations/5' && latest) {
        // Someone else changed the name (which the reader changed too) and the phone (which they did not).
        return json(200, organisationRecord({ version: 4, name: 'St Mary (Elvet)', phone: '0191 000 0000' }));
      }
      return undefined;
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'St Mary Durham');
    await userEvent.type(field('Postcode'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record was changed by someone else.')).toBeDefined();
    latest = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByText(/The latest version is loaded and your changes are kept/);
    expect(field('Name').value).toBe('St Mary Durham');
    expect(helpOf(field('Name'))).toContain('Saved by someone else: St Mary (Elvet)');
    expect(field('Postcode').value).toBe('DH1 1AAX');
    expect(field('Phone').value).toBe('0191 000 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toMatchObject({
      version: 4,
      name: 'St Mary Durham',
      postCode: 'DH1 1AAX',
      phone: '0191 000 0000',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'St Mary Durham' })).toBeDefined();
    expect(screen.queryByText('This record was changed by someone else.')).toBeNull();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const { writes } = server(({ method }) => (method === 'DELETE' ? { status: 204 } : undefined));
    const router = show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete St Mary Church?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/all'));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/organisations/5?version=3', body: undefined }]);
    expect(useSnackbarStore.getState().current?.message).toBe('Organisation deleted.');
  });

  it('says why when the server refuses to delete a record others still point at', async () => {
    server(({ method }) =>
      method === 'DELETE'
        ? json(409, { status: 409, code: 'conflict', message: 'This organisation is still linked to 3 contacts.' })
        : undefined,
    );
    const router = show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This organisation is still linked to 3 contacts.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/organisations/5');
  });

  it('shows a read-only record without Save or Delete', async () => {
    server(undefined, organisationSchema({ abilities: { create: false, edit: false, delete: false, export: false } }));
    show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    expect(field('Name').readOnly).toBe(true);
    expect(field('Type').readOnly).toBe(true);
    expect(field('Type').value).toBe('Church');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('creates a record at /{module}/new and opens it', async () => {
    const { writes } = server(({ method, path, body }) => {
      if (method === 'POST') return json(201, organisationRecord({ ...(body as object), id: 9, version: 1 }));
      if (path === '/api/organisations/9')
        return json(200, organisationRecord({ id: 9, name: 'Cranmer Hall', type: 'College', status: 'Partner' }));
      return undefined;
    });
    const router = show('/organisations/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New organisation' })).toBeDefined();
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
    await userEvent.type(field('Name'), 'Cranmer Hall');
    await userEvent.selectOptions(select('Type'), 'College');
    await userEvent.selectOptions(select('Status'), 'Partner');
    await userEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/9'));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/organisations',
      body: { name: 'Cranmer Hall', type: 'College', status: 'Partner', email: null },
    });
    expect(writes()[0]?.body).not.toHaveProperty('version');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cranmer Hall' })).toBeDefined();
  });

  it('lists the history: when, who, acting as whom, field, before and after', async () => {
    server(({ path }) =>
      path === '/api/organisations/5/history'
        ? json(200, {
            items: [
              {
                id: 2,
                at: '2026-02-01T09:30:00.000Z',
                action: 'update',
                actor: { id: 1, name: 'Ada Admin' },
                actingAs: { id: 7, name: 'Tom Tutor' },
                changes: [
                  { field: 'status', label: 'Status', before: 'Target', after: 'Hub Church' },
                  { field: 'phone', label: 'Phone', before: '0191 111', after: null },
                ],
              },
              {
                id: 1,
                at: '2026-01-05T10:00:00.000Z',
                action: 'create',
                actor: { id: 1, name: 'Ada Admin' },
                actingAs: null,
                changes: [],
              },
            ],
          })
        : undefined,
    );
    show();
    await screen.findByRole('heading', { level: 1, name: 'St Mary Church' });
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain('01/02/2026 09:30 · Changed by Ada Admin, acting as Tom Tutor');
    expect(entries[0]?.textContent).toContain('Status: Target →changed to Hub Church');
    expect(entries[0]?.textContent).toContain('Phone: 0191 111 →changed to empty');
    expect(entries[1]?.textContent).toBe('05/01/2026 10:00 · Created by Ada Admin');
  });

  it('says so in place when the record does not exist', async () => {
    server(({ path }) =>
      path === '/api/organisations/77'
        ? json(404, { status: 404, code: 'not_found', message: 'Not found' })
        : undefined,
    );
    show('/organisations/77');
    expect(await screen.findByText('This record does not exist, or it has been deleted.')).toBeDefined();
    expect(useSnackbarStore.getState().current).toBeNull();
  });
});
