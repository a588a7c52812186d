import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ApplicationReview } from '../../../lib/api/application-review.ts';

// docs/api-contract.md "Flexible study applications": GET {api}/fc-applications and
// {api}/fc-applications/:id (fc-applications:view). The record has the review record's shape.

export interface FcApplicationRow {
  id: number;
  name: string;
  status: string;
  statusLabel: string;
  course: string;
  courseTitle: string | null;
  studyPace: string | null;
  /** YYYY-MM-DD. */
  intake: string | null;
  submittedAt: string | null;
}

export function useFcApplications() {
  return useQuery({
    queryKey: ['fc-applications'],
    queryFn: async () => (await api.get<{ items: FcApplicationRow[] }>('fc-applications')).data.items,
  });
}

export function useFcApplication(id: number) {
  return useQuery({
    queryKey: ['fc-applications', id],
    queryFn: async () => (await api.get<ApplicationReview>(`fc-applications/${id}`)).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}
