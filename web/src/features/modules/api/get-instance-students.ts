import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Modules and faculty": GET {api}/module-instances/:id/students
// (modules:view, and students:view or being the instance's tutor with mystudents:view).

export interface EnrolledStudent {
  studentId: number;
  name: string;
  partnerId: number;
  /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
  outcome: string;
  mark: number | null;
}

export interface InstanceStudents {
  instance: {
    id: number;
    moduleId: number;
    moduleCode: string;
    moduleTitle: string;
    academicYear: number;
    hub: string;
    tutor: { id: number; name: string } | null;
  };
  items: EnrolledStudent[];
}

export function useInstanceStudents(instanceId: number | null) {
  return useQuery({
    queryKey: ['module-instances', instanceId, 'students'],
    queryFn: async ({ signal }) =>
      (await api.get<InstanceStudents>(`module-instances/${instanceId}/students`, { signal })).data,
    enabled: instanceId !== null,
  });
}
