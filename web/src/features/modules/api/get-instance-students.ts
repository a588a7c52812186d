import { useQuery } from '@tanstack/react-query';
import type { InstanceStudents } from '@collegium/domain/teaching';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Modules and faculty": GET {api}/module-instances/:id/students
// (modules:view, and students:view or being the instance's tutor with mystudents:view).

export function useInstanceStudents(instanceId: number | null) {
  return useQuery({
    queryKey: ['module-instances', instanceId, 'students'],
    queryFn: async ({ signal }) =>
      (await api.get<InstanceStudents>(`module-instances/${instanceId}/students`, { signal })).data,
    enabled: instanceId !== null,
  });
}
