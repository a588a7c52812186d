import type { AnonymiseBody, PrivacyPerson, PrivacySearchList, SubjectAccessExport } from '@collegium/domain/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// Issue 15, Administration > Privacy: GET {api}/privacy/people?search=, GET {api}/privacy/people/{id},
// POST {api}/privacy/people/{id}/exports, GET {api}/privacy/exports/{id}/file,
// POST {api}/privacy/people/{id}/anonymise.

const KEY = ['privacy'] as const;

export function usePeopleSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: [...KEY, 'search', text],
    queryFn: async ({ signal }) =>
      (await api.get<PrivacySearchList>('privacy/people', { signal, query: { search: text } })).data.items,
    enabled: /^\d+$/.test(text) || text.length >= 2,
    meta: { handlesErrors: true },
  });
}

const waiting = (p: PrivacyPerson | undefined) => p?.exports.some((e) => e.status === 'queued') ?? false;

export function usePrivacyPerson(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'person', id],
    queryFn: async ({ signal }) => (await api.get<PrivacyPerson>(`privacy/people/${id}`, { signal })).data,
    enabled: id !== null,
    // The export is made by a background job: follow it until it is ready.
    refetchInterval: (query) => (waiting(query.state.data) ? 1500 : false),
  });
}

export function useRequestExport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<SubjectAccessExport>(`privacy/people/${id}/exports`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'person', id] }),
  });
}

export function useAnonymise(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: AnonymiseBody) =>
      (await api.post<PrivacyPerson>(`privacy/people/${id}/anonymise`, body)).data,
    onSuccess: (person) => {
      client.setQueryData([...KEY, 'person', id], person);
      void client.invalidateQueries({ queryKey: [...KEY, 'search'] });
    },
  });
}

export function downloadExport(exportId: number): Promise<string> {
  return api.download(`privacy/exports/${exportId}/file`, { type: 'zip' });
}
