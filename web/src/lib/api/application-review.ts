import type { ConfirmAnswer } from '@collegium/domain/application-outcomes';
import type { ApplicationReview, ReviewEvidence } from '@collegium/domain/application-review';
import type { DioceseRequest } from '@collegium/domain/diocese-request';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { entityKeys } from '../entity/get-entity-schema.ts';

// docs/api-contract.md "Application review": the record admissions review, and its writes. Each
// write answers the whole record again (with the new version), which replaces the cached one.

export const reviewKey = (id: number) => ['applications', 'review', id] as const;

export function useApplicationReview(id: number) {
  return useQuery({
    queryKey: reviewKey(id),
    queryFn: async () => (await api.get<ApplicationReview>(`applications/${id}/review`)).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** Every write: the answer replaces the record; history and lists are read again. */
function useReviewWrite<I>(id: number, send: (input: I) => Promise<ApplicationReview>) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: send,
    onSuccess: (record) => {
      client.setQueryData(reviewKey(id), record);
      void client.invalidateQueries({ queryKey: entityKeys.history('applications', String(id)) });
    },
    onError: () => client.invalidateQueries({ queryKey: reviewKey(id) }),
  });
}

export function useSetSectionReview(id: number) {
  return useReviewWrite(
    id,
    async (input: { section: string; status: string | null; notes: string; version: number }) =>
      (
        await api.put<ApplicationReview>(`applications/${id}/reviews/${input.section}`, {
          status: input.status,
          notes: input.notes,
          version: input.version,
        })
      ).data,
  );
}

export function useQuickAccept(id: number) {
  return useReviewWrite(
    id,
    async (input: { version: number }) =>
      (await api.post<ApplicationReview>(`applications/${id}/quick-accept`, input)).data,
  );
}

export function useSetApplicationStatus(id: number) {
  return useReviewWrite(
    id,
    async (input: { status: string; version: number }) =>
      (await api.put<ApplicationReview>(`applications/${id}/status`, input)).data,
  );
}

/**
 * Confirmed (deposit paid): the server creates the student and a Starting engagement for the
 * application's intake in one transaction (application-outcomes); the record is read again.
 */
export function useConfirmApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { version: number }) =>
      (await api.post<ConfirmAnswer>(`applications/${id}/confirm`, input)).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: reviewKey(id) });
      void client.invalidateQueries({ queryKey: entityKeys.history('applications', String(id)) });
    },
  });
}

export function useReferenceAction(id: number) {
  return useReviewWrite(
    id,
    async (input: { referenceId: number; action: 'reminder' | 'resend' }) =>
      (await api.post<ApplicationReview>(`applications/${id}/references/${input.referenceId}/${input.action}`)).data,
  );
}

export function downloadEvidence(id: number, evidence: ReviewEvidence): Promise<string> {
  return api.download(`applications/${id}/evidence/${evidence.id}/file`, {
    type: evidence.fileName.split('.').pop() ?? 'bin',
  });
}

/** Sends (or sends again) the diocese its evidence link, to a named contact or the diocese's address. */
export function useDioceseRequest(id: number) {
  return useReviewWrite(
    id,
    async (input: DioceseRequest) =>
      (await api.post<ApplicationReview>(`applications/${id}/diocese-request`, input)).data,
  );
}
