import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentStatusView } from '@collegium/domain/student-forms/schemas';
import { api } from '../api-client.ts';

// docs/api-contract.md: the student's own form sections, GET and PUT {api}/forms/student/<section>.

export const studentFormKey = (section: string) => ['student-forms', section] as const;

export function useStudentSection<T>(section: string, enabled = true) {
  return useQuery({
    queryKey: studentFormKey(section),
    queryFn: async () => (await api.get<T>(`forms/student/${section}`)).data,
    enabled,
  });
}

export function useSaveStudentSection<TIn, TOut>(section: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: TIn) => (await api.put<TOut>(`forms/student/${section}`, values)).data,
    onSuccess: (data) => {
      client.setQueryData(studentFormKey(section), data);
      void client.invalidateQueries({ queryKey: studentFormKey('status') });
    },
  });
}

/** The dashboard's state of the student's year; only asked for when the user is a student. */
export function useStudentStatus(enabled = true) {
  return useStudentSection<StudentStatusView>('status', enabled);
}

/** PUT intentions and PUT session-enrolled both answer with the new status. */
export function useStudentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ section, body }: { section: 'intentions' | 'session-enrolled'; body?: unknown }) =>
      (await api.put<StudentStatusView>(`forms/student/${section}`, body)).data,
    onSuccess: (data) => client.setQueryData(studentFormKey('status'), data),
  });
}
