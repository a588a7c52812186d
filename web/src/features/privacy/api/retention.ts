import type { RetentionConfirmBody, RetentionOverview, RetentionType } from '@collegium/domain/retention';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// Issue 15, retention: GET {api}/privacy/retention, PUT {api}/privacy/retention/{type},
// POST {api}/privacy/retention/confirm.

const KEY = ['privacy', 'retention'] as const;

export function useRetention() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await api.get<RetentionOverview>('privacy/retention', { signal })).data,
  });
}

export function useSetRetention(type: RetentionType) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (months: number | null) =>
      (await api.put<RetentionOverview>(`privacy/retention/${type}`, { months })).data,
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}

export function useConfirmRetention() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: RetentionConfirmBody) =>
      (await api.post<RetentionOverview>('privacy/retention/confirm', body)).data,
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      void client.invalidateQueries({ queryKey: ['privacy', 'person'] });
    },
  });
}
