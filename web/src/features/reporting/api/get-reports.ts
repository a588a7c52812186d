import type { ReportOf, ReportPage } from '@collegium/domain/reporting-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DownloadProgress } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/reporting/students|applications|marketing (reports:menu): the
// page's figures over the filters, or with export=excel the workbook of figures and records.

export function useReport<P extends ReportPage>(page: P, filters: Readonly<Record<string, string>>) {
  return useQuery({
    queryKey: ['reporting', page, filters],
    queryFn: async ({ signal }) =>
      (await api.get<ReportOf[P]>(`reporting/${page}`, { query: { ...filters }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The page's workbook (`<page>-report-YYYY-MM-DD.xlsx`, named by the server). */
export function exportReport(
  page: ReportPage,
  filters: Readonly<Record<string, string>>,
  onProgress?: DownloadProgress,
): Promise<string> {
  return api.download(`reporting/${page}?export=excel`, {
    query: { ...filters },
    ...(onProgress ? { onProgress } : {}),
  });
}
