import type { BursaryCaseDetail, BursaryCaseList, BursaryDecisionInput } from '@collegium/domain/bursary-committee';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// The bursary committee's calls (role:bursary, feature bursaries): the applications students have
// sent (GET finance/bursaries), one with everything the committee weighs (GET finance/bursaries/:id)
// and its decision (POST finance/bursaries/:id/decision).

const KEY = ['bursary-committee'] as const;

export interface BursaryCaseFilters {
  /** One of BURSARY_CASE_STATUSES, or '' for every status. */
  status: string;
  /** The academic year's first calendar year, or '' for every year. */
  academicYear: string;
}

export function useBursaryCases({ status, academicYear }: BursaryCaseFilters) {
  return useQuery({
    queryKey: [...KEY, 'list', status, academicYear],
    // The filters stay usable while the next list loads.
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<BursaryCaseList>('finance/bursaries', { query: { status: status || undefined, academicYear: academicYear || undefined } })).data,
  });
}

export function useBursaryCase(id: number) {
  return useQuery({ queryKey: [...KEY, 'case', id], queryFn: async () => (await api.get<BursaryCaseDetail>(`finance/bursaries/${id}`)).data });
}

export function useDecideBursary(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BursaryDecisionInput) => (await api.post<BursaryCaseDetail>(`finance/bursaries/${id}/decision`, body)).data,
    onSuccess: (data) => {
      client.setQueryData([...KEY, 'case', id], data);
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

/** After a 409 the committee reads the application again, and the list with it. */
export function useReloadBursaryCase(id: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY, predicate: (q) => q.queryKey[1] === 'list' || q.queryKey[2] === id });
}
