import type { ModuleResults } from '@collegium/domain/module-results';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue 18 part 4: GET {api}/module-instances/:id/results (each student's mark, outcome, credits)
// and POST .../results/confirm, the exam board's confirmation, after which marks need a reason.

export const resultsKey = (instanceId: number) => ['module-instances', instanceId, 'results'] as const;

export function useModuleResults(instanceId: number) {
  return useQuery({
    queryKey: resultsKey(instanceId),
    queryFn: async ({ signal }) =>
      (await api.get<ModuleResults>(`module-instances/${instanceId}/results`, { signal })).data,
  });
}

export function useConfirmResults(instanceId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => (await api.post<ModuleResults>(`module-instances/${instanceId}/results/confirm`)).data,
    onSuccess: (results) => queryClient.setQueryData(resultsKey(instanceId), results),
  });
}

/** PUT .../results/:studentId/resit: registry records (or clears, null) a resit attempt's mark. */
export function useRecordResit(instanceId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ studentId, mark }: { studentId: number; mark: number | null }) =>
      (await api.put<ModuleResults>(`module-instances/${instanceId}/results/${studentId}/resit`, { mark })).data,
    onSuccess: (results) => queryClient.setQueryData(resultsKey(instanceId), results),
  });
}
