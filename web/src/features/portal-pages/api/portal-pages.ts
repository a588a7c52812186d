import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePageBody,
  ItSupportPageList,
  PageCategory,
  PortalPage,
  PortalPageList,
  RenderedPage,
  UpdatePageBody,
} from '@collegium/domain/portal-pages';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md "Portal pages": GET/POST {api}/portal-pages, GET/PUT {api}/portal-pages/{id}
// (pages:list to read, pages:edit to write), POST {api}/portal-pages/preview, and the students'
// GET {api}/forms/pages/{pathKey} and GET {api}/forms/itsupport (forms:student).

export interface PageFilters {
  category?: PageCategory | undefined;
  published?: 'true' | 'false' | undefined;
  search?: string | undefined;
}

export const PORTAL_PAGES_KEY = ['portal-pages'] as const;

export function usePortalPages(filters: PageFilters) {
  return useQuery({
    queryKey: [...PORTAL_PAGES_KEY, 'list', filters],
    queryFn: async ({ signal }) =>
      (await api.get<PortalPageList>('portal-pages', { signal, query: { ...filters } })).data,
    placeholderData: keepPreviousData,
  });
}

export function usePortalPage(id: number | null) {
  return useQuery({
    queryKey: [...PORTAL_PAGES_KEY, 'page', id],
    queryFn: async ({ signal }) => (await api.get<PortalPage>(`portal-pages/${id ?? 0}`, { signal })).data,
    enabled: id !== null,
  });
}

export function usePagePreview(pathKey: string, body: string) {
  return useQuery({
    queryKey: [...PORTAL_PAGES_KEY, 'preview', pathKey, body],
    queryFn: async ({ signal }) =>
      (await api.post<RenderedPage>('portal-pages/preview', { pathKey, body }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

export type SavePageInput = UpdatePageBody & { id: number };

export function useSavePortalPage() {
  const client = useQueryClient();
  return useMutation({
    // The editor shows 422s under the fields and the 409 with a Reload button.
    meta: { handlesErrors: true },
    mutationFn: async ({ id, ...body }: SavePageInput) => (await api.put<PortalPage>(`portal-pages/${id}`, body)).data,
    onSuccess: (saved) => {
      client.setQueryData([...PORTAL_PAGES_KEY, 'page', saved.id], saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...PORTAL_PAGES_KEY, 'list'] }),
        client.invalidateQueries({ queryKey: STUDENT_PAGE_KEY }),
        client.invalidateQueries({ queryKey: ['kb'] }),
      ]);
    },
  });
}

export function useCreatePortalPage() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: CreatePageBody) => (await api.post<PortalPage>('portal-pages', input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: PORTAL_PAGES_KEY }),
  });
}

export const STUDENT_PAGE_KEY = ['forms', 'pages'] as const;

/** A published content page for the signed-in student (404 when missing or unpublished). */
export function useStudentPage(pathKey: string) {
  return useQuery({
    queryKey: [...STUDENT_PAGE_KEY, pathKey],
    queryFn: async ({ signal }) =>
      (await api.get<RenderedPage>(`forms/pages/${pathKey.split('/').map(encodeURIComponent).join('/')}`, { signal }))
        .data,
    retry: false,
    // The screen says when a page is not there yet.
    meta: { handlesErrors: true },
  });
}

export function useItSupportPages(enabled: boolean) {
  return useQuery({
    queryKey: [...STUDENT_PAGE_KEY, 'itsupport-list'],
    queryFn: async ({ signal }) => (await api.get<ItSupportPageList>('forms/itsupport', { signal })).data.items,
    enabled,
  });
}
