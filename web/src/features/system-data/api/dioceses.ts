import type { AddDiocese, Dioceses, EditDiocese } from '@collegium/domain/dioceses';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// System data → Dioceses (issue 15): GET/POST {api}/system-data/dioceses, PATCH
// {api}/system-data/dioceses/{id} (admin:admin).

const DIOCESES_KEY = ['system-data', 'dioceses'] as const;

export function useDioceses() {
  return useQuery({
    queryKey: DIOCESES_KEY,
    queryFn: async ({ signal }) => (await api.get<Dioceses>('system-data/dioceses', { signal })).data,
  });
}

export function useSaveDiocese() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: { id: null; values: AddDiocese } | { id: number; change: EditDiocese }) =>
      body.id === null
        ? (await api.post<Dioceses>('system-data/dioceses', body.values)).data
        : (await api.patch<Dioceses>(`system-data/dioceses/${body.id}`, body.change)).data,
    onSuccess: (data) => queryClient.setQueryData(DIOCESES_KEY, data),
    onError: () => void queryClient.invalidateQueries({ queryKey: DIOCESES_KEY }),
  });
}
