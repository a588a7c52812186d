import type { AdhocQueryResult } from '@collegium/domain/adhoc-queries';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Issue 16, Reporting > Ad hoc queries: server/src/modules/adhoc-queries/routes.ts.

export const useRunQuery = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (sql: string) => (await api.post<AdhocQueryResult>('reports/adhoc/query', { sql })).data,
  });

export const useExportQuery = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (sql: string) => api.download('reports/adhoc/export', { method: 'POST', body: { sql } }),
  });
