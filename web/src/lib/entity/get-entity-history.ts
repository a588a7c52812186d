import type { EntityHistory, HistoryEntry } from '@collegium/domain/entities/entity-contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// docs/api-contract.md: GET {api}/{entity}/{id}/history, newest first.

export type { HistoryEntry };
export type HistoryChange = HistoryEntry['changes'][number];

export function useEntityHistory(entity: string, id: string) {
  return useQuery({
    queryKey: entityKeys.history(entity, id),
    queryFn: async () => (await api.get<EntityHistory>(`${entity}/${encodeURIComponent(id)}/history`)).data.items,
  });
}
