import type { IntentionsRow } from '@collegium/domain/intentions-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { INTENTIONS_KEY } from './get-intentions.ts';

// docs/api-contract.md: PUT {api}/engagements/{id}/intention { intention, version }.

export interface SetIntentionInput {
  engagementId: number;
  /** One of INTENTION_CHOICES, or null for not stated. */
  intention: string | null;
  version: number;
}

export function useSetIntention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ engagementId, intention, version }: SetIntentionInput) =>
      (await api.put<IntentionsRow>(`engagements/${engagementId}/intention`, { intention, version })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: INTENTIONS_KEY }),
  });
}
