import type { StudentHesaYearsView } from '@collegium/domain/student-hesa-staff';
import type { DeclarationList } from '@collegium/domain/student-support';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { apiUrl } from '../../../../lib/config.ts';

// Staff reads of a student's declarations and HESA answers (students:view). Special category:
// each read is audited, so they are asked for only when shown and never refetched behind the
// reader's back.

const auditedRead = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
  gcTime: 0,
} as const;

export function useStudentDeclarations(studentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['students', studentId, 'support-declarations'],
    queryFn: async ({ signal }) =>
      (await api.get<DeclarationList>(`students/${studentId}/support-declarations`, { signal })).data,
    enabled,
    ...auditedRead,
  });
}

export function useStudentHesa(studentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['students', studentId, 'hesadata'],
    queryFn: async ({ signal }) =>
      (await api.get<StudentHesaYearsView>(`students/${studentId}/hesadata`, { signal })).data,
    enabled,
    ...auditedRead,
  });
}

export const declarationEvidenceUrl = (studentId: number, kind: string) =>
  apiUrl(`students/${studentId}/support-declarations/${kind}/evidence`);
