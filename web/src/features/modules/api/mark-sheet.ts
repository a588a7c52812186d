import type { MarkSheetImport } from '@collegium/domain/mark-sheet';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { postForm } from '../../../lib/upload.ts';
import { resultsKey } from './results.ts';

// Issue 18, Excel: the instance's mark sheet and the board's results as downloads, and a mark
// sheet back: POST {api}/module-instances/:id/marks/import (dry run), then ?commit=true; the
// year's workbook for the exam board: GET {api}/academic-years/:year/results/excel.

export const downloadMarkSheet = (instanceId: number) => api.download(`module-instances/${instanceId}/marks/excel`);
export const downloadResults = (instanceId: number) => api.download(`module-instances/${instanceId}/results/excel`);
/** The exam board's workbook of a whole academic year (registry): every instance's results and the progression. */
export const downloadYearResults = (year: number) => api.download(`academic-years/${year}/results/excel`);

export function useImportMarkSheet(instanceId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ file, commit }: { file: File; commit: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<MarkSheetImport>(
        `module-instances/${instanceId}/marks/import${commit ? '?commit=true' : ''}`,
        form,
      );
    },
    onSuccess: (report) => {
      if (!report.committed) return;
      void queryClient.invalidateQueries({ queryKey: ['module-instances', instanceId, 'marks'] });
      void queryClient.invalidateQueries({ queryKey: resultsKey(instanceId) });
    },
  });
}
