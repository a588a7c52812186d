import type { DissertationTask } from '@collegium/domain/dissertation';
import type {
  DissertationPatch,
  DissertationView as Dissertation,
  StudentDissertationAnswer as StudentDissertation,
} from '@collegium/domain/dissertation-views';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { dissertationKeys } from './get-dissertation.ts';

// docs/api-contract.md, "Dissertations": POST {api}/students/:id/dissertation, PATCH
// {api}/dissertations/:id {version, stage?, title?, supervisorId?}, PUT and DELETE
// {api}/dissertations/:id/tasks/:task. Each answer replaces the tab's cached state; the tab shows
// refusals (422, 409) itself.

export type { DissertationPatch };

function storeDissertation(studentId: number, dissertation: Dissertation) {
  queryClient.setQueryData<StudentDissertation>(dissertationKeys.student(studentId), (old) =>
    old ? { ...old, dissertation } : old,
  );
}

export function useStartDissertation(studentId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => (await api.post<StudentDissertation>(`students/${studentId}/dissertation`, {})).data,
    onSuccess: (data) => queryClient.setQueryData(dissertationKeys.student(studentId), data),
  });
}

export function useUpdateDissertation(studentId: number, dissertationId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (patch: DissertationPatch) =>
      (await api.patch<Dissertation>(`dissertations/${dissertationId}`, patch)).data,
    onSuccess: (data) => storeDissertation(studentId, data),
  });
}

export function useSetDissertationTask(studentId: number, dissertationId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ task, done }: { task: DissertationTask; done: boolean }) => {
      const path = `dissertations/${dissertationId}/tasks/${encodeURIComponent(task)}`;
      return (done ? await api.put<Dissertation>(path) : await api.delete<Dissertation>(path)).data;
    },
    onSuccess: (data) => storeDissertation(studentId, data),
  });
}

/** Reads the state afresh (after a 409, or when a refusal shows the view was out of date). */
export function refreshDissertation(studentId: number) {
  return queryClient.invalidateQueries({ queryKey: dissertationKeys.student(studentId) });
}
