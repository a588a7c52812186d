import type { EntityRecord } from '@collegium/domain/entities/entity-contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryClient } from '../query-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// docs/api-contract.md: GET {api}/{entity}/{id} → { id, version, createdAt, updatedAt, <every field> }

export type { EntityRecord };

async function getRecord(entity: string, id: string, signal?: AbortSignal): Promise<EntityRecord> {
  return (await api.get<EntityRecord>(`${entity}/${encodeURIComponent(id)}`, signal ? { signal } : {})).data;
}

export function useEntityRecord(entity: string, id: string, enabled = true) {
  return useQuery({
    queryKey: entityKeys.record(entity, id),
    queryFn: ({ signal }) => getRecord(entity, id, signal),
    enabled,
    // The record page says in place when a record is missing, and reports other failures itself.
    meta: { handlesErrors: true },
  });
}

/** The record as it is on the server now, whatever the cache holds (after a 409). */
export function fetchLatestRecord(entity: string, id: string): Promise<EntityRecord> {
  return queryClient.fetchQuery({
    queryKey: entityKeys.record(entity, id),
    queryFn: () => getRecord(entity, id),
    staleTime: 0,
  });
}
