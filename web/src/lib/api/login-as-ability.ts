import type { LoginAsAbility } from '@collegium/domain/impersonation';
import { useQuery } from '@tanstack/react-query';
import { auth } from '../api-client.ts';

// docs/api-contract.md: GET /auth/loginas/{mode}/{id} (dashboard:loginas) says whether the
// signed-in user may act as that user or student now, by the server's rule (issue 11).

export type LoginAsMode = 'user' | 'student';

export type { LoginAsAbility };

export function useLoginAsAbility(mode: LoginAsMode, id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'loginas', mode, id],
    queryFn: async ({ signal }) => (await auth.get<LoginAsAbility>(`loginas/${mode}/${id}`, { signal })).data,
    enabled,
    meta: { handlesErrors: true },
    retry: false,
  });
}
