import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LearningSupportList, MyStudentRecord, OneStudentSupport } from '@collegium/domain/my-students';

// docs/api-contract.md: My Students (faculty), GET {api}/mystudents/...

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
    queryFn: async ({ signal }) => (await api.get<LearningSupportList>('mystudents/learningsupport', { signal })).data,
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
        await api.get<OneStudentSupport>(`mystudents/${encodeURIComponent(id)}/learningsupport`, {
          signal,
        })
      ).data,
    enabled,
    ...auditedRead,
    gcTime: 0,
  });
}
