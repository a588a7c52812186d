import { selectErrorMessage } from '@collegium/domain/error-message';
import { isSuccessStatus, statusText } from '@collegium/domain/http-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { apiUrl } from '../../../lib/config.ts';
import { APPLICATION_KEY } from '../../../lib/api/application.ts';
import type { ApplicationState } from '@collegium/domain/application-state';

// docs/api-contract.md, "Applying": evidence files on the applicant's own application.
// POST multipart (type, file) and DELETE both answer the whole application.

async function uploadEvidence(type: string, file: File): Promise<ApplicationState> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(apiUrl('applicant/application/evidence'), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    const networkMessage = error instanceof Error ? error.message : String(error);
    throw new ApiError({
      data: null,
      status: false,
      statusMessage: statusText(false),
      message: selectErrorMessage({ data: null, status: false, networkMessage }),
    });
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  if (!isSuccessStatus(response.status)) {
    throw new ApiError({
      data,
      status: response.status,
      statusMessage: statusText(response.status),
      message: selectErrorMessage({ data, status: response.status }),
    });
  }
  return data as ApplicationState;
}

export function useUploadEvidence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: string; file: File }) => uploadEvidence(type, file),
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
