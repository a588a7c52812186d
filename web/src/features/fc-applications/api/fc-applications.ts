import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ReviewRecord } from '@collegium/domain/application-review';
import type { FcApplicationList } from '@collegium/domain/fc-applications';

// docs/api-contract.md "Flexible study applications": GET {api}/fc-applications and
// {api}/fc-applications/:id (fc-applications:view). The record has the review record's shape.

export function useFcApplications() {
  return useQuery({
    queryKey: ['fc-applications'],
    queryFn: async () => (await api.get<FcApplicationList>('fc-applications')).data.items,
  });
}

export function useFcApplication(id: number) {
  return useQuery({
    queryKey: ['fc-applications', id],
    queryFn: async () => (await api.get<ReviewRecord>(`fc-applications/${id}`)).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}
