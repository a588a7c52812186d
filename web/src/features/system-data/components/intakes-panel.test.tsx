import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { IntakesPanel } from './intakes-panel.tsx';

// Issue 19: an intake is named by its first day as spec 9 writes dates (DD/MM/YYYY), never the
// stored 2027-01-11, in its heading, its form's name and its save button.

describe('System data, intakes', () => {
  it('names each intake by its first day as DD/MM/YYYY', async () => {
    mockFetch(({ path }) =>
      path === '/api/system-data/intakes'
        ? json(200, {
            intakes: [{ id: 1, startsOn: '2027-01-11', programmes: ['BTh'], version: 1 }],
            programmes: [{ code: 'BTh', title: 'Bachelor of Theology', active: true }],
          })
        : json(404, {}),
    );
    render(
      <AppProviders>
        <IntakesPanel />
      </AppProviders>,
    );
    const form = await screen.findByRole('form', { name: 'Intake 11/01/2027' });
    expect(within(form).getByRole('heading', { name: 'Intake 11/01/2027' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Save intake 11/01/2027' })).toBeDefined();
    expect(screen.queryByText(/2027-01-11/)).toBeNull();
  });
});
