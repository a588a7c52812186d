import { useQuery } from '@tanstack/react-query';
import type { MyApplicant } from '@collegium/domain/application-outcomes';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/myapplicants (the shared applicant list,
// components/application/applicant-list.tsx) and {api}/myapplicants/:id (myapplicants:view).

export const MY_APPLICANTS_KEY = ['myapplicants', 'list'] as const;

export function useMyApplicant(id: string) {
  return useQuery({
    queryKey: ['myapplicants', id],
    queryFn: async ({ signal }) =>
      (await api.get<MyApplicant>(`myapplicants/${encodeURIComponent(id)}`, { signal })).data,
    retry: false,
  });
}
