import type { DissertationStage, DissertationTask } from '@collegium/domain/dissertation';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

// docs/api-contract.md, "Dissertations": GET {api}/students/:id/dissertation (students:view).

export interface Named {
  id: number;
  name: string;
}

export interface DissertationTaskState {
  task: DissertationTask;
  done: boolean;
  /** ISO date-time it was ticked, null while not done. */
  completedAt: string | null;
  completedBy: Named | null;
}

export interface Dissertation {
  id: number;
  version: number;
  engagementId: number;
  title: string | null;
  stage: DissertationStage;
  /** While Deferred: the stage it paused at. */
  deferredFrom: DissertationStage | null;
  supervisor: Named | null;
  tasks: DissertationTaskState[];
  /** The stages it may move to now (the server's rule). */
  moves: DissertationStage[];
  /** Whether tasks can be ticked at this stage. */
  tasksOpen: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StudentDissertation {
  studentId: number;
  ready: boolean;
  /** Why the student is or is not ready (spec 5), in words. */
  readiness: string;
  dissertation: Dissertation | null;
}

export const dissertationKeys = {
  student: (studentId: number) => ['students', studentId, 'dissertation'] as const,
  supervisors: ['dissertations', 'supervisors'] as const,
};

export function useStudentDissertation(studentId: number) {
  return useQuery({
    queryKey: dissertationKeys.student(studentId),
    queryFn: async ({ signal }) =>
      (await api.get<StudentDissertation>(`students/${studentId}/dissertation`, { signal })).data,
  });
}
