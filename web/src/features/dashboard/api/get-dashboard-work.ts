import { useQuery } from '@tanstack/react-query';
import type { DashboardWork } from '@collegium/domain/dashboard';
import { api } from '../../../lib/api-client.ts';

// Issue 19: GET {api}/dashboard/work (dashboard:view): the caller's own work, counted on the server.

export function useDashboardWork() {
  return useQuery({
    queryKey: ['dashboard', 'work'],
    queryFn: async () => (await api.get<DashboardWork>('dashboard/work')).data,
    refetchInterval: 60_000,
  });
}
