import type { EditPassMark, PassMarksEditor } from '@collegium/domain/pass-marks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue 18, System data → Pass marks: GET {api}/system-data/pass-marks, PUT
// {api}/system-data/pass-marks/{level} (admin:admin).

const KEY = ['system-data', 'pass-marks'] as const;

export function usePassMarks() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await api.get<PassMarksEditor>('system-data/pass-marks', { signal })).data,
  });
}

export function useSavePassMark() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ level, change }: { level: string; change: EditPassMark }) =>
      (await api.put<PassMarksEditor>(`system-data/pass-marks/${encodeURIComponent(level)}`, change)).data,
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
    onError: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
