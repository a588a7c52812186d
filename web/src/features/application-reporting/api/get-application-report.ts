import type { ApplicationReport, ApplicationReportGrouping } from '@collegium/domain/application-reporting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DownloadProgress } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/applications/report?by=... (applications:admin).
export const APPLICATION_REPORT_GROUPINGS = [
  { value: 'status', label: 'Status' },
  { value: 'course', label: 'Course' },
  { value: 'intake', label: 'Intake' },
  { value: 'diocese', label: 'Diocese' },
  { value: 'cohortGroup', label: 'Cohort group' },
] as const satisfies readonly { value: ApplicationReportGrouping; label: string }[];

export function useApplicationReport(by: ApplicationReportGrouping) {
  return useQuery({
    queryKey: ['applications', 'report', by],
    queryFn: async ({ signal }) =>
      (await api.get<ApplicationReport>('applications/report', { query: { by }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The same counts as an .xlsx (`applications-by-<by>-YYYY-MM-DD.xlsx`, named by the server). */
export function exportApplicationReport(by: ApplicationReportGrouping, onProgress?: DownloadProgress): Promise<string> {
  return api.download('applications/report?export=excel', { query: { by }, ...(onProgress ? { onProgress } : {}) });
}
