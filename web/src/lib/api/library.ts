import type { LibraryAccountView, PortalLibraryView } from '@collegium/domain/library';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

// Issue 20, feature library: GET forms/student/library (the portal), GET and PUT
// students/{id}/library (the record). Shared by the portal screen and the record's panel.

export const libraryKeys = {
  own: ['library', 'own'] as const,
  student: (id: number) => ['library', 'student', id] as const,
};

export function useOwnLibrary() {
  return useQuery({
    queryKey: libraryKeys.own,
    queryFn: async () => (await api.get<PortalLibraryView>('forms/student/library')).data,
  });
}

export function useLibraryAccount(studentId: number) {
  return useQuery({
    queryKey: libraryKeys.student(studentId),
    queryFn: async () => (await api.get<LibraryAccountView>(`students/${studentId}/library`)).data,
  });
}

export function useSaveLibraryAccount(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (accountNumber: string) =>
      (await api.put<LibraryAccountView>(`students/${studentId}/library`, { accountNumber })).data,
    onSuccess: (data) => client.setQueryData(libraryKeys.student(studentId), data),
  });
}
