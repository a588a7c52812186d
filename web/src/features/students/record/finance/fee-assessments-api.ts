import type { FeeAssessmentDetail, StudentFeeAssessments } from '@collegium/domain/fee-assessment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

// docs/api-contract.md "Fees and invoices": a student's fee assessments, assessing a session,
// changing an assessment (regenerating its drafts) and issuing its drafts.

export type FeeAssessments = StudentFeeAssessments;

const key = (studentId: number) => ['finance', 'fee-assessments', studentId] as const;

export function useFeeAssessments(studentId: number) {
  return useQuery({
    queryKey: key(studentId),
    queryFn: async () => (await api.get<FeeAssessments>(`students/${studentId}/fee-assessments`)).data,
  });
}

/** After any change: the assessments and the record's finance summary (statement, balance). */
function useRefresh(studentId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: key(studentId) }),
      client.invalidateQueries({ queryKey: ['student-record'] }),
    ]);
}

export function useAssessSession(studentId: number) {
  const refresh = useRefresh(studentId);
  return useMutation({
    mutationFn: async (body: { sessionId: number; schedule?: string }) =>
      (await api.post<FeeAssessmentDetail>(`students/${studentId}/fee-assessments`, body)).data,
    onSuccess: refresh,
  });
}

export function useChangeAssessment(studentId: number) {
  const refresh = useRefresh(studentId);
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: number; schedule: string; version: number }) =>
      (await api.put<FeeAssessmentDetail>(`finance/fee-assessments/${id}`, body)).data,
    onSuccess: refresh,
  });
}

export function useIssueInvoices(studentId: number) {
  const refresh = useRefresh(studentId);
  return useMutation({
    mutationFn: async (id: number) => (await api.post<FeeAssessmentDetail>(`finance/fee-assessments/${id}/issue`)).data,
    onSuccess: refresh,
  });
}
