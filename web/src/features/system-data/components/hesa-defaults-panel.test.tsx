import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { HesaDefaultsPanel } from './hesa-defaults-panel.tsx';

// Issue 15, System data → HESA defaults: each field's select offers its HESA codes and "No
// default"; a choice is saved at once with the version read, and a refusal shows by the field.

const ethnic = {
  field: 'ETHNIC',
  label: 'Ethnicity',
  choices: [
    { code: '160', label: 'White – English, Welsh, Scottish, Northern Irish or British' },
    { code: '997', label: 'I do not know' },
  ],
  code: null,
  version: 0,
};
const qualent3 = {
  field: 'QUALENT3',
  label: 'Highest qualification on entry',
  choices: [{ code: 'X06', label: 'Not known' }],
  code: 'X06',
  version: 3,
};

describe('the HESA defaults of System data', () => {
  it('saves a chosen default with the version read, and shows a refusal by the field', async () => {
    const puts: { path: string; body: unknown }[] = [];
    mockFetch(({ method, path, body }) => {
      if (method === 'PUT') {
        puts.push({ path, body });
        if (path.endsWith('/QUALENT3'))
          return json(409, { status: 409, code: 'conflict', message: 'The default was changed meanwhile.' });
        return json(200, { fields: [{ ...ethnic, code: '997', version: 1 }, qualent3] });
      }
      return json(200, { fields: [ethnic, qualent3] });
    });
    const user = userEvent.setup();
    render(
      <AppProviders>
        <HesaDefaultsPanel />
      </AppProviders>,
    );
    const select = await screen.findByRole('combobox', { name: 'Default for Ethnicity' });
    expect((select as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('1 of 2 fields have a default.', { exact: false })).toBeDefined();
    await user.selectOptions(select, '997');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('997'));
    expect(puts[0]).toEqual({ path: '/api/system-data/hesa-defaults/ETHNIC', body: { code: '997', version: 0 } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default for Highest qualification on entry' }), '');
    expect(puts[1]).toEqual({ path: '/api/system-data/hesa-defaults/QUALENT3', body: { code: null, version: 3 } });
    expect(await screen.findByText('The default was changed meanwhile.')).toBeDefined();
  });
});
