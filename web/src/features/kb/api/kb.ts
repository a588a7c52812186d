import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KbArticle, KbArticleList } from '@collegium/domain/portal-pages';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md "Portal pages": GET {api}/kb?search= and GET {api}/kb/{name} (dashboard:view).

export function useKbArticles(search: string) {
  return useQuery({
    queryKey: ['kb', 'list', search],
    queryFn: async ({ signal }) =>
      (await api.get<KbArticleList>('kb', { signal, query: { search: search || undefined } })).data.items,
    placeholderData: keepPreviousData,
  });
}

export function useKbArticle(name: string | null) {
  return useQuery({
    queryKey: ['kb', 'article', name],
    queryFn: async ({ signal }) => (await api.get<KbArticle>(`kb/${encodeURIComponent(name ?? '')}`, { signal })).data,
    enabled: name !== null,
    retry: false,
    meta: { handlesErrors: true },
  });
}
