import type { ExtensionEvidenceView, ModulePlaces, RequestList, RequestView } from '@collegium/domain/student-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { postForm, type UploadProgress } from '../../lib/upload.ts';

// docs/api-contract.md, "Student requests": the student's own requests, their module places and
// the evidence upload. Every answer refreshes the lists under the 'student-requests' key.

export const REQUESTS_KEY = ['student-requests'] as const;

/** The caller's requests from one list call: `forms/student/requests` (every kind) or a kind's own. */
export function useMyRequests(path: string, kind?: RequestView['kind']) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, path],
    queryFn: async () => (await api.get<RequestList>(`forms/student/${path}`)).data,
    select: (data) => (kind ? { items: data.items.filter((r) => r.kind === kind) } : data),
  });
}

export function useModulePlaces() {
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'module-places'],
    queryFn: async () => (await api.get<ModulePlaces>('forms/student/module-places')).data,
  });
}

/** Withdraws one of the caller's pending requests. */
export function useWithdrawRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: Pick<RequestView, 'kind' | 'id'>) =>
      api.delete(`forms/student/requests/${kind}/${id}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export type UploadedEvidence = ExtensionEvidenceView;

export function uploadExtensionEvidence(file: File, onProgress?: UploadProgress): Promise<UploadedEvidence> {
  const form = new FormData();
  form.append('file', file);
  return postForm<UploadedEvidence>('forms/student/extension-evidence', form, onProgress);
}
