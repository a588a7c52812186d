import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/status, open to anyone.
export interface ServiceStatus {
  status: 'ok' | string;
  version: string;
  database: 'sqlite' | 'postgres' | string;
  uptimeSeconds: number;
  time: string;
}

export function useServiceStatus() {
  return useQuery({
    queryKey: ['status'],
    queryFn: async () => (await api.get<ServiceStatus>('status')).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}
