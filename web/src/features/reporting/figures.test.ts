import { describe, expect, it } from 'vitest';
import { countFigure, groupLabel } from './figures.ts';

// Issue 19: a report's groups read as people read them (spec 9's DD/MM/YYYY, academic years as
// 2026/27), while the links they open keep the stored values.

describe('a report group’s label', () => {
  it('shows an intake as DD/MM/YYYY and a year as its academic year; other values as they are', () => {
    expect(groupLabel('intake', '2027-01-11')).toBe('11/01/2027');
    expect(groupLabel('year', '2026')).toBe('2026/27');
    expect(groupLabel('hub', 'Durham')).toBe('Durham');
    expect(groupLabel(undefined, '2027-01-11')).toBe('2027-01-11');
  });

  it('labels an intake figure’s categories, while its links filter by the start date', () => {
    const figure = countFigure(
      [
        { value: '2027-01-11', count: 3 },
        { value: null, count: 2 },
      ],
      { filters: {}, permissions: ['*'] },
      'leads.all',
      { label: 'Potential students', field: 'intake' },
    );
    expect(figure.categories).toEqual(['11/01/2027', 'Not recorded']);
    expect(figure.links?.[0]?.to).toContain('intake=2027-01-11');
  });
});
