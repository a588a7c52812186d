import { useListQuery } from '../../../lib/list-query.ts';

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
  return useListQuery<IntentionsList, IntentionsParams>(INTENTIONS_KEY, 'students/intentions', p);
}
