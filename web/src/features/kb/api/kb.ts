import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RenderedPage } from '../../../lib/api/rendered-page.ts';

// docs/api-contract.md "Portal pages": GET {api}/kb?search= and GET {api}/kb/{name} (dashboard:view).

export interface KbArticleSummary {
  name: string;
  title: string;
  excerpt: string;
  updatedAt: string;
}

export function useKbArticles(search: string) {
  return useQuery({
    queryKey: ['kb', 'list', search],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: KbArticleSummary[] }>('kb', { signal, query: { search: search || undefined } })).data
        .items,
    placeholderData: keepPreviousData,
  });
}

export function useKbArticle(name: string | null) {
  return useQuery({
    queryKey: ['kb', 'article', name],
    queryFn: async ({ signal }) =>
      (await api.get<RenderedPage & { name: string }>(`kb/${encodeURIComponent(name ?? '')}`, { signal })).data,
    enabled: name !== null,
    retry: false,
    meta: { handlesErrors: true },
  });
}
