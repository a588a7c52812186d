import type {
  HesaDetailsWrite,
  HesaExportsView,
  HesaMappingView,
  HesaMappingWrite,
  HesaStudentView,
  HesaWorklistView,
} from '@collegium/domain/hesa-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Issue 16: the HESA calls (server/src/modules/hesa/routes.ts), typed by the domain's schemas.

export const HESA_KEY = ['hesa'] as const;

export const useHesaMapping = () =>
  useQuery({
    queryKey: [...HESA_KEY, 'mapping'],
    queryFn: async ({ signal }) => (await api.get<HesaMappingView>('hesa/mapping', { signal })).data,
  });

export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: HesaMappingWrite) => (await api.put<HesaMappingView>('hesa/mapping', body)).data,
    onSuccess: (view) => {
      client.setQueryData([...HESA_KEY, 'mapping'], view);
      void client.invalidateQueries({ queryKey: [...HESA_KEY, 'students'] });
    },
  });
}

export const useWorklist = (year: number) =>
  useQuery({
    queryKey: [...HESA_KEY, 'students', year],
    queryFn: async ({ signal }) => (await api.get<HesaWorklistView>('hesa/students', { query: { year }, signal })).data,
  });

export const useHesaStudent = (id: number | null, year: number) =>
  useQuery({
    queryKey: [...HESA_KEY, 'students', year, id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<HesaStudentView>(`hesa/students/${id}`, { query: { year }, signal })).data,
  });

export function useSaveDetails(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: HesaDetailsWrite) => (await api.put<void>(`hesa/students/${id}/details`, body)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: HESA_KEY }),
  });
}

export const useExports = (year: number) =>
  useQuery({
    queryKey: [...HESA_KEY, 'exports', year],
    queryFn: async ({ signal }) => (await api.get<HesaExportsView>('hesa/exports', { query: { year }, signal })).data,
  });

export function useDownloadExport(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.download('hesa/export', { query: { year }, type: 'xml' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...HESA_KEY, 'exports', year] }),
  });
}

export function useMarkSubmitted(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.post<void>(`hesa/exports/${id}/submitted`)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: [...HESA_KEY, 'exports', year] }),
  });
}
