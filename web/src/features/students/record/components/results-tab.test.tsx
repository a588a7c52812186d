import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../test/app-shell.ts';
import { json, mockFetch } from '../../../../test/mock-fetch.ts';
import { resultsAnswer } from '../record-fixtures.ts';
import { ResultsTab } from './results-tab.tsx';

/** The text of each body row's cells. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

function show(answer: unknown, basePath?: string) {
  const fetch = mockFetch(() => json(200, answer));
  render(
    <AppProviders>
      <ResultsTab studentId={5} {...(basePath ? { basePath } : {})} />
    </AppProviders>,
  );
  return fetch;
}

describe('the Modules and results tab', () => {
  it('shows the credits per level against 120 and the modules by year, newest first', async () => {
    const fetch = show(resultsAnswer());
    const credits = await screen.findByRole('table', { name: 'Credits achieved by level' });
    expect(within(credits).getByRole('row', { name: /^Level 5 20 120/ })).toBeDefined();
    expect(within(credits).getByRole('row', { name: 'Total 20 360' })).toBeDefined();
    expect(
      within(credits).getByRole('progressbar', { name: 'Level 5: 20 of 120 credits' }).getAttribute('aria-valuenow'),
    ).toBe('17');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Credits',
      '2026/27',
      '2025/26',
    ]);
    const latest = screen.getByRole('table', { name: 'Modules in 2026/27' });
    expect(cellsOf(latest)).toEqual([
      ['BS5101The Gospels', '5', '20', 'York', 'Tom Tutor', 'Passed', '71', '20'],
      ['CD5101Christology', '5', '20', 'York', '—', 'Enrolled', '—', '—'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'Modules in 2025/26' }))).toEqual([
      ['OT4101Old Testament', '4', '20', 'York', '—', 'Failed', '35', '0'],
    ]);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/students/5/results');
  });

  it('says when there are no module places yet, and asks the base it is given', async () => {
    const fetch = show(
      { years: [], totals: { levels: [{ level: '4', achieved: 0, required: 120 }], achieved: 0, required: 120 } },
      'mystudents/5',
    );
    expect(await screen.findByRole('heading', { name: 'No module places yet' })).toBeDefined();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/mystudents/5/results');
  });
});
