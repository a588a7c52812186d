import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@collegium/domain/dashboard';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/dashboard/stats (dashboard:view): live counts.

export function useDashboardStats() {
  return useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: async () => (await api.get<DashboardStats>('dashboard/stats')).data,
    refetchInterval: 60_000,
  });
}
