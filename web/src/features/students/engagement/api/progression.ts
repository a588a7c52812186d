import type { ProgressionDecisionInput, ProgressionView } from '@collegium/domain/progression';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { engagementKeys, refreshStudent } from './get-student-engagements.ts';

// ARCHITECTURE.md, "Progression and the exit award": GET {api}/engagements/{id}/progression
// (students:view) and POST the same path (students:edit; 422 details per field, 409 when stale or
// when the session already has a decision).

const progressionKey = (studentId: number, engagementId: number) =>
  [...engagementKeys.student(studentId), 'progression', engagementId] as const;

export function useProgression(studentId: number, engagementId: number) {
  return useQuery({
    queryKey: progressionKey(studentId, engagementId),
    queryFn: async ({ signal }) =>
      (await api.get<ProgressionView>(`engagements/${engagementId}/progression`, { signal })).data,
  });
}

export function useDecideProgression(studentId: number, engagementId: number) {
  return useMutation({
    // The dialog shows 422 details beside its fields and a 409's message itself.
    meta: { handlesErrors: true },
    mutationFn: async (input: ProgressionDecisionInput) =>
      (await api.post<ProgressionView>(`engagements/${engagementId}/progression`, input)).data,
    onSuccess: () => refreshStudent(studentId),
  });
}
