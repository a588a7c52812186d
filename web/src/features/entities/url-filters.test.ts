import { beforeEach, describe, expect, it } from 'vitest';
import { useTableViewStore } from '../../lib/table-view-store.ts';
import { applyAddressFilters, filtersFromAddress } from './url-filters.ts';

// Issue 16: a list opened from a report's figure takes the filters in its address.

describe('filters in a list’s address', () => {
  beforeEach(() => {
    useTableViewStore.getState().setOptions('students.all', { filters: { hub: 'York' }, page: 4 });
    useTableViewStore.getState().setSearch('students.all', 'smith');
  });

  it('takes only the entity’s own filters and the cohort', () => {
    const params = new URLSearchParams('status=Current,IoS&programmeCode=BTh&colour=red&cohort=5');
    expect(filtersFromAddress('students', params)).toEqual({
      filters: { status: 'Current,IoS', programmeCode: 'BTh' },
      cohort: '5',
    });
    expect(filtersFromAddress('students', new URLSearchParams('colour=red'))).toBeUndefined();
  });

  it('takes the entity’s derived filters (academic year, age range) too', () => {
    const params = new URLSearchParams('academicYear=2026&ageRange=26-35&event=Open+day');
    expect(filtersFromAddress('students', params)).toEqual({
      filters: { academicYear: '2026', ageRange: '26-35' },
      cohort: null,
    });
  });

  it('leaves a preset filter to the page', () => {
    expect(
      filtersFromAddress('students', new URLSearchParams('status=Withdrawn&hub=York'), { status: ['Current'] }),
    ).toEqual({ filters: { hub: 'York' }, cohort: null });
  });

  it('replaces the stored filters, search and page, even with none (filtered=1)', () => {
    expect(applyAddressFilters('students.all', 'students', new URLSearchParams('status=Completed'))).toBe(true);
    const table = useTableViewStore.getState().tables['students.all'];
    expect(table?.options.filters).toEqual({ status: 'Completed' });
    expect(table?.options.page).toBe(1);
    expect(table?.search).toBe('');
    expect(applyAddressFilters('students.all', 'students', new URLSearchParams('filtered=1'))).toBe(true);
    expect(useTableViewStore.getState().tables['students.all']?.options.filters).toEqual({});
  });

  it('keeps the stored view when the address has no filter', () => {
    expect(applyAddressFilters('students.all', 'students', new URLSearchParams())).toBe(false);
    expect(useTableViewStore.getState().tables['students.all']?.options.filters).toEqual({ hub: 'York' });
  });
});
