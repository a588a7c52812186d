import type { StudentDissertationAnswer } from '@collegium/domain/dissertation-views';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

// docs/api-contract.md, "Dissertations": GET {api}/students/:id/dissertation (students:view).

export type {
  DissertationTaskState,
  DissertationView as Dissertation,
  Named,
  StudentDissertationAnswer as StudentDissertation,
} from '@collegium/domain/dissertation-views';

export const dissertationKeys = {
  student: (studentId: number) => ['students', studentId, 'dissertation'] as const,
  supervisors: ['dissertations', 'supervisors'] as const,
};

export function useStudentDissertation(studentId: number) {
  return useQuery({
    queryKey: dissertationKeys.student(studentId),
    queryFn: async ({ signal }) =>
      (await api.get<StudentDissertationAnswer>(`students/${studentId}/dissertation`, { signal })).data,
  });
}
