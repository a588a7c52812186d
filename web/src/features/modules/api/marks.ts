import type { MarkingGrid, MarksInput } from '@collegium/domain/marking';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { resultsKey } from './results.ts';

// Issue 18: GET / PUT {api}/module-instances/:id/marks, the marking grid (409 when a cell is stale;
// the grid keeps the marker's values and shows the message).

const marksKey = (instanceId: number) => ['module-instances', instanceId, 'marks'] as const;

export function useMarkingGrid(instanceId: number) {
  return useQuery({
    queryKey: marksKey(instanceId),
    queryFn: async ({ signal }) =>
      (await api.get<MarkingGrid>(`module-instances/${instanceId}/marks`, { signal })).data,
  });
}

export function useSaveMarks(instanceId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: MarksInput) =>
      (await api.put<MarkingGrid>(`module-instances/${instanceId}/marks`, input)).data,
    onSuccess: (grid) => {
      queryClient.setQueryData(marksKey(instanceId), grid);
      void queryClient.invalidateQueries({ queryKey: resultsKey(instanceId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: marksKey(instanceId) }),
  });
}
