import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// docs/api-contract.md: GET {api}/{entity}/{id}/history, newest first.

export interface PersonRef {
  id: number;
  name: string;
}

export interface HistoryChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  /** ISO-8601 UTC. */
  at: string;
  action: string;
  /** The signed-in user who made the change; null for the system. */
  actor: PersonRef | null;
  /** The user the actor was acting as while impersonating, if any. */
  actingAs: PersonRef | null;
  changes: HistoryChange[];
}

export function useEntityHistory(entity: string, id: string) {
  return useQuery({
    queryKey: entityKeys.history(entity, id),
    queryFn: async () =>
      (await api.get<{ items: HistoryEntry[] }>(`${entity}/${encodeURIComponent(id)}/history`)).data.items,
  });
}
