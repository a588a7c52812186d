import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from './api-client.ts';

/** The filters, search and paging of a list screen: every value is a string, a number or null. */
export type ListParams<P> = { [K in keyof P]: string | number | null };

/** The query string of a list: strings are trimmed and empty ones left out, numbers kept. */
export function listQuery<P extends ListParams<P>>(params: P): Query {
  return Object.fromEntries(
    Object.entries<string | number | null>(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() || null : value,
    ]),
  );
}

/**
 * One page of a server list at `path`, cached under `key` + the params. The previous page stays
 * on screen while the next one loads, so a table does not flash empty when a filter changes.
 */
// The constraint is ListParams<P> spelled out, so the call below reads as passing its caller's T through.
export function useListQuery<T, P extends { [K in keyof P]: string | number | null }>(
  key: readonly unknown[],
  path: string,
  params: P,
) {
  return useQuery({
    queryKey: [...key, params],
    queryFn: async ({ signal }) => (await api.get<T>(path, { query: listQuery(params), signal })).data,
    placeholderData: keepPreviousData,
  });
}
