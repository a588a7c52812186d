import { describe, expect, it } from 'vitest';
import { organisationSchema } from '../../lib/entity/entity-fixtures.ts';
import { describePreset, filterQuery, isNarrowed, listQuery, sortOf, userFilters } from './list-query.ts';

const def = organisationSchema();

describe('the list query (docs/api-contract.md)', () => {
  it("starts from the definition's sort, page 1 and 25 rows", () => {
    expect(listQuery(def, { search: '', options: {}, cohort: null })).toEqual({
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 25,
    });
  });

  it('sends search, filters and page; leaves out empty filters and a cohort the entity lacks', () => {
    const view = {
      search: '  elvet ',
      options: { page: 3, pageSize: 50, filters: { type: 'Church', status: '' } },
      cohort: '5',
    };
    expect(listQuery(def, view)).toEqual({
      sort: 'name',
      order: 'asc',
      search: 'elvet',
      type: 'Church',
      page: 3,
      pageSize: 50,
    });
    expect(listQuery({ ...def, cohortFilter: true }, view)).toMatchObject({ cohort: '5' });
    expect(filterQuery(def, view)).not.toHaveProperty('page');
  });

  it('sends a derived filter (issue 16: a report figure’s academic year) like any other', () => {
    const withYear = {
      ...def,
      derivedFilters: [{ name: 'academicYear', label: 'Academic year', kind: 'year' as const }],
    };
    const view = { search: '', options: { filters: { academicYear: '2026', type: '' } }, cohort: null };
    expect(filterQuery(withYear, view)).toEqual({ sort: 'name', order: 'asc', academicYear: '2026' });
    expect(filterQuery(def, view)).toEqual({ sort: 'name', order: 'asc' });
    expect(userFilters(withYear, undefined)).toEqual([...def.filters, 'academicYear']);
  });

  it('falls back to the default sort when a remembered column is no longer listed', () => {
    expect(sortOf(def, { sort: 'city', order: 'desc' })).toEqual({ field: 'city', order: 'desc' });
    expect(sortOf(def, { sort: 'notes', order: 'desc' })).toEqual({ field: 'name', order: 'asc' });
  });

  it('knows a narrowed list from a whole one', () => {
    expect(isNarrowed(def, { search: '', options: { sort: 'city' }, cohort: null })).toBe(false);
    expect(isNarrowed(def, { search: 'x', options: {}, cohort: null })).toBe(true);
    expect(isNarrowed(def, { search: '', options: { filters: { type: 'Church' } }, cohort: null })).toBe(true);
  });

  it("always sends a page's preset, over anything stored, and does not offer its fields", () => {
    const preset = { status: ['Partner', 'Sending'] };
    const view = { search: '', options: { filters: { status: 'Target', type: 'Church' } }, cohort: null, preset };
    expect(filterQuery(def, view)).toEqual({ sort: 'name', order: 'asc', type: 'Church', status: 'Partner,Sending' });
    expect(userFilters(def, preset)).toEqual(def.filters.filter((f) => f !== 'status'));
    expect(userFilters(def, undefined)).toEqual(def.filters);
    // The preset is the page's: it alone does not make an empty list a "no match".
    expect(isNarrowed(def, { search: '', options: { filters: { status: 'Target' } }, cohort: null, preset })).toBe(
      false,
    );
    expect(isNarrowed(def, view)).toBe(true);
    expect(describePreset(def, preset)).toBe('status: Partner or Sending');
    expect(describePreset(def, undefined)).toBe('');
  });
});
