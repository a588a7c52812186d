import type { InviteResult, InviteUserInput } from '@collegium/domain/user-accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { entityKeys } from '../../../lib/entity/get-entity-schema.ts';

// docs/api-contract.md: POST {api}/users/invite → 201 { id, link, expiresAt }.

export function useInviteUser() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: InviteUserInput) => (await api.post<InviteResult>('users/invite', input)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: entityKeys.lists('users') }),
  });
}
