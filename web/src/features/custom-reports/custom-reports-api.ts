import type {
  ReportDefinitionInput,
  ReportEntitiesView,
  ReportExportView,
  ReportPreview,
  SavedReportsView,
  SavedReportView,
  SavedReportWrite,
} from '@collegium/domain/custom-reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Issue 16, Reporting > Custom reports: the calls of server/src/modules/custom-reports/routes.ts,
// typed by the domain's contracts.

const KEY = ['custom-reports'] as const;

export const useReportEntities = () =>
  useQuery({
    queryKey: [...KEY, 'entities'],
    queryFn: async ({ signal }) => (await api.get<ReportEntitiesView>('reports/custom/entities', { signal })).data,
  });

export const usePreview = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (definition: ReportDefinitionInput) =>
      (await api.post<ReportPreview>('reports/custom/preview', definition)).data,
  });

export const useDirectExport = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (definition: ReportDefinitionInput) =>
      api.download('reports/custom/export', { method: 'POST', body: definition }),
  });

export const useQueueExport = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (definition: ReportDefinitionInput) =>
      (await api.post<ReportExportView>('reports/custom/exports', definition)).data,
  });

const working = (status: ReportExportView['status'] | undefined) => status === 'queued' || status === 'running';

/** A background export, polled while it runs (the progress bar). */
export const useExportProgress = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'exports', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await api.get<ReportExportView>(`reports/custom/exports/${id}`, { signal })).data,
    refetchInterval: (query) => (working(query.state.data?.status) ? 1000 : false),
  });

export const downloadExport = (id: number) => api.download(`reports/custom/exports/${id}/file`);

export const useSavedReports = () =>
  useQuery({
    queryKey: [...KEY, 'saved'],
    queryFn: async ({ signal }) => (await api.get<SavedReportsView>('reports/custom/saved', { signal })).data.reports,
  });

export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, body }: { id: number | null; body: SavedReportWrite }) =>
      id === null
        ? (await api.post<SavedReportView>('reports/custom/saved', body)).data
        : (await api.put<SavedReportView>(`reports/custom/saved/${id}`, body)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: [...KEY, 'saved'] }),
  });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<void>(`reports/custom/saved/${id}`)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: [...KEY, 'saved'] }),
  });
}
