import type { IntentionsList } from '@collegium/domain/intentions-list';
import { useListQuery } from '../../../lib/list-query.ts';

// docs/api-contract.md: GET {api}/students/intentions (role:hd, role:pd or students:recruitment):
// current students with the intentions rule's status and what they said, within the caller's scope.

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
