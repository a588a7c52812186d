import { useQuery } from '@tanstack/react-query';
import { api } from '../../api-client.ts';

// The record page's calls live under one base: `students/{id}` for staff (students:view), and
// `mystudents/{id}` when a tutor's page mounts the same tabs against their scoped calls.

/** The default base of a student's calls. */
export const studentBasePath = (studentId: number) => `students/${studentId}`;

export const studentRecordKeys = {
  all: (basePath: string) => ['student-record', basePath] as const,
  part: (basePath: string, part: string) => ['student-record', basePath, part] as const,
};

/** GET {api}/{basePath}/{part}; the tab shows a failure in place and the error catalogue reports it. */
export function useStudentRecordPart<T>(basePath: string, part: string) {
  return useQuery({
    queryKey: studentRecordKeys.part(basePath, part),
    queryFn: async ({ signal }) => (await api.get<T>(`${basePath}/${part}`, { signal })).data,
  });
}
