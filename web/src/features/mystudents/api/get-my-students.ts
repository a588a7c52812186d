import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LearningSupportNeed } from '../../../lib/api/learning-support.ts';

export type { LearningSupportNeed };

// docs/api-contract.md: My Students (faculty), GET {api}/mystudents/...

export interface TuteeSupport extends LearningSupportNeed {
  studentId: number;
  name: string;
  partnerId: number;
  programmeCode: string;
  level: string | null;
  hub: string | null;
}

export interface MyStudentRecord {
  id: number;
  name: string;
  partnerId: number;
  programmeCode: string;
  programmeTitle: string | null;
  level: string | null;
  cohort: string | null;
  hub: string | null;
  status: string;
  personalTutor: string | null;
  photoVersion: number | null;
  isTutee: boolean;
  contact: { email: string | null; phone: string | null; city: string | null; county: string | null };
  year: {
    academicYear: number;
    label: string;
    modules: {
      moduleCode: string;
      moduleTitle: string;
      credits: number;
      hub: string;
      tutor: string | null;
      outcome: string;
      mark: number | null;
    }[];
  };
}

// Special-category data: read once per visit (each read is audited), never refetched behind the user's back.
const auditedRead = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
} as const;

export function useTuteesSupport() {
  return useQuery({
    queryKey: ['mystudents', 'learningsupport'],
    queryFn: async ({ signal }) =>
      (await api.get<{ tutees: number; items: TuteeSupport[] }>('mystudents/learningsupport', { signal })).data,
    ...auditedRead,
    gcTime: 0,
  });
}

export function useMyStudent(id: string) {
  return useQuery({
    queryKey: ['mystudents', 'record', id],
    // The page itself says when the student is not one of the viewer's (404).
    meta: { handlesErrors: true },
    queryFn: async ({ signal }) =>
      (await api.get<MyStudentRecord>(`mystudents/${encodeURIComponent(id)}`, { signal })).data,
    retry: false,
  });
}

export function useMyStudentSupport(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['mystudents', 'record', id, 'learningsupport'],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ need: LearningSupportNeed | null }>(`mystudents/${encodeURIComponent(id)}/learningsupport`, {
          signal,
        })
      ).data,
    enabled,
    ...auditedRead,
    gcTime: 0,
  });
}
