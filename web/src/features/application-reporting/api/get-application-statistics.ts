import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatistics } from '@collegium/domain/application-reporting';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/applications/statistics?months= (applications:menu).
export function useApplicationStatistics(months: number) {
  return useQuery({
    queryKey: ['applications', 'statistics', months],
    queryFn: async ({ signal }) =>
      (await api.get<ApplicationStatistics>('applications/statistics', { query: { months }, signal })).data,
  });
}
