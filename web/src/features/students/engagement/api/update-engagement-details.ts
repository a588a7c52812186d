import type { EngagementDetailsInput } from '@collegium/domain/engagement-details';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { refreshStudent } from './get-student-engagements.ts';

// docs/api-contract.md: PATCH {api}/engagements/{id} (students:edit) {version, ...details}.

export function useUpdateEngagementDetails(studentId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ engagementId, input }: { engagementId: number; input: EngagementDetailsInput }) =>
      (await api.patch<EngagementView>(`engagements/${engagementId}`, input)).data,
    onSuccess: () => refreshStudent(studentId),
  });
}
