import type {
  ConsentHistory,
  MyConsents,
  RecordConsentInput,
  RecordedConsent,
} from '@collegium/domain/consent-history';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { entityKeys } from '../../lib/entity/get-entity-schema.ts';
import { queryClient } from '../../lib/query-client.ts';

// Issue 17: consents with their history (server/src/modules/consents/routes.ts).

const CONSENTS_KEY = ['consent-history'] as const;
const keys = {
  person: (personId: string) => [...CONSENTS_KEY, 'person', personId] as const,
  mine: [...CONSENTS_KEY, 'mine'] as const,
};

function refresh() {
  void queryClient.invalidateQueries({ queryKey: CONSENTS_KEY });
  void queryClient.invalidateQueries({ queryKey: entityKeys.lists('consents') });
}

export function useConsentHistory(personId: string) {
  return useQuery({
    queryKey: keys.person(personId),
    queryFn: async ({ signal }) =>
      (await api.get<ConsentHistory>(`people/${encodeURIComponent(personId)}/consents`, { signal })).data,
  });
}

export function useRecordConsent(personId: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: RecordConsentInput) =>
      (await api.post<RecordedConsent>(`people/${encodeURIComponent(personId)}/consents`, input)).data,
    onSuccess: refresh,
  });
}

export function useMyConsents() {
  return useQuery({
    queryKey: keys.mine,
    queryFn: async ({ signal }) => (await api.get<MyConsents>('portal/consents', { signal })).data,
  });
}

export function useChangeMyConsent() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { purpose: string; given: boolean }) =>
      (await api.put<MyConsents>('portal/consents', input)).data,
    onSuccess: (data) => {
      queryClient.setQueryData(keys.mine, data);
      refresh();
    },
  });
}
