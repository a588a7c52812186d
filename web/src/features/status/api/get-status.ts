import type { ServiceStatus } from '@collegium/domain/service-health';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/status, open to anyone. 200 while the database answers, 503 with
// the same body while it does not (the page still shows every light).

export type { ServiceStatus };

function isStatusBody(data: unknown): data is ServiceStatus {
  return typeof data === 'object' && data !== null && 'databaseStatus' in data && 'version' in data;
}

export function useServiceStatus() {
  return useQuery({
    queryKey: ['status'],
    queryFn: async () => {
      try {
        return (await api.get<ServiceStatus>('status')).data;
      } catch (error) {
        // 503: the server runs but its database does not answer; the body says which parts are down.
        if (isApiError(error) && error.status === 503 && isStatusBody(error.data)) return error.data;
        throw error;
      }
    },
    meta: { handlesErrors: true },
    retry: false,
    refetchInterval: 30_000,
  });
}
