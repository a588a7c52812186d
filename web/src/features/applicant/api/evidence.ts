import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { postForm, type UploadProgress } from '../../../lib/upload.ts';
import { apiUrl } from '../../../lib/config.ts';
import { APPLICATION_KEY } from '../../../lib/api/application.ts';
import type { ApplicationState } from '@collegium/domain/application-state';

// docs/api-contract.md, "Applying": evidence files on the applicant's own application.
// POST multipart (type, file) and DELETE both answer the whole application.

function uploadEvidence(type: string, file: File, onProgress?: UploadProgress): Promise<ApplicationState> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  return postForm<ApplicationState>('applicant/application/evidence', form, onProgress);
}

export function useUploadEvidence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, onProgress }: { type: string; file: File; onProgress?: UploadProgress }) =>
      uploadEvidence(type, file, onProgress),
    onSuccess: (state) => client.setQueryData(APPLICATION_KEY, state),
    meta: { handlesErrors: true },
  });
}

export function useRemoveEvidence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<ApplicationState>(`applicant/application/evidence/${id}`)).data,
    onSuccess: (state) => client.setQueryData(APPLICATION_KEY, state),
  });
}

export function evidenceFileUrl(id: number): string {
  return apiUrl(`applicant/application/evidence/${id}/file`);
}
