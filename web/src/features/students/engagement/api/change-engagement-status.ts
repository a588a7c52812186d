import type { StatusChangeInput } from '@collegium/domain/engagement-status-change';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { refreshStudent } from './get-student-engagements.ts';

// docs/api-contract.md: POST {api}/engagements/{id}/status (students:edit); 422 details per
// field, 409 on a stale version.

export function useChangeEngagementStatus(studentId: number) {
  return useMutation({
    // The dialog shows 422 details beside its fields and says what a 409 means itself.
    meta: { handlesErrors: true },
    mutationFn: async ({ engagementId, input }: { engagementId: number; input: StatusChangeInput }) =>
      (await api.post<EngagementView>(`engagements/${engagementId}/status`, input)).data,
    onSuccess: () => refreshStudent(studentId),
  });
}
