import type {
  BapCandidatesView,
  BapCandidateView,
  BapInput,
  BapRecordView,
  StudentBapView,
} from '@collegium/domain/bap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

// Issue 20, feature bap: GET bap/candidates, GET and PUT applications/{id}/bap, GET students/{id}/bap.
// Shared by the BAP panels screen and the panels on the application and student records.

const KEY = ['bap'] as const;

export function useBapCandidates() {
  return useQuery({
    queryKey: [...KEY, 'candidates'],
    queryFn: async () => (await api.get<BapCandidatesView>('bap/candidates')).data,
  });
}

export function useBapRecord(applicationId: number) {
  return useQuery({
    queryKey: [...KEY, 'record', applicationId],
    queryFn: async () => (await api.get<BapRecordView>(`applications/${applicationId}/bap`)).data,
  });
}

/** The BAP stage of a student's own application, for the student record (null when none). */
export function useStudentBap(studentId: number) {
  return useQuery({
    queryKey: [...KEY, 'student', studentId],
    queryFn: async () => (await api.get<StudentBapView>(`students/${studentId}/bap`)).data,
  });
}

/** Saves a candidate; on success or a stale version, every BAP read is fetched again. */
export function useSaveBap(applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: BapInput) =>
      (await api.put<BapCandidateView>(`applications/${applicationId}/bap`, input)).data,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
