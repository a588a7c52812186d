import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { Query } from '../api-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// docs/api-contract.md: GET {api}/{entity}?search=&sort=&order=&page=&pageSize=&<filter>=&cohort=

/** One list row: id and version, then the definition's list columns. */
export type EntityRow = { id: number; version: number } & Record<string, unknown>;

export interface EntityPage {
  items: EntityRow[];
  total: number;
  page: number;
  pageSize: number;
}

export function useEntityList(entity: string, query: Query, enabled = true) {
  return useQuery({
    queryKey: [...entityKeys.lists(entity), query],
    queryFn: async ({ signal }) => (await api.get<EntityPage>(entity, { query, signal })).data,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}
