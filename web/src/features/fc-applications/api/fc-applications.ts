import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ReviewRecord } from '@collegium/domain/application-review';

// docs/api-contract.md "Flexible study applications": GET {api}/fc-applications (the shared
// applicant list, components/application/applicant-list.tsx) and {api}/fc-applications/:id
// (fc-applications:view). The record has the review record's shape.

export const FC_APPLICATIONS_KEY = ['fc-applications', 'list'] as const;

export function useFcApplication(id: number) {
  return useQuery({
    queryKey: ['fc-applications', id],
    queryFn: async () => (await api.get<ReviewRecord>(`fc-applications/${id}`)).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}
