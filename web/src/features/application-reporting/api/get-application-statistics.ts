import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/applications/statistics?months= (applications:menu).
export interface ApplicationStatistics {
  months: { month: string; submitted: number }[];
  byStatus: { value: string; count: number }[];
  byStage: { value: string; count: number }[];
  total: number;
}

export function useApplicationStatistics(months: number) {
  return useQuery({
    queryKey: ['applications', 'statistics', months],
    queryFn: async ({ signal }) =>
      (await api.get<ApplicationStatistics>('applications/statistics', { query: { months }, signal })).data,
  });
}
