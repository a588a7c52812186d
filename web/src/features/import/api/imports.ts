import type { ImportKind, ImportMapping, ImportRun, ImportRunList } from '@collegium/domain/data-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { postForm } from '../../../lib/upload.ts';

// Issue 15, Administration > Import: GET/POST {api}/imports, GET {api}/imports/{id},
// POST {api}/imports/{id}/check (dry run), POST {api}/imports/{id}/commit, GET {api}/imports/{id}/failed-rows.

export const IMPORTS_KEY = ['imports'] as const;

export function useImports() {
  return useQuery({
    queryKey: IMPORTS_KEY,
    queryFn: async ({ signal }) => (await api.get<ImportRunList>('imports', { signal })).data.items,
  });
}

const busy = (status: ImportRun['status'] | undefined) => status === 'queued' || status === 'running';

export function useImportRun(id: number | null) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, id],
    queryFn: async ({ signal }) => (await api.get<ImportRun>(`imports/${id}`, { signal })).data,
    enabled: id !== null,
    // The commit runs as a background job: follow its progress while it runs.
    refetchInterval: (query) => (busy(query.state.data?.status) ? 1000 : false),
  });
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ kind, source, file }: { kind: ImportKind; source: string; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('source', source);
      form.append('file', file);
      return postForm<ImportRun>('imports', form);
    },
    onSuccess: (run) => {
      client.setQueryData([...IMPORTS_KEY, run.id], run);
      void client.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    },
  });
}

export function useCheckImport(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (mapping: ImportMapping) => (await api.post<ImportRun>(`imports/${id}/check`, { mapping })).data,
    onSuccess: (run) => {
      client.setQueryData([...IMPORTS_KEY, id], run);
      void client.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    },
  });
}

export function useCommitImport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<ImportRun>(`imports/${id}/commit`)).data,
    onSuccess: (run) => {
      client.setQueryData([...IMPORTS_KEY, id], run);
      void client.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    },
  });
}

export function downloadFailedRows(id: number): Promise<string> {
  return api.download(`imports/${id}/failed-rows`, { type: 'csv' });
}
