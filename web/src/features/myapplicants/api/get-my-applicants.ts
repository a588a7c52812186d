import { useQuery } from '@tanstack/react-query';
import type { MyApplicant, MyApplicantList } from '@collegium/domain/application-outcomes';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/myapplicants and {api}/myapplicants/:id (myapplicants:view).

export function useMyApplicants() {
  return useQuery({
    queryKey: ['myapplicants'],
    queryFn: async ({ signal }) => (await api.get<MyApplicantList>('myapplicants', { signal })).data,
  });
}

export function useMyApplicant(id: string) {
  return useQuery({
    queryKey: ['myapplicants', id],
    queryFn: async ({ signal }) =>
      (await api.get<MyApplicant>(`myapplicants/${encodeURIComponent(id)}`, { signal })).data,
    retry: false,
  });
}
