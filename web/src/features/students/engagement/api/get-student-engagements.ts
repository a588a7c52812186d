import type { StudentEngagements } from '@collegium/domain/engagement-view';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { entityKeys } from '../../../../lib/entity/get-entity-schema.ts';
import { studentBasePath, studentRecordKeys } from '../../../../lib/api/student-record/student-record-query.ts';

// docs/api-contract.md, "Engagements": GET {api}/students/{id}/engagements (students:view).

export const engagementKeys = {
  /** Everything about one student starts with ['students', id]. */
  student: (studentId: number) => ['students', studentId] as const,
  list: (studentId: number) => ['students', studentId, 'engagements'] as const,
};

export function useStudentEngagements(studentId: number) {
  return useQuery({
    queryKey: engagementKeys.list(studentId),
    queryFn: async ({ signal }) =>
      (await api.get<StudentEngagements>(`students/${studentId}/engagements`, { signal })).data,
  });
}

/**
 * After an engagement write: the tab, the record page's header and tabs, the Details form, the
 * History tab and the student lists all show what the students row now holds.
 */
export async function refreshStudent(studentId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: engagementKeys.student(studentId) }),
    queryClient.invalidateQueries({ queryKey: studentRecordKeys.all(studentBasePath(studentId)) }),
    queryClient.invalidateQueries({ queryKey: entityKeys.record('students', String(studentId)) }),
    queryClient.invalidateQueries({ queryKey: entityKeys.history('students', String(studentId)) }),
    queryClient.invalidateQueries({ queryKey: entityKeys.lists('students') }),
  ]);
}
