import type { Agreement } from '@collegium/domain/agreement';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { AGREEMENT_KEY } from './agreement-key.ts';

// docs/api-contract.md: GET {api}/agreement and POST {api}/agreement/{id}/accept {version}.

export { AGREEMENT_KEY };

export function useAgreement(enabled: boolean) {
  return useQuery({
    queryKey: AGREEMENT_KEY,
    queryFn: async ({ signal }) => (await api.get<Agreement>('agreement', { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

export function useAcceptPolicy() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      (await api.post<Agreement>(`agreement/${id}/accept`, { version })).data,
    onSuccess: (agreement) => queryClient.setQueryData(AGREEMENT_KEY, agreement),
    onError: () => void queryClient.invalidateQueries({ queryKey: AGREEMENT_KEY }),
  });
}
