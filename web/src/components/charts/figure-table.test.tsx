import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeFigure } from './chart-figure.tsx';
import { FigureTable } from './figure-table.tsx';

// Issue 16: what a chart says in words, and the table behind it with each group's link.

const data = {
  categories: ['BTh', 'Not recorded'],
  series: [{ label: 'Students', data: [3, 1] }],
  links: [{ to: '/students/all?programmeCode=BTh', dropped: [] }, undefined],
  shareOf: 4,
};

describe('a reporting figure', () => {
  it('words every group with its count and share as the text alternative', () => {
    expect(describeFigure('Students by programme', data)).toBe(
      'Students by programme. BTh 3 (75.0%); Not recorded 1 (25.0%).',
    );
    expect(
      describeFigure('By year', {
        categories: ['2026/27'],
        series: [
          { label: 'Offer', data: [2] },
          { label: 'Closed', data: [0] },
        ],
      }),
    ).toBe('By year. 2026/27: Offer 2, Closed 0.');
    expect(describeFigure('Empty', { categories: [], series: [] })).toBe('Empty: nothing to show.');
  });

  it('tables the groups with counts and shares, each linked to its list when it has one', () => {
    render(
      <MemoryRouter>
        <FigureTable caption="Students by programme" groupHeader="Programme" data={data} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Students by programme' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['ProgrammeStudentsShare', 'BTh375.0%', 'Not recorded125.0%']);
    expect(within(table).getByRole('link', { name: 'BTh' }).getAttribute('href')).toBe(
      '/students/all?programmeCode=BTh',
    );
    expect(within(table).queryByRole('link', { name: 'Not recorded' })).toBeNull();
  });
});
