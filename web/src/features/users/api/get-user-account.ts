import type { UserAccount } from '@collegium/domain/user-accounts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { entityKeys } from '../../../lib/entity/get-entity-schema.ts';

// docs/api-contract.md: GET {api}/users/{id}/account — the account as its administrator sees it,
// with the caller's abilities on it.

export const accountKey = (id: string) => ['users', 'account', id] as const;

export function useUserAccount(id: string) {
  return useQuery({
    queryKey: accountKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<UserAccount>(`users/${encodeURIComponent(id)}/account`, { signal })).data,
    meta: { handlesErrors: true },
  });
}

/** After any change of the account: the new account, and the generic record and history read again. */
export function accountChanged(id: string, account?: UserAccount): void {
  if (account) queryClient.setQueryData(accountKey(id), account);
  else void queryClient.invalidateQueries({ queryKey: accountKey(id) });
  void queryClient.invalidateQueries({ queryKey: entityKeys.record('users', id) });
  void queryClient.invalidateQueries({ queryKey: entityKeys.history('users', id) });
  void queryClient.invalidateQueries({ queryKey: entityKeys.lists('users') });
}
