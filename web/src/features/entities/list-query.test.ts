import { describe, expect, it } from 'vitest';
import { organisationSchema } from './entity-fixtures.ts';
import { filterQuery, isNarrowed, listQuery, sortOf } from './list-query.ts';

const def = organisationSchema();

describe('the list query (docs/api-contract.md)', () => {
  it("starts from the definition's sort, page 1 and 25 rows", () => {
    expect(listQuery(def, { search: '', options: {}, cohort: null })).toEqual({ sort: 'name', order: 'asc', page: 1, pageSize: 25 });
  });

  it('sends search, filters and page; leaves out empty filters and a cohort the entity lacks', () => {
    const view = { search: '  elvet ', options: { page: 3, pageSize: 50, filters: { type: 'Church', status: '' } }, cohort: '5' };
    expect(listQuery(def, view)).toEqual({ sort: 'name', order: 'asc', search: 'elvet', type: 'Church', page: 3, pageSize: 50 });
    expect(listQuery({ ...def, cohortFilter: true }, view)).toMatchObject({ cohort: '5' });
    expect(filterQuery(def, view)).not.toHaveProperty('page');
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
});
