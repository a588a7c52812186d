import type { RegistrationConfirmation } from '@collegium/domain/application-state';
import { useMutation, useQuery } from '@tanstack/react-query';
import { auth } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

// GET /auth/confirm/:token names the address; POST creates the account and signs in (the
// answer is the current user). 410 when the link is used, expired or unknown.

export type { RegistrationConfirmation as ConfirmationInfo };

export function useConfirmation(token: string) {
  return useQuery({
    queryKey: ['auth', 'confirm', token],
    queryFn: async () => (await auth.get<RegistrationConfirmation>(`confirm/${encodeURIComponent(token)}`)).data,
    meta: { handlesErrors: true },
    retry: false,
    staleTime: Infinity,
  });
}

export function useConfirmRegistration(token: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await auth.post<unknown>(`confirm/${encodeURIComponent(token)}`);
      return useSessionStore.getState().adoptUser(response.data);
    },
    meta: { handlesErrors: true },
  });
}
