import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/students/intentions (role:hd, role:pd or students:recruitment):
// current students with the intentions rule's status and what they said, within the caller's scope.

export interface IntentionsRow {
  engagementId: number;
  version: number;
  studentId: number;
  partnerId: number;
  name: string;
  programme: string;
  level: string | null;
  hub: string | null;
  status: string;
  intentionsStatus: string | null;
  intention: string | null;
  intentionUpdatedAt: string | null;
}

export interface IntentionsList {
  items: IntentionsRow[];
  total: number;
  page: number;
  pageSize: number;
  summary: { required: number; requiredNotStated: number };
  hubs: string[];
  scope: { all: boolean; hub: string | null; programme: string | null };
}

export interface IntentionsParams {
  hub: string;
  programme: string;
  status: string;
  intentionsStatus: string;
  stated: '' | 'true' | 'false';
  search: string;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

export const INTENTIONS_KEY = ['students', 'intentions'] as const;

export function useIntentions(p: IntentionsParams) {
  return useQuery({
    queryKey: [...INTENTIONS_KEY, p],
    queryFn: async ({ signal }) =>
      (
        await api.get<IntentionsList>('students/intentions', {
          query: {
            hub: p.hub || null,
            programme: p.programme || null,
            status: p.status || null,
            intentionsStatus: p.intentionsStatus || null,
            stated: p.stated || null,
            search: p.search.trim() || null,
            sort: p.sort,
            order: p.order,
            page: p.page,
            pageSize: p.pageSize,
          },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
