import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { renderScreenAt } from '../../../test/app-shell.ts';
import { json, mockFetch } from '../../../test/mock-fetch.ts';
import { LeadsReportScreen } from './leads-report-screen.tsx';

// Issue 17: Potential Students > Report. The period goes to the server, the conversion table gives
// each step's rate from the step before, every figure links to the potential students behind it.

const report = {
  total: 4,
  byStage: [
    { value: 'Initial contact made', count: 1, group: 'always' },
    { value: 'Not responsive', count: 3, group: 'archive' },
  ],
  byGroup: [
    { value: 'always', count: 1 },
    { value: 'archive', count: 3 },
  ],
  byHub: [{ value: 'Durham', count: 4 }],
  bySource: [{ value: 'Open day', count: 4 }],
  byProgramme: [{ value: 'BTh', count: 4 }],
  byIntake: [
    { value: '2027-01-11', count: 3 },
    { value: null, count: 1 },
  ],
  conversion: [
    { stage: 'Initial contact made', reached: 4, rate: null },
    { stage: 'Engaged with HD/PD', reached: 2, rate: 0.5 },
  ],
  options: {
    hub: ['Durham', 'York'],
    source: ['Open day'],
    programme: ['BTh'],
    intake: ['2027-01-11'],
    stage: ['Initial contact made'],
  },
};

let queries: string[] = [];
beforeEach(() => {
  queries = [];
  useSessionStore.setState({
    user: { id: 5, name: 'Rita Recruiter', email: 'r@example.org', permissions: ['leads:*'], tokens: [] } as never,
  });
  mockFetch(({ path, url }) => {
    if (path.includes('reporting/leads')) queries.push(new URL(url, 'http://localhost').search);
    return json(200, report);
  });
  renderScreenAt('/leads/report', <LeadsReportScreen />, '/leads/report?hub=Durham');
});

describe('Potential Students report', () => {
  it('shows the conversion between stages with rates, each step linked to its potential students', async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Potential Students report' })).toBeDefined();
    expect(await screen.findByText('4 potential students in the filters')).toBeDefined();
    const table = screen.getByRole('table');
    const engaged = within(table).getByRole('row', { name: /Engaged with HD\/PD/ });
    expect(engaged.textContent).toContain('50');
    const link = within(engaged).getByRole('link', { name: 'Engaged with HD/PD' });
    const to = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(to.pathname).toBe('/leads/all');
    expect(to.searchParams.get('hub')).toBe('Durham');
    expect(to.searchParams.get('stage')?.split(',')).toContain('Student');
    expect(to.searchParams.get('stage')?.split(',')).not.toContain('Initial contact made');
    expect(screen.getByRole('img', { name: /Potential students by hub\. Durham 4/ })).toBeDefined();
  });

  it('asks for the chosen period and says the lists cannot take it', async () => {
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Potential Students report' });
    await user.type(screen.getByLabelText('First contact from'), '01/01/2026');
    await waitFor(() =>
      expect(queries.some((q) => q.includes('from=2026-01-01') && q.includes('hub=Durham'))).toBe(true),
    );
    expect(await screen.findByText(/cannot filter by first contact from/)).toBeDefined();
  });
});
