import type { ResetLink } from '@collegium/domain/account-links';
import type { RightsChangeInput, UserAccount } from '@collegium/domain/user-accounts';
import { useMutation } from '@tanstack/react-query';
import { api, auth } from '../../../lib/api-client.ts';
import { accountChanged } from './get-user-account.ts';

// docs/api-contract.md: the user record page's actions. Each answers the account as it now is
// (or 204), and the page reads the record and its history again.

export function useChangeRights(id: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: RightsChangeInput) =>
      (await api.put<UserAccount>(`users/${encodeURIComponent(id)}/rights`, input)).data,
    onSuccess: (account) => accountChanged(id, account),
  });
}

export function useSetStatus(id: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (status: 'deactivate' | 'reactivate') =>
      (await api.post<UserAccount>(`users/${encodeURIComponent(id)}/${status}`)).data,
    onSuccess: (account) => accountChanged(id, account),
  });
}

export function useEndSessions(id: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      await api.delete(`users/${encodeURIComponent(id)}/sessions`);
    },
    onSuccess: () => accountChanged(id),
  });
}

/** spec 7.1 POST /auth/reset {id}: a one-time link, e-mailed to the user and shown to the sender. */
export function useSendReset(id: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => (await auth.post<ResetLink>('reset', { id: Number(id) })).data,
    onSuccess: () => accountChanged(id),
  });
}
