import { render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { EntityField } from '../../lib/entity/get-entity-schema.ts';
import type { FormValues } from '../../lib/entity/form-values.ts';
import { AppProviders } from '../../test/app-shell.ts';
import { json, mockFetch } from '../../test/mock-fetch.ts';
import { RecordField } from './record-field.tsx';

// Issue 15: a select reading a System data list offers the list's values (GET /lookups/:list);
// a retired value the record holds is still shown, and offered only to that record.

const hub = {
  name: 'hub',
  label: 'Hub',
  input: 'select',
  required: false,
  readOnly: false,
  cols: 3,
  dense: true,
  lookup: 'hubs',
} as EntityField;

function Form({ value }: { value: string | null }) {
  const { control } = useForm<FormValues>({ defaultValues: { hub: value } });
  return <RecordField field={hub} control={control} readOnly={false} />;
}

const options = () =>
  [...screen.getByRole('combobox', { name: 'Hub' }).querySelectorAll('option')].map((o) => o.textContent);

describe('a select from a System data list', () => {
  it('offers the values not retired, and keeps the retired value a record holds', async () => {
    const calls = mockFetch(({ path }) =>
      path.endsWith('/lookups/hubs')
        ? json(200, { key: 'hubs', values: ['London', 'Leeds'], retired: ['Durham'] })
        : json(404, {}),
    );
    const { unmount } = render(
      <AppProviders>
        <Form value={null} />
      </AppProviders>,
    );
    await waitFor(() => expect(options()).toEqual(['None', 'London', 'Leeds']));
    unmount();
    render(
      <AppProviders>
        <Form value="Durham" />
      </AppProviders>,
    );
    await waitFor(() => expect(options()).toEqual(['None', 'Durham', 'London', 'Leeds']));
    expect((screen.getByRole('combobox', { name: 'Hub' }) as HTMLSelectElement).value).toBe('Durham');
    expect(calls.mock.calls.length).toBeGreaterThan(0);
  });

  it('offers intakes by their first day as DD/MM/YYYY, sending the stored day (issue 19)', async () => {
    mockFetch(({ path }) =>
      path.endsWith('/lookups/intakes')
        ? json(200, { key: 'intakes', values: ['2026-09-01', '2027-01-11'], retired: [] })
        : json(404, {}),
    );
    const intake = { ...hub, name: 'intakeOfInterest', label: 'Intake of interest', lookup: 'intakes' } as EntityField;
    function IntakeForm() {
      const { control } = useForm<FormValues>({ defaultValues: { intakeOfInterest: '2027-01-11' } });
      return <RecordField field={intake} control={control} readOnly={false} />;
    }
    render(
      <AppProviders>
        <IntakeForm />
      </AppProviders>,
    );
    const select = () => screen.getByRole('combobox', { name: 'Intake of interest' }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select().querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'None',
        '01/09/2026',
        '11/01/2027',
      ]),
    );
    expect(select().value).toBe('2027-01-11');
  });
});
