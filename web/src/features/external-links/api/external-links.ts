import type {
  ExternalLink,
  ExternalLinkEdit,
  ExternalLinkInput,
  ExternalLinkList,
} from '@collegium/domain/external-links';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Feature externalLink (issue 20), Administration → External links (admin:admin):
// GET/POST {api}/admin/external-links, PUT/DELETE {api}/admin/external-links/{id}.

const KEY = ['external-links'] as const;

export function useExternalLinks() {
  return useQuery({
    queryKey: [...KEY, 'admin'],
    queryFn: async ({ signal }) => (await api.get<ExternalLinkList>('admin/external-links', { signal })).data,
  });
}

/** Any change reloads the list and every menu's links. */
const settle = () => void queryClient.invalidateQueries({ queryKey: KEY });

export function useSaveExternalLink() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, link }: { id: number | null; link: ExternalLinkInput | ExternalLinkEdit }) =>
      id === null
        ? (await api.post<ExternalLink>('admin/external-links', link)).data
        : (await api.put<ExternalLink>(`admin/external-links/${id}`, link)).data,
    onSettled: settle,
  });
}

export function useDeleteExternalLink() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      (await api.delete<null>(`admin/external-links/${id}`, { query: { version } })).data,
    onSettled: settle,
  });
}
