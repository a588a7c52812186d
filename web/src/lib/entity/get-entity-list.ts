import type { EntityPage, EntityRow } from '@collegium/domain/entities/entity-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { Query } from '../api-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// docs/api-contract.md: GET {api}/{entity}?search=&sort=&order=&page=&pageSize=&<filter>=&cohort=

export type { EntityPage, EntityRow };

export function useEntityList(entity: string, query: Query, enabled = true) {
  return useQuery({
    queryKey: [...entityKeys.lists(entity), query],
    queryFn: async ({ signal }) => (await api.get<EntityPage>(entity, { query, signal })).data,
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}
