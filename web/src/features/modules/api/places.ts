import type { PlacesInput, PlacesResult } from '@collegium/domain/module-places';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue 18: POST {api}/module-instances/:id/places (students or a cohort; each refusal with its
// reason) and DELETE {api}/module-instances/:id/places/:studentId (409 when marks are recorded).

const refresh = (moduleId: number, instanceId: number) => {
  void queryClient.invalidateQueries({ queryKey: ['module-instances', instanceId, 'students'] });
  void queryClient.invalidateQueries({ queryKey: ['modules', String(moduleId), 'instances'] });
};

export function usePlaceStudents(moduleId: number, instanceId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: PlacesInput) =>
      (await api.post<PlacesResult>(`module-instances/${instanceId}/places`, input)).data,
    onSuccess: () => refresh(moduleId, instanceId),
  });
}

export function useRemovePlace(moduleId: number, instanceId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (studentId: number) => {
      await api.delete(`module-instances/${instanceId}/places/${studentId}`);
    },
    onSuccess: () => refresh(moduleId, instanceId),
  });
}
