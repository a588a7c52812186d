import { describe, expect, it } from 'vitest';
import { listQuery } from './list-query.ts';

describe('listQuery', () => {
  it('leaves out empty filters, trims the search and keeps numbers, zero included', () => {
    expect(listQuery({ hub: '', search: '  Wil ', status: 'Current', page: 0, pageSize: 25 })).toEqual({
      hub: null,
      search: 'Wil',
      status: 'Current',
      page: 0,
      pageSize: 25,
    });
  });

  it('treats a search of spaces as no search', () => {
    expect(listQuery({ search: '   ' })).toEqual({ search: null });
  });
});
