import {
  GROUPING_LABELS,
  REPORT_GROUPINGS,
  type ReportGrouping,
  type StudentReport,
} from '@collegium/domain/student-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DownloadProgress } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/students/report?by=... (students:view): student counts per group.

/** The groupings as the screen's tabs. */
export const REPORT_TABS = REPORT_GROUPINGS.map((value) => ({ value, label: GROUPING_LABELS[value] }));

export function useStudentReport(by: ReportGrouping) {
  return useQuery({
    queryKey: ['students', 'report', by],
    queryFn: async ({ signal }) => (await api.get<StudentReport>('students/report', { query: { by }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The same counts as an .xlsx (`students-by-<by>-YYYY-MM-DD.xlsx`, named by the server). */
export function exportStudentReport(by: ReportGrouping, onProgress?: DownloadProgress): Promise<string> {
  return api.download('students/report?export=excel', { query: { by }, ...(onProgress ? { onProgress } : {}) });
}
