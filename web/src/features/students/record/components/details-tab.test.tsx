import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { students } from '@collegium/domain/entities/students';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ABILITIES } from '../../../../lib/entity/entity-fixtures.ts';
import { TestProviders } from '../../../../test/test-providers.tsx';
import { json, mockFetch } from '../../../../test/mock-fetch.ts';
import { DetailsTab } from './details-tab.tsx';

// Issue 19: the Details tab reads as a description list, not a grey disabled form, and does not
// repeat what the record's header says.

const record = {
  id: 5,
  version: 2,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-02-01T09:30:00.000Z',
  partnerId: 1234,
  title: 'Revd',
  firstName: 'Grace',
  lastName: 'Adeyemi',
  email: 'grace@example.org',
  exitAward: null,
  programmeCode: 'BTh',
  level: '5',
  cohort: '2',
  pathway: 'Ordination',
  pace: 'Part time',
  status: 'Current',
  hub: 'Durham',
  dateOfBirth: '1991-05-14',
  auditing: false,
};

describe('the student Details tab', () => {
  it('shows the fields as terms and values, with no inputs, and leaves the header’s facts to the header', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/students?schema')
        return json(200, { ...publicDefinition(students), abilities: { ...ALL_ABILITIES, create: false } });
      if (path === '/api/students/5') return json(200, record);
      return json(404);
    });
    render(
      <TestProviders>
        <DetailsTab studentId={5} />
      </TestProviders>,
    );
    const details = await screen.findByRole('region', { name: 'Student details' });
    const value = (term: string) => within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('E-mail')).toBe('grace@example.org');
    expect(value('Pathway')).toBe('Ordination');
    expect(value('Auditing')).toBe('No');
    expect(value('Exit award')).toBe('—');
    expect(within(details).queryByRole('textbox')).toBeNull();
    expect(within(details).queryByRole('combobox')).toBeNull();
    expect(details.querySelector('input')).toBeNull();
    for (const shown of ['Partner id', 'Programme', 'Level', 'Cohort', 'Status', 'Hub', 'First name', 'Last name'])
      expect(within(details).queryByText(shown, { selector: 'dt' })).toBeNull();
  });
});
