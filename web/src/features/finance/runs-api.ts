import type { FinanceRunInput, FinanceRunList, FinanceRunView } from '@collegium/domain/finance-runs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Issue 14, Finance > Runs: GET {api}/finance/runs (followed every second while a run is under
// way) and POST {api}/finance/runs to start one.

export const RUNS_KEY = ['finance', 'runs'] as const;

export const runBusy = (r: Pick<FinanceRunView, 'status'>) => r.status === 'queued' || r.status === 'running';

export function useFinanceRuns() {
  return useQuery({
    queryKey: RUNS_KEY,
    queryFn: async ({ signal }) => (await api.get<FinanceRunList>('finance/runs', { signal })).data.items,
    refetchInterval: (query) => (query.state.data?.some(runBusy) ? 1000 : false),
  });
}

export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: FinanceRunInput) => (await api.post<FinanceRunView>('finance/runs', input)).data,
    onSuccess: (run) => {
      client.setQueryData<FinanceRunView[]>(RUNS_KEY, (old) => [run, ...(old ?? [])]);
      void client.invalidateQueries({ queryKey: RUNS_KEY });
    },
  });
}
