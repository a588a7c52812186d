import type { StudentSummary } from '@collegium/domain/student-summary';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { studentRecordKeys } from '../../../../lib/api/student-record/student-record-query.ts';

// docs/api-contract.md: GET {api}/students/{id}/summary (students:view), the record page header.

export type { StudentSummary };

export function useStudentSummary(basePath: string) {
  return useQuery({
    queryKey: studentRecordKeys.part(basePath, 'summary'),
    queryFn: async ({ signal }) => (await api.get<StudentSummary>(`${basePath}/summary`, { signal })).data,
    // The page says in place when the student does not exist; other failures it reports itself.
    meta: { handlesErrors: true },
  });
}
