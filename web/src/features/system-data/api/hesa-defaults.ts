import type { HesaDefaultsView, SetHesaDefault } from '@collegium/domain/hesa-defaults';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// System data → HESA defaults (issue 15): GET {api}/system-data/hesa-defaults, PUT
// {api}/system-data/hesa-defaults/{field} (admin:admin).

const HESA_DEFAULTS_KEY = ['system-data', 'hesa-defaults'] as const;

export function useHesaDefaults() {
  return useQuery({
    queryKey: HESA_DEFAULTS_KEY,
    queryFn: async ({ signal }) => (await api.get<HesaDefaultsView>('system-data/hesa-defaults', { signal })).data,
  });
}

export function useSetHesaDefault(field: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: SetHesaDefault) =>
      (await api.put<HesaDefaultsView>(`system-data/hesa-defaults/${encodeURIComponent(field)}`, body)).data,
    onSuccess: (data) => queryClient.setQueryData(HESA_DEFAULTS_KEY, data),
    onError: () => void queryClient.invalidateQueries({ queryKey: HESA_DEFAULTS_KEY }),
  });
}
