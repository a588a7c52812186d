import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DownloadProgress } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/students/report?by=... (students:view): student counts per group.
export const REPORT_GROUPINGS = [
  { value: 'programme', label: 'Programme' },
  { value: 'level', label: 'Level' },
  { value: 'hub', label: 'Hub' },
  { value: 'status', label: 'Status' },
  { value: 'ageRange', label: 'Age range' },
] as const;

export type ReportGrouping = (typeof REPORT_GROUPINGS)[number]['value'];

export interface StudentReport {
  by: ReportGrouping;
  total: number;
  /** `value` null is the group "Not recorded". */
  rows: { value: string | null; count: number }[];
}

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
