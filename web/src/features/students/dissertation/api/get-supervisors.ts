import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { Supervisors } from '@collegium/domain/dissertation-views';
import { dissertationKeys } from './get-dissertation.ts';

// docs/api-contract.md, "Dissertations": GET {api}/dissertations/supervisors (students:edit), the
// active faculty by name.

export function useSupervisors(enabled: boolean) {
  return useQuery({
    queryKey: dissertationKeys.supervisors,
    queryFn: async ({ signal }) => (await api.get<Supervisors>('dissertations/supervisors', { signal })).data.items,
    enabled,
    staleTime: 5 * 60_000,
  });
}
