import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryClient } from '../query-client.ts';
import { entityKeys } from './get-entity-schema.ts';

// docs/api-contract.md: DELETE {api}/{entity}/{id}?version= → 204; 409 when other records point
// at it (the message names them) or the version is stale.

export function useDeleteEntityRecord(entity: string) {
  return useMutation({
    // The confirmation dialog shows a refusal itself.
    meta: { handlesErrors: true },
    mutationFn: async ({ id, version }: { id: string; version: number }) => {
      await api.delete(`${entity}/${encodeURIComponent(id)}`, { query: { version } });
    },
    onSuccess: (_nothing, { id }) => {
      queryClient.removeQueries({ queryKey: entityKeys.record(entity, id) });
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(entity) });
    },
  });
}
