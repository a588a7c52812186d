import type { BursaryApplicationView, CollegeDataView, FinanceDetailsView } from '@collegium/domain/student-finance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// docs/api-contract.md "Student finance": the signed-in student's finance overview, college data
// and bursary application (GET and PUT forms/student/bursary-application).

const BURSARY_KEY = ['student-finance', 'bursary-application'] as const;

export function useFinanceDetails() {
  return useQuery({
    queryKey: ['student-finance', 'finance-details'],
    queryFn: async () => (await api.get<FinanceDetailsView>('forms/student/finance-details')).data,
  });
}

export function useCollegeData() {
  return useQuery({
    queryKey: ['student-finance', 'college-data'],
    queryFn: async () => (await api.get<CollegeDataView>('forms/college-data')).data,
  });
}

export function useBursaryApplication() {
  return useQuery({
    queryKey: BURSARY_KEY,
    queryFn: async () => (await api.get<BursaryApplicationView>('forms/student/bursary-application')).data,
  });
}

export function useSaveBursaryApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await api.put<BursaryApplicationView>('forms/student/bursary-application', body)).data,
    onSuccess: (data) => client.setQueryData(BURSARY_KEY, data),
  });
}
