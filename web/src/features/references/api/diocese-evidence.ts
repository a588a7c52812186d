import { selectErrorMessage } from '@collegium/domain/error-message';
import { isSuccessStatus, statusText } from '@collegium/domain/http-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DioceseUploadPage } from '@collegium/domain/reference-links';
import { api, ApiError } from '../../../lib/api-client.ts';
import { apiUrl } from '../../../lib/config.ts';

// docs/api-contract.md, "Applying": a diocese's evidence link. GET says whose application and
// what the diocese has sent; POST multipart (type, file) adds a file. 410 once expired or replaced.

const key = (token: string) => ['references', 'diocese', token];

export function useDioceseLink(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: async () => (await api.get<DioceseUploadPage>(`references/diocese/${encodeURIComponent(token)}`)).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}

async function post(token: string, type: string, file: File): Promise<DioceseUploadPage> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(apiUrl(`references/diocese/${encodeURIComponent(token)}`), {
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
  return data as DioceseUploadPage;
}

export function useSendDioceseEvidence(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: string; file: File }) => post(token, type, file),
    onSuccess: (page) => client.setQueryData(key(token), page),
    meta: { handlesErrors: true },
  });
}
