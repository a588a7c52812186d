import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/myapplicants and {api}/myapplicants/:id (myapplicants:view).

export interface MyApplicantRow {
  id: number;
  name: string;
  status: string;
  course: string;
  /** YYYY-MM-DD. */
  intake: string | null;
  submittedAt: string | null;
}

export interface MyApplicant extends MyApplicantRow {
  email: string | null;
  phone: string | null;
  city: string | null;
  courseTitle: string | null;
  studyPace: string | null;
  applicantType: string | null;
  diocese: string | null;
  cohortGroup: string | null;
  references: { kind: string; name: string; status: string; receivedAt: string | null }[];
  evidence: { type: string; source: string; createdAt: string }[];
}

export function useMyApplicants() {
  return useQuery({
    queryKey: ['myapplicants'],
    queryFn: async ({ signal }) =>
      (await api.get<{ programme: string | null; items: MyApplicantRow[] }>('myapplicants', { signal })).data,
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
