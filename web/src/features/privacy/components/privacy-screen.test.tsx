import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PrivacyPerson } from '@collegium/domain/privacy';
import type { RetentionOverview } from '@collegium/domain/retention';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { PrivacyScreen } from './privacy-screen.tsx';

function show(path = '/admin/privacy') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <PrivacyScreen />
      </MemoryRouter>
    </AppProviders>,
  );
}

const hilda: PrivacyPerson = {
  id: 42,
  name: 'Hilda Whitby',
  email: 'hilda@example.org',
  roles: ['Contact', 'Student', 'User'],
  anonymisedAt: null,
  held: [
    { table: 'people', rows: 1 },
    { table: 'folder_requests', rows: 2 },
  ],
  exports: [],
};

const NO_RULES: RetentionOverview = {
  rules: [
    { recordType: 'leads', months: null, updatedAt: null },
    { recordType: 'subject-access-exports', months: null, updatedAt: null },
  ],
  due: [],
};

describe('Administration > Privacy', () => {
  it('finds a person, shows what is held, and asks for an export that is followed until ready', async () => {
    let person = hilda;
    const calls: string[] = [];
    mockFetch(({ method, path }) => {
      calls.push(`${method} ${path}`);
      if (path.startsWith('/api/privacy/people?')) {
        return json(200, {
          items: [{ id: 42, name: 'Hilda Whitby', email: 'hilda@example.org', birthYear: 1961, anonymised: false }],
        });
      }
      if (method === 'POST' && path === '/api/privacy/people/42/exports') {
        const e = {
          id: 7,
          status: 'queued' as const,
          requestedBy: 'admin@example.org',
          viaFolderRequest: false,
          createdAt: '2026-11-27T10:00:00Z',
          finishedAt: null,
          hasFile: false,
        };
        person = { ...person, exports: [e] };
        return json(202, e);
      }
      if (path === '/api/privacy/people/42') {
        const answer = person;
        // The job finishes after the first look at the queued export.
        if (person.exports[0]?.status === 'queued')
          person = { ...person, exports: [{ ...person.exports[0], status: 'done', hasFile: true }] };
        return json(200, answer);
      }
      if (path === '/api/privacy/retention') return json(200, NO_RULES);
      return json(404, { code: 'not_found', message: 'No.' });
    });
    show();
    fireEvent.change(screen.getByLabelText('Name, e-mail or record number'), { target: { value: 'hil' } });
    const found = await screen.findByRole('list', { name: 'People found' });
    expect(within(found).getByText('Record 42 · hilda@example.org · born 1961')).toBeDefined();
    fireEvent.click(within(found).getByText('Hilda Whitby'));
    expect(await screen.findByRole('heading', { name: 'Hilda Whitby' })).toBeDefined();
    expect(screen.getByText('Student')).toBeDefined();
    expect(screen.getByText('people (1), folder requests (2)')).toBeDefined();
    expect(screen.getByText('No export has been made.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Produce export' }));
    expect(await screen.findByText('Being prepared')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Download zip' }, { timeout: 4000 })).toBeDefined();
    expect(screen.getByText('Ready')).toBeDefined();
    expect(calls).toContain('POST /api/privacy/people/42/exports');
  });

  it('anonymises only once the name is typed, sending the record number and the reason', async () => {
    let body: unknown = null;
    mockFetch(({ method, path, body: sent }) => {
      if (method === 'POST' && path === '/api/privacy/people/42/anonymise') {
        body = sent;
        return json(200, { ...hilda, name: 'Anonymised Person 42', email: null, anonymisedAt: '2026-11-27T11:00:00Z' });
      }
      if (path === '/api/privacy/people/42') return json(200, hilda);
      if (path === '/api/privacy/retention') return json(200, NO_RULES);
      return json(404, { code: 'not_found', message: 'No.' });
    });
    show('/admin/privacy?person=42');
    fireEvent.click(await screen.findByRole('button', { name: 'Anonymise…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonymise Hilda Whitby?' });
    const go = within(dialog).getByRole('button', { name: 'Anonymise' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Asked to be forgotten.' } });
    fireEvent.change(within(dialog).getByLabelText(/to confirm/), { target: { value: 'Hilda' } });
    expect(go.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/to confirm/), { target: { value: ' hilda  whitby ' } });
    expect(go.disabled).toBe(false);
    fireEvent.click(go);
    expect(await screen.findByRole('heading', { name: 'Anonymised Person 42' })).toBeDefined();
    expect(body).toEqual({ reason: 'Asked to be forgotten.', confirmId: 42 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/Anonymised on/)).toBeDefined();
  });

  it('shows the server’s message for a search it refuses', async () => {
    mockFetch(() =>
      json(422, {
        code: 'validation_failed',
        message: 'Check the search.',
        details: [{ param: 'search', message: 'Type at least two letters of a name or e-mail, or a record number.' }],
      }),
    );
    show();
    fireEvent.change(screen.getByLabelText('Name, e-mail or record number'), { target: { value: '%%' } });
    expect(await screen.findByText('Type at least two letters of a name or e-mail, or a record number.')).toBeDefined();
  });

  it('sets a retention period, lists what is past it, and acts only on the records confirmed', async () => {
    let overview = NO_RULES;
    const sent: { method: string; path: string; body: unknown }[] = [];
    const due = {
      recordType: 'leads' as const,
      id: 9,
      personId: 90,
      label: 'Aldhelm Lead',
      since: '2022-01-10T09:00:00Z',
    };
    mockFetch(({ method, path, body }) => {
      if (method !== 'GET') sent.push({ method, path, body });
      if (method === 'PUT' && path === '/api/privacy/retention/leads') {
        overview = { rules: [{ ...NO_RULES.rules[0]!, months: 24 }, NO_RULES.rules[1]!], due: [due] };
        return json(200, overview);
      }
      if (method === 'POST' && path === '/api/privacy/retention/confirm') {
        overview = { ...overview, due: [] };
        return json(200, overview);
      }
      if (path === '/api/privacy/retention') return json(200, overview);
      return json(404, { code: 'not_found', message: 'No.' });
    });
    show();
    const rule = await screen.findByRole('form', { name: 'Potential students who never applied' });
    fireEvent.change(within(rule).getByLabelText('Months to keep'), { target: { value: '24' } });
    fireEvent.click(within(rule).getByRole('button', { name: 'Save period' }));
    const list = await screen.findByRole('region', { name: 'Potential students who never applied past their period' });
    const go = within(list).getByRole('button', { name: 'Anonymise 0 selected' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(sent).toEqual([{ method: 'PUT', path: '/api/privacy/retention/leads', body: { months: 24 } }]);
    fireEvent.click(within(list).getByLabelText('Aldhelm Lead (since 10/01/2022)'));
    fireEvent.click(within(list).getByRole('button', { name: 'Anonymise 1 selected' }));
    expect(await screen.findByText('No record is past its retention period.')).toBeDefined();
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/api/privacy/retention/confirm',
      body: { recordType: 'leads', ids: [9] },
    });
  });
});
