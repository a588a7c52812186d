import type { EntityFacetValues } from '@collegium/domain/entities/entity-contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// Issue 19: the values a list filter without fixed choices offers, GET {api}/{entity}/facets/{field}
// (the values some row holds, from the server's facet counts). Asked only for the filters the
// schema names in `facetFilters`.

export function useFacetValues(entity: string, field: string, enabled: boolean) {
  return useQuery({
    queryKey: [...entityKeys.all(entity), 'facets', field],
    queryFn: async ({ signal }) =>
      (await api.get<EntityFacetValues>(`${entity}/facets/${encodeURIComponent(field)}`, { signal })).data.values,
    enabled,
    staleTime: 60_000,
  });
}
