import type { EntityRecord } from '@collegium/domain/entities/entity-contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryClient } from '../query-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// docs/api-contract.md: POST {api}/{entity} (201 + record) and PUT {api}/{entity}/{id}
// {version, <writable fields>} (409 `conflict` when the version is stale, nothing written).

export interface SaveInput {
  /** Absent for a new record. */
  id?: string;
  version?: number;
  values: Record<string, unknown>;
}

export function useSaveEntityRecord(entity: string) {
  return useMutation({
    // The form shows validation errors and conflicts beside the fields itself.
    meta: { handlesErrors: true },
    mutationFn: async ({ id, version, values }: SaveInput) =>
      id === undefined
        ? (await api.post<EntityRecord>(entity, values)).data
        : (await api.put<EntityRecord>(`${entity}/${encodeURIComponent(id)}`, { version, ...values })).data,
    onSuccess: (record) => {
      queryClient.setQueryData(entityKeys.record(entity, String(record.id)), record);
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(entity) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.history(entity, String(record.id)) });
    },
  });
}
