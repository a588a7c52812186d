import type { EmailChangeInfo, EmailChangeResult } from '@collegium/domain/account-links';
import { useMutation, useQuery } from '@tanstack/react-query';
import { auth } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

// docs/api-contract.md, "Sign-in address changes": GET /auth/email/:token names the change;
// POST makes it and ends every session of the account; 410 when used, replaced or expired.

export type { EmailChangeInfo };

export function useEmailChange(token: string) {
  return useQuery({
    queryKey: ['auth', 'email', token],
    queryFn: async () => (await auth.get<EmailChangeInfo>(`email/${encodeURIComponent(token)}`)).data,
    meta: { handlesErrors: true },
    retry: false,
    staleTime: Infinity,
  });
}

export function useConfirmEmailChange(token: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await auth.post<EmailChangeResult>(`email/${encodeURIComponent(token)}`);
      // The server ended every session of the account, this browser's included.
      useSessionStore.getState().endSession();
      return response.data;
    },
    meta: { handlesErrors: true },
  });
}
