import type { TransferInput } from '@collegium/domain/engagement-transfer';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { refreshStudent } from './get-student-engagements.ts';

// docs/api-contract.md: POST {api}/engagements/{id}/transfer (students:edit) → 201 the new engagement.

export function useTransferEngagement(studentId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ engagementId, input }: { engagementId: number; input: TransferInput }) =>
      (await api.post<EngagementView>(`engagements/${engagementId}/transfer`, input)).data,
    onSuccess: () => refreshStudent(studentId),
  });
}
