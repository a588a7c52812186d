import type { BursaryCaseDetail, BursaryCaseList, BursaryDecisionInput } from '@collegium/domain/bursary-committee';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useListQuery } from '../../lib/list-query.ts';

// The bursary committee's calls (role:bursary, feature bursaries): the applications students have
// sent (GET finance/bursaries), one with everything the committee weighs (GET finance/bursaries/:id)
// and its decision (POST finance/bursaries/:id/decision).

const KEY = ['bursary-committee'] as const;

export interface BursaryCaseParams {
  /** One of BURSARY_CASE_STATUSES, or '' for every status. */
  status: string;
  /** The academic year's first calendar year, or '' for every year. */
  academicYear: string;
  /** Name or partner id. */
  search: string;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

/** One page of the list (server ListView): the filters stay usable while the next page loads. */
export function useBursaryCases(params: BursaryCaseParams) {
  return useListQuery<BursaryCaseList, BursaryCaseParams>([...KEY, 'list'], 'finance/bursaries', params);
}

export function useBursaryCase(id: number) {
  return useQuery({
    queryKey: [...KEY, 'case', id],
    queryFn: async () => (await api.get<BursaryCaseDetail>(`finance/bursaries/${id}`)).data,
  });
}

export function useDecideBursary(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BursaryDecisionInput) =>
      (await api.post<BursaryCaseDetail>(`finance/bursaries/${id}/decision`, body)).data,
    onSuccess: (data) => {
      client.setQueryData([...KEY, 'case', id], data);
      void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

/** After a 409 the committee reads the application again, and the list with it. */
export function useReloadBursaryCase(id: number) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ queryKey: KEY, predicate: (q) => q.queryKey[1] === 'list' || q.queryKey[2] === id });
}
